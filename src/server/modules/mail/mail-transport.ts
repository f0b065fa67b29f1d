import nodemailer from 'nodemailer';

export interface OutgoingMessage {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Extra header lines, as nodemailer takes them. */
  headers?: Record<string, string>;
}

/** Where the sender hands mails: a mail server (SMTP_URL), or the embedded outbox that keeps them unsent. */
export interface MailTransport {
  kind: 'smtp' | 'outbox';
  send(message: OutgoingMessage): Promise<void>;
  close(): void;
}

/** A mail server's answer that retrying will not change (5xx: no such mailbox, refused sender...). */
export class PermanentMailError extends Error {}

export function createOutboxTransport(): MailTransport {
  return { kind: 'outbox', send: async () => {}, close: () => {} };
}

export interface SmtpOptions {
  /** smtp://user:pass@host:587 or smtps://…:465; nodemailer's connection URL. */
  url: string;
  /** How long one connection, greeting or silent socket may take before the attempt fails. */
  timeoutMs: number;
}

export function createSmtpTransport(options: SmtpOptions): MailTransport {
  const transporter = nodemailer.createTransport({
    url: options.url,
    pool: true,
    maxConnections: 2,
    connectionTimeout: options.timeoutMs,
    greetingTimeout: options.timeoutMs,
    socketTimeout: options.timeoutMs,
  });
  return {
    kind: 'smtp',
    async send(message) {
      try {
        await transporter.sendMail(message);
      } catch (error) {
        const { responseCode, message: text } = error as { responseCode?: number; message?: string };
        if (typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600)
          throw new PermanentMailError(text ?? `refused with ${responseCode}`);
        throw error;
      }
    },
    close: () => transporter.close(),
  };
}
