import type { DbOrTx } from '../../db/client.ts';
import { emailOutbox } from '../../db/schema/index.ts';
import type { Env } from '../../env.ts';
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
  const build = templates[template] as (brand: Brand, data: TemplateData<Name>) => EmailContent;
  const email = render(brand, build(brand, data));
  await db.insert(emailOutbox).values({ to, template, subject: email.subject, text: email.text, html: email.html });
}
