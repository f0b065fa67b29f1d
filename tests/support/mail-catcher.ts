import { SMTPServer } from 'smtp-server';
import { freePort } from './server.js';

interface CaughtMail {
  to: string;
  subject: string;
  /** The whole message as sent (headers and body). */
  raw: string;
}

export interface MailCatcher {
  /** SMTP_URL for the servers under test. */
  url: string;
  mails: CaughtMail[];
  close(): Promise<void>;
}

/** A real SMTP server in this process that keeps every mail it accepts. */
export async function startMailCatcher(): Promise<MailCatcher> {
  const port = await freePort();
  const mails: CaughtMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const head = raw.split('\r\n\r\n')[0]!.replace(/\r\n[ \t]+/g, ' ');
        const subject = /^Subject: (.*)$/m.exec(head)?.[1] ?? '';
        for (const to of session.envelope.rcptTo) mails.push({ to: to.address, subject, raw });
        callback();
      });
    },
  });
  // A server killed with SIGKILL in the middle of a mail resets its connection; smtp-server reports that as
  // an 'error' event, which would otherwise end this process. The mail was not accepted, so it is not kept.
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The token of the verification link mailed to this address, once the mail has arrived.
 */
export async function verificationToken(catcher: MailCatcher, email: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    for (const mail of catcher.mails) {
      if (mail.to !== email) continue;
      // Quoted-printable: soft line breaks and `=3D` for the link's own `=`.
      const decoded = mail.raw
        .replace(/=\r\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      const token = /\/verify-email#token=([\w-]+)/.exec(decoded)?.[1];
      if (token) return token;
    }
    if (Date.now() > deadline)
      throw new Error(`no verification mail reached ${email} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
