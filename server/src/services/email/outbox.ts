import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { Language } from '@nimbus/shared/i18n';
import type { DbOrTx } from '../../db/client.ts';
import { emailOutbox, users } from '../../db/schema/index.ts';
import type { Env } from '../../env.ts';
import { translator, type Translator } from '../../i18n/index.ts';
import { insertRows } from '../../lib/insert-rows.ts';
import { getSettings } from '../settings.ts';
import { render, type Brand, type EmailContent } from './layout.ts';
import { templates, type TemplateData, type TemplateName } from './templates.ts';

export async function brandOf(db: DbOrTx, env: Pick<Env, 'PUBLIC_URL'>): Promise<Brand> {
  const settings = await getSettings(db);
  return {
    brandName: settings.brandName,
    supportEmail: settings.supportEmail,
    messagingLink: settings.messagingLink,
    publicUrl: env.PUBLIC_URL,
  };
}

/**
 * Who an e-mail goes to. `language`: the account's, when the caller has read its row already;
 * without it the outbox looks the address up (one statement for a whole batch).
 */
export type Recipient = { to: string; language?: Language | null };

/** The accounts' languages of the addresses given without one, in one indexed read by lower(email). */
async function languagesOf(db: DbOrTx, recipients: readonly Recipient[]): Promise<Map<string, Language>> {
  const unknown = [...new Set(recipients.filter((r) => !r.language).map((r) => r.to.toLowerCase()))];
  if (unknown.length === 0) return new Map();
  const address = sql<string>`lower(${users.email})`;
  const rows = await db.select({ address, language: users.language }).from(users).where(inArray(address, unknown));
  return new Map(rows.map((row) => [row.address, row.language]));
}

/**
 * Writes an e-mail to the outbox inside the caller's transaction: it is sent by the outbox job
 * only if the change that caused it commits, and is not lost if the process stops. It is
 * written now, in the recipient's language.
 */
export async function enqueueEmail<Name extends TemplateName>(
  db: DbOrTx,
  env: Pick<Env, 'PUBLIC_URL'>,
  recipient: Recipient,
  template: Name,
  data: TemplateData<Name>,
): Promise<void> {
  await enqueueEmails(db, env, template, [{ ...recipient, data }]);
}

/** Many e-mails of one template (a bulk action, a job batch): the brand read once, one insert. */
export async function enqueueEmails<Name extends TemplateName>(
  db: DbOrTx,
  env: Pick<Env, 'PUBLIC_URL'>,
  template: Name,
  /** `invoiceId`: the invoice the e-mail attaches as a PDF when it is sent. */
  emails: readonly (Recipient & { data: TemplateData<Name>; invoiceId?: number | null })[],
): Promise<void> {
  if (emails.length === 0) return;
  const brand = await brandOf(db, env);
  const looked = await languagesOf(db, emails);
  const build = builder(template);
  await insertRows(
    db,
    emailOutbox,
    emails.map(({ to, language, data, invoiceId }) => {
      // A stranger's address (no account) reads English.
      const words = translator(language ?? looked.get(to.toLowerCase()));
      const email = render(brand, build(brand, data, words), words);
      return { to, template, subject: email.subject, text: email.text, html: email.html, invoiceId: invoiceId ?? null };
    }),
  );
}

const builder = <Name extends TemplateName>(template: Name) =>
  templates[template] as (brand: Brand, data: TemplateData<Name>, words: Translator) => EmailContent;

/** The latest ten e-mails written to `to` (any case), newest first: the dev outbox's read (rest/dev-outbox.ts). */
export async function latestEmailsTo(db: DbOrTx, to: string) {
  return db
    .select({
      id: emailOutbox.id,
      to: emailOutbox.to,
      template: emailOutbox.template,
      subject: emailOutbox.subject,
      text: emailOutbox.text,
      createdAt: emailOutbox.createdAt,
    })
    .from(emailOutbox)
    .where(eq(emailOutbox.to, to.toLowerCase()))
    .orderBy(desc(emailOutbox.id))
    .limit(10);
}
