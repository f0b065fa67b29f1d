import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { createSmtpTransport } from './mail-transport.js';

let server: SMTPServer;
let port: number;
const messages: string[] = [];

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        messages.push(Buffer.concat(chunks).toString('utf8'));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the SMTP transport', () => {
  it("writes a mail's extra header lines into the message the mail server receives", async () => {
    const transport = createSmtpTransport({ url: `smtp://127.0.0.1:${port}`, timeoutMs: 5000 });
    const unsubscribe = 'https://school.example/api/newsletter/unsubscribe?token=abc_DEF-123';
    await transport.send({
      from: 'Speak the World <no-reply@school.example>',
      to: 'reader@example.com',
      subject: 'Confirm your subscription',
      html: '<p>Hi</p>',
      text: 'Hi',
      headers: {
        'List-Unsubscribe': `<${unsubscribe}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
    transport.close();
    // Long header lines arrive folded (RFC 5322, 2.2.3): unfolded, they must read as given.
    const message = messages[0]!.replace(/\r\n(?=[ \t])/g, '');
    expect(message).toContain(`List-Unsubscribe: <${unsubscribe}>`);
    expect(message).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  });
});
