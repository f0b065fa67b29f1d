import type { APIRequestContext, Browser, BrowserContext } from '@playwright/test';
import sharp from 'sharp';
import { verifyThroughMail } from './mail-links';

export const DEMO_PASSWORD = 'Demo@1234';

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;
// Sign-in is rate limited per account, so each account signs in once per worker and the session is reused.
const sessions = new Map<string, StorageState>();

export const unique = (prefix: string) =>
  `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** A browser context signed in as this account (its session cookie). */
export async function signedIn(browser: Browser, baseURL: string, email: string): Promise<BrowserContext> {
  let state = sessions.get(email);
  if (!state) {
    const context = await browser.newContext({ baseURL });
    const response = await context.request.post('/api/auth/sign-in/email', {
      data: { email, password: DEMO_PASSWORD },
      headers: { origin: baseURL },
    });
    if (!response.ok())
      throw new Error(`Sign-in of ${email} failed: ${response.status()} ${await response.text()}`);
    state = await context.storageState();
    await context.close();
    sessions.set(email, state);
  }
  return browser.newContext({ baseURL, storageState: state });
}

/** A new student account, signed in (and verified) through its verification link, in its own context. */
export async function newStudent(browser: Browser, baseURL: string, name: string) {
  const email = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '.')}@example.com`;
  const context = await browser.newContext({ baseURL });
  const response = await context.request.post('/api/auth/sign-up/email', {
    data: { name, email, password: DEMO_PASSWORD },
    headers: { origin: baseURL },
  });
  if (!response.ok()) throw new Error(`Sign-up failed: ${response.status()} ${await response.text()}`);
  await verifyThroughMail(context.request, browser, baseURL, email, { name, password: DEMO_PASSWORD });
  return { context, email };
}

/** A real PNG, made on the spot. */
export function pngImage(width = 96, height = 60, colour = '#c026d3') {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

/** Creates a pending class through the API, as the signed-in instructor of this request context. */
export async function createClass(request: APIRequestContext, baseURL: string, name: string) {
  const upload = await request.post('/api/images', {
    headers: { origin: baseURL },
    multipart: { image: { name: 'cover.png', mimeType: 'image/png', buffer: await pngImage() } },
  });
  if (upload.status() !== 201) throw new Error(`Upload failed: ${upload.status()} ${await upload.text()}`);
  const { data } = (await upload.json()) as { data: { display_url: string } };
  const created = await request.post('/api/classes', {
    headers: { origin: baseURL },
    data: { name, price: 20, availableSeats: 5, img: data.display_url },
  });
  if (created.status() !== 201) throw new Error(`Create failed: ${created.status()} ${await created.text()}`);
  return ((await created.json()) as { insertedId: string }).insertedId;
}
