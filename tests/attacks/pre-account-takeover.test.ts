import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startMailCatcher, verificationToken, type MailCatcher } from '../support/mail-catcher.js';
import { createClient, type Client } from '../support/http-client.js';
import { ensureBuilt, killAllServers, startServer, type ServerProcess } from '../support/server.js';

/**
 * Pre-account takeover, against the built server in a process of its own that mails through a real SMTP
 * server: someone signs up with another person's address and a password of their choosing, and stays
 * signed in. The owner of the address opens the link mailed to them, as the verification page does. The
 * account must become the owner's: the stranger's session ended, the stranger's password refused, the
 * owner's own password and name in place, and the stranger's name in no mail to the owner.
 */
const VICTIM = 'victim-owner@example.com';
const ATTACKER_PASSWORD = 'Attacker#pw1';
const ATTACKER_NAME = 'Mallory Mockname';
const OWNER = { name: 'Victoria Owner', password: 'Owner#pass1' };

/**
 * What the verification page does after "Confirm my address": open the link; when the owner must choose
 * a password, send it with the name; without the open step (older servers), spend the link alone.
 */
async function followVerificationLink(owner: Client, token: string) {
  const opened = await owner.post('/api/account-links/verify-email/open', { token });
  if (opened.status === 404) return owner.post('/api/account-links/verify-email', { token });
  expect(opened.status, opened.body).toBe(200);
  expect(opened.json()).toEqual({ email: VICTIM, name: ATTACKER_NAME, choosePassword: true });
  return owner.post('/api/account-links/verify-email', { token, ...OWNER });
}

describe('an account made with someone else’s address goes to the owner of the address', () => {
  let server: ServerProcess;
  let mail: MailCatcher;
  let dataDir: string;

  beforeAll(async () => {
    ensureBuilt();
    mail = await startMailCatcher();
    dataDir = mkdtempSync(path.join(tmpdir(), 'stw-takeover-'));
    server = await startServer({ DATA_DIR: dataDir, SMTP_URL: mail.url, MAIL_RETRY_BASE_MS: '100' });
  });

  afterAll(async () => {
    await killAllServers();
    await mail?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  test('the stranger’s session ends, the stranger’s password stops working, and the owner’s name is used', async () => {
    const attacker = createClient(server.url);
    const signedUp = await attacker.post('/api/auth/sign-up/email', {
      name: ATTACKER_NAME,
      email: VICTIM,
      password: ATTACKER_PASSWORD,
    });
    expect(signedUp.status, signedUp.body).toBe(200);
    const signedIn = await attacker.post('/api/auth/sign-in/email', {
      email: VICTIM,
      password: ATTACKER_PASSWORD,
    });
    expect(signedIn.status, signedIn.body).toBe(200);
    expect((await attacker.get('/api/me')).status).toBe(200);

    // The owner reads the mail in their own inbox and opens its link in their own browser.
    const token = await verificationToken(mail, VICTIM);
    const owner = createClient(server.url);
    const verified = await followVerificationLink(owner, token);
    expect(verified.status, verified.body).toBe(200);

    // The stranger is out: the session they had ended, and their password no longer signs in.
    expect((await attacker.get('/api/me')).status).toBe(401);
    const again = createClient(server.url);
    const retry = await again.post('/api/auth/sign-in/email', { email: VICTIM, password: ATTACKER_PASSWORD });
    expect(retry.status).toBe(401);
    expect((await again.get('/api/me')).status).toBe(401);

    // The owner is signed in, with the name they confirmed.
    expect(verified.json()).toMatchObject({ email: VICTIM, name: OWNER.name, emailVerified: true });
    const me = await owner.get('/api/me');
    expect(me.status).toBe(200);
    expect(me.json()).toMatchObject({ email: VICTIM, name: OWNER.name, emailVerified: true });
    const ownerAgain = createClient(server.url);
    expect(
      (await ownerAgain.post('/api/auth/sign-in/email', { email: VICTIM, password: OWNER.password })).status,
    ).toBe(200);

    // No mail the school sent to the owner carried the name the stranger typed.
    const toVictim = mail.mails.filter((m) => m.to === VICTIM);
    expect(toVictim.length).toBeGreaterThanOrEqual(2);
    for (const sent of toVictim) expect(sent.raw).not.toContain('Mallory');
    // A mail asked for now greets the owner by the name they confirmed.
    expect((await again.post('/api/account-links/forgot-password', { email: VICTIM })).status).toBe(200);
    await expect
      .poll(() => mail.mails.filter((m) => m.to === VICTIM).length, { timeout: 30_000 })
      .toBeGreaterThan(toVictim.length);
    expect(mail.mails.filter((m) => m.to === VICTIM).at(-1)!.raw).toContain('Victoria Owner');
  });
});
