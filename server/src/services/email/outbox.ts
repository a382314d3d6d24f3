import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { emailOutbox } from '../../db/schema/index.ts';
import type { Env } from '../../env.ts';
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
 * Writes an e-mail to the outbox inside the caller's transaction: it is sent by the outbox job
 * only if the change that caused it commits, and is not lost if the process stops.
 */
export async function enqueueEmail<Name extends TemplateName>(
  db: DbOrTx,
  env: Pick<Env, 'PUBLIC_URL'>,
  to: string,
  template: Name,
  data: TemplateData<Name>,
): Promise<void> {
  const brand = await brandOf(db, env);
  const email = render(brand, builder(template)(brand, data));
  await db.insert(emailOutbox).values({ to, template, subject: email.subject, text: email.text, html: email.html });
}

/** Many e-mails of one template (a bulk action, a job batch): the brand read once, one insert. */
export async function enqueueEmails<Name extends TemplateName>(
  db: DbOrTx,
  env: Pick<Env, 'PUBLIC_URL'>,
  template: Name,
  /** `invoiceId`: the invoice the e-mail attaches as a PDF when it is sent. */
  emails: readonly { to: string; data: TemplateData<Name>; invoiceId?: number | null }[],
): Promise<void> {
  if (emails.length === 0) return;
  const brand = await brandOf(db, env);
  const build = builder(template);
  await insertRows(
    db,
    emailOutbox,
    emails.map(({ to, data, invoiceId }) => {
      const email = render(brand, build(brand, data));
      return { to, template, subject: email.subject, text: email.text, html: email.html, invoiceId: invoiceId ?? null };
    }),
  );
}

const builder = <Name extends TemplateName>(template: Name) => templates[template] as (brand: Brand, data: TemplateData<Name>) => EmailContent;

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
