/** What shows instead of a secret until the customer asks to see it. */
export const MASK = '••••••••';

/**
 * The playlist link with the streaming password hidden: the link carries it (raw or
 * URL-encoded, as the template put it), and it must not show in clear under the masked
 * password field.
 */
export function maskSecretIn(text: string, secret: string): string {
  if (!secret) return text;
  let masked = text;
  for (const form of new Set([encodeURIComponent(secret), secret])) masked = masked.split(form).join(MASK);
  return masked;
}
