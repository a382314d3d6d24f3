import type { PaymentMethod } from '@nimbus/shared/enums';

export const METHOD_LABELS: Record<PaymentMethod, string> = { bank: 'Bank transfer', crypto: 'Crypto', paypal: 'PayPal' };
