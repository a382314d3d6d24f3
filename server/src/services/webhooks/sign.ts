import { createHmac, randomBytes } from 'node:crypto';

/** A new signing secret: 32 random bytes, shown to the admin once. */
export const newSecret = () => `whsec_${randomBytes(32).toString('base64url')}`;

/**
 * The `X-Nimbus-Signature` header (ADR 041): `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`
 * keyed with the endpoint's secret as UTF-8 text.
 */
export function signatureHeader(secret: string, body: string, at: Date): string {
  const t = Math.floor(at.getTime() / 1000);
  const v1 = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  return `t=${t},v1=${v1}`;
}
