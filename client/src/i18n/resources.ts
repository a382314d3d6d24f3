// The English catalogue of every namespace, for the types: `t('key')` with a key that does not
// exist, or without a {{value}} its text needs, does not compile (docs/decisions/046).
import type { auth } from './en/auth.ts';
import type { common } from './en/common.ts';
import type { payment } from './en/payment.ts';

export type Resources = {
  auth: typeof auth;
  common: typeof common;
  payment: typeof payment;
};

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: false;
    resources: Resources;
  }
}
