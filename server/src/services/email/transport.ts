import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Env } from '../../env.ts';

export type OutgoingEmail = { to: string; subject: string; text: string; html: string | null };

/** Where the outbox sender hands an e-mail: SMTP in production, the log in development, a fake in tests. */
export type MailTransport = {
  send(email: OutgoingEmail): Promise<void>;
  close(): Promise<void>;
};

/** SMTP through nodemailer when SMTP_URL is set; otherwise the log, so a developer reads reset codes there. */
export function createMailTransport(env: Pick<Env, 'SMTP_URL' | 'MAIL_FROM'>, log: FastifyBaseLogger): MailTransport {
  return env.SMTP_URL ? smtpTransport(env.SMTP_URL, env.MAIL_FROM) : logTransport(log);
}

export function smtpTransport(url: string, from: string): MailTransport {
  // Timeouts well inside the sender's claim on a row (CLAIM_MINUTES), so a hung server
  // fails the attempt instead of letting a second sender pick the same e-mail up.
  const transporter = nodemailer.createTransport(
    { url, connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 },
    { from },
  );
  return {
    async send(email) {
      await transporter.sendMail({ to: email.to, subject: email.subject, text: email.text, ...(email.html ? { html: email.html } : {}) });
    },
    async close() {
      transporter.close();
    },
  };
}

export function logTransport(log: FastifyBaseLogger): MailTransport {
  return {
    async send(email) {
      log.info({ mail: { to: email.to, subject: email.subject } }, `e-mail not sent (no SMTP_URL): to ${email.to}\n${email.subject}\n\n${email.text}`);
    },
    async close() {},
  };
}
