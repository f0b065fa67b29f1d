import http from 'node:http';
import https from 'node:https';
import { verificationToken, type MailCatcher } from './mail-catcher.js';

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** Milliseconds from sending to the whole answer. */
  ms: number;
  json<T = any>(): T; // eslint-disable-line @typescript-eslint/no-explicit-any
}

export interface ClientOptions {
  /** The origin a browser on the site would send (defaults to the base URL's). */
  origin?: string;
  /** CA certificate to trust for https (a self-signed test certificate). */
  ca?: string | Buffer;
  /** Give up on an answer after this long (the request then rejects). */
  timeoutMs?: number;
}

/**
 * A browser-like client of the API: keeps its cookies, sends the site's Origin on state-changing
 * requests, no connection reuse (each request is a new connection, as a fresh page load would be).
 */
export function createClient(baseUrl: string, options: ClientOptions = {}) {
  const base = new URL(baseUrl);
  const origin = options.origin ?? base.origin;
  const cookies = new Map<string, string>();
  const setCookies: string[] = [];

  function request(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Answer> {
    const url = new URL(path, base);
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const all: Record<string, string> = {
      ...(method !== 'GET' && method !== 'HEAD' ? { origin } : {}),
      ...(payload !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(cookies.size ? { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
      ...headers,
    };
    const lib = url.protocol === 'https:' ? https : http;
    const started = performance.now();
    return new Promise<Answer>((resolve, reject) => {
      const req = lib.request(
        url,
        {
          method,
          headers: all,
          agent: false,
          ...(options.ca ? { ca: options.ca } : {}),
          timeout: options.timeoutMs ?? 15_000,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('error', reject);
          res.on('end', () => {
            for (const line of res.headers['set-cookie'] ?? []) {
              setCookies.push(line);
              const [pair] = line.split(';');
              const eq = pair!.indexOf('=');
              const name = pair!.slice(0, eq).trim();
              const value = pair!.slice(eq + 1).trim();
              if (value === '' || /max-age=0/i.test(line)) cookies.delete(name);
              else cookies.set(name, value);
            }
            const text = Buffer.concat(chunks).toString('utf8');
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: text,
              ms: performance.now() - started,
              json: () => JSON.parse(text),
            });
          });
        },
      );
      req.on('timeout', () => req.destroy(new Error(`no answer to ${method} ${path} in time`)));
      req.on('error', reject);
      req.end(payload);
    });
  }

  return {
    cookies,
    /** Every Set-Cookie line received, in order. */
    setCookies,
    request,
    get: (path: string, headers?: Record<string, string>) => request('GET', path, undefined, headers),
    post: (path: string, body: unknown = {}, headers?: Record<string, string>) =>
      request('POST', path, body, headers),
  };
}

export type Client = ReturnType<typeof createClient>;

export const TEST_PASSWORD = 'Fault#Tests123';
export const GOOD_CARD = { number: '4242424242424242', expMonth: 12, expYear: 2099, cvc: '123' };

/**
 * Signs a new student up, then in with the password (sign-up itself signs nobody in: see
 * docs/decisions/email-verification.md); throws unless the API says 200. The address is verified through
 * its mailed link when the server mails to `verifyWith` (paying needs a verified address).
 */
export async function signUp(
  client: Client,
  email: string,
  password = TEST_PASSWORD,
  verifyWith?: MailCatcher,
) {
  const res = await client.post('/api/auth/sign-up/email', { name: 'Fault Student', email, password });
  if (res.status !== 200) throw new Error(`sign-up of ${email} answered ${res.status}: ${res.body}`);
  const signedIn = await client.post('/api/auth/sign-in/email', { email, password });
  if (signedIn.status !== 200)
    throw new Error(`sign-in of ${email} answered ${signedIn.status}: ${signedIn.body}`);
  if (verifyWith) {
    const token = await verificationToken(verifyWith, email);
    // The password predates the proven address: the link asks for it (and the name) again.
    const verified = await client.post('/api/account-links/verify-email', {
      token,
      name: 'Fault Student',
      password,
    });
    if (verified.status !== 200)
      throw new Error(`verification of ${email} answered ${verified.status}: ${verified.body}`);
  }
  return signedIn.json<{ _id: string; email: string }>();
}
