import { randomBytes } from 'node:crypto';

/** The cookies a browser keeps across redirects, for a sign-in driven over a real socket. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();
  take(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const at = pair!.indexOf('=');
      const name = pair!.slice(0, at).trim();
      const value = pair!.slice(at + 1).trim();
      const expired = attributes.some(
        (a) => /max-age=0$/i.test(a.trim()) || /expires=thu, 01 jan 1970/i.test(a.trim()),
      );
      if (!value || expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
  has(name: string) {
    return this.cookies.has(name);
  }
}

/** One request as the browser makes it: the jar's cookies, redirects not followed. */
export async function go(jar: CookieJar, url: string, init: RequestInit = {}) {
  const res = await fetch(url, {
    ...init,
    redirect: 'manual',
    headers: { ...init.headers, cookie: jar.header() },
  });
  jar.take(res);
  return res;
}

export const sessionCookieSet = (res: Response) =>
  res.headers.getSetCookie().some((c) => /^stw\.session_token=[^;]+/.test(c));

/**
 * Through the bundled demo provider of the app at `base`, as the popup would go, up to its redirect back
 * to us: the callback URL and the browser's cookies.
 */
export async function authorizeWithDemoProvider(
  base: string,
  email = `oidc-${randomBytes(4).toString('hex')}@example.com`,
  name = 'Olive Idsee',
) {
  const jar = new CookieJar();
  let res = await go(jar, `${base}/api/auth/popup/start?provider=demo`);
  if (res.status !== 302) throw new Error(`popup/start answered ${res.status}`);
  let location = res.headers.get('location')!;
  for (let hop = 0; hop < 10; hop++) {
    const url = new URL(location, base);
    if (url.pathname === '/api/auth/callback/demo') return { jar, callback: url.toString(), email };
    if (/^\/oidc\/interaction\/[^/]+$/.test(url.pathname)) {
      res = await go(jar, `${url.origin}${url.pathname}/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ name, email }).toString(),
      });
    } else {
      res = await go(jar, url.toString());
    }
    if (res.status < 300 || res.status >= 400) throw new Error(`${url.pathname}: ${res.status}`);
    location = res.headers.get('location')!;
  }
  throw new Error('the provider never redirected back');
}
