import { expect, type APIRequestContext, type Browser } from '@playwright/test';
import { signedIn } from './sessions';

interface ListedMail {
  id: string;
  to: string;
  kind: string;
}

/**
 * The link (path and fragment) of the newest mail of this kind to this address, read from the outbox as an
 * admin reads it: the journeys follow the mail as a person would, and never write the store.
 */
export async function linkFromMail(
  browser: Browser,
  baseURL: string,
  email: string,
  kind: 'verify-email' | 'reset-password',
): Promise<string> {
  const admin = await signedIn(browser, baseURL, 'admin@example.com');
  try {
    let found: ListedMail | undefined;
    await expect
      .poll(async () => {
        const list = (await (await admin.request.get('/api/outbox')).json()) as { mails: ListedMail[] };
        found = list.mails.find((mail) => mail.to === email && mail.kind === kind);
        return found !== undefined;
      })
      .toBe(true);
    const mail = (await (await admin.request.get(`/api/outbox/${found!.id}`)).json()) as { text: string };
    const match = /https?:\/\/\S+?(\/(?:verify-email|reset-password)#token=[\w-]+)/.exec(mail.text);
    if (!match) throw new Error(`no link in the ${kind} mail to ${email}`);
    return match[1]!;
  } finally {
    await admin.close();
  }
}

/**
 * Verifies the address through its mailed link; the request context is then signed in to that account. The
 * password was chosen at sign-up, before the address was proven, so the link asks for it and the name again.
 */
export async function verifyThroughMail(
  request: APIRequestContext,
  browser: Browser,
  baseURL: string,
  email: string,
  owner: { name: string; password: string },
) {
  const link = await linkFromMail(browser, baseURL, email, 'verify-email');
  const token = new URLSearchParams(link.split('#')[1]).get('token');
  const response = await request.post('/api/account-links/verify-email', {
    data: { token, ...owner },
    headers: { origin: new URL(baseURL).origin },
  });
  expect(response.ok(), await response.text()).toBe(true);
}
