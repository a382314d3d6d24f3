import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Env } from '../../env.ts';
import { devSummary } from './dev-summary.ts';

export type Attachment = { filename: string; content: Buffer };
export type OutgoingEmail = { to: string; subject: string; text: string; html: string | null; attachments?: Attachment[] };

/** Where the outbox sender hands an e-mail: SMTP, a folder of .eml files in development, a fake in tests. */
export type MailTransport = {
  send(email: OutgoingEmail): Promise<void>;
  close(): Promise<void>;
};

/**
 * SMTP through nodemailer when SMTP_URL is set. Without it, development writes each e-mail to
 * DATA_DIR/mail as an .eml file (a developer opens the reset code there); production has no
 * transport at all: the e-mails wait in the outbox until SMTP_URL is set, and index.ts warns at
 * start. Only NODE_ENV=development logs a readable line per e-mail (to, subject, reset code,
 * first link); production and tests never write a body or a code to the log.
 */
export function createMailTransport(env: Pick<Env, 'SMTP_URL' | 'MAIL_FROM' | 'NODE_ENV' | 'DATA_DIR'>, log: FastifyBaseLogger): MailTransport | null {
  if (env.SMTP_URL) return smtpTransport(env.SMTP_URL, env.MAIL_FROM);
  if (env.NODE_ENV === 'production') return null;
  return fileTransport(join(env.DATA_DIR, 'mail'), env.MAIL_FROM, log, { readable: env.NODE_ENV === 'development' });
}

const mailOf = (email: OutgoingEmail) => ({
  to: email.to,
  subject: email.subject,
  text: email.text,
  ...(email.html ? { html: email.html } : {}),
  ...(email.attachments?.length ? { attachments: email.attachments.map((file) => ({ ...file, contentType: 'application/pdf' })) } : {}),
});

export function smtpTransport(url: string, from: string): MailTransport {
  // Timeouts well inside the sender's claim on a row (CLAIM_MINUTES), so a hung server
  // fails the attempt instead of letting a second sender pick the same e-mail up.
  const transporter = nodemailer.createTransport({ url, connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 }, { from });
  return {
    async send(email) {
      await transporter.sendMail(mailOf(email));
    },
    async close() {
      transporter.close();
    },
  };
}

/**
 * Each e-mail as an .eml file (0600) in `folder`; the log says where it went and, with
 * `readable` (development), the e-mail's summary: to, subject, reset code, first link.
 */
export function fileTransport(folder: string, from: string, log: FastifyBaseLogger, options: { readable?: boolean } = {}): MailTransport {
  // nodemailer builds the MIME message without sending it anywhere.
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }, { from });
  return {
    async send(email) {
      const { message } = await builder.sendMail(mailOf(email));
      await mkdir(folder, { recursive: true, mode: 0o700 });
      const file = join(folder, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`);
      await writeFile(file, message as Buffer, { mode: 0o600 });
      log.info({ mail: { to: email.to, file } }, options.readable ? `${devSummary(email)} (${file})` : `e-mail to ${email.to} written to ${file}`);
    },
    async close() {
      builder.close();
    },
  };
}
