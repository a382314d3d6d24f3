import { and, desc, eq } from 'drizzle-orm';
import { emailOutbox } from '../src/db/schema/index.ts';
import { workerDatabase } from './database.ts';

/** The code of the latest reset e-mail to `email`, as the customer would read it (digits only). */
export async function latestResetCode(email: string): Promise<string> {
  const { db } = await workerDatabase();
  const [row] = await db
    .select({ text: emailOutbox.text })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, email), eq(emailOutbox.template, 'password-reset')))
    .orderBy(desc(emailOutbox.id))
    .limit(1);
  // The e-mail groups the digits ("1234 5678 9012"); the tests type them without spaces.
  const code = row?.text.match(/code is (\d{4} \d{4} \d{4})\b/)?.[1];
  if (!code) throw new Error(`No reset e-mail to ${email}`);
  return code.replace(/ /g, '');
}
