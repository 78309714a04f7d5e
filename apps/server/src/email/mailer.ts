import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
};

export type Mailer = {
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
};

/** Sends through SMTP_URL (nodemailer). */
export function createSmtpMailer(smtpUrl: string, from: string, logger: Logger): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      logger.info({ messageId: info.messageId, subject: message.subject }, 'email sent');
    },
    async close() {
      transport.close();
    },
  };
}

/** Without SMTP: writes each email as an .eml file (open it with any mail client). */
export function createOutboxMailer(outboxDir: string, from: string, logger: Logger): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      await mkdir(outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(outboxDir, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      // The path only: the content may hold a reset link.
      logger.info({ file, subject: message.subject }, 'email written to outbox');
    },
    async close() {},
  };
}

export function createMailer(
  config: { smtpUrl: string | undefined; mailFrom: string; dataDir: string },
  logger: Logger,
): Mailer {
  return config.smtpUrl
    ? createSmtpMailer(config.smtpUrl, config.mailFrom, logger)
    : createOutboxMailer(path.join(config.dataDir, 'outbox'), config.mailFrom, logger);
}
