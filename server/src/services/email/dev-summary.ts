import { LANGUAGES } from '@nimbus/shared/i18n';
import { catalogues } from '../../i18n/index.ts';
import type { OutgoingEmail } from './transport.ts';

// Development only (transport.ts): one line a developer can read in the terminal, so a reset
// code or a link is found without opening the .eml file. Production never logs this.

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// The words before the code in the reset e-mail, in each language it is written in.
const beforeCode = LANGUAGES.map((language) => escapeRegExp(catalogues[language].email.passwordReset.code.split('{{code}}')[0]!));
const RESET_CODE = new RegExp(`(?:${beforeCode.join('|')})([0-9][0-9 -]{4,}[0-9])`, 'i');
const LINK = /https?:\/\/[^\s<>"')]+/;

/** `e-mail to ada@x.test: "Subject" · code 1234 5678 9012 · http://…/resetCode` */
export function devSummary(email: Pick<OutgoingEmail, 'to' | 'subject' | 'text'>): string {
  const parts = [`e-mail to ${email.to}: "${email.subject}"`];
  const code = RESET_CODE.exec(email.text)?.[1];
  if (code) parts.push(`code ${code}`);
  const link = LINK.exec(email.text)?.[0];
  if (link) parts.push(link);
  return parts.join(' · ');
}
