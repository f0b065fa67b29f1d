import { createHmac, timingSafeEqual } from 'node:crypto';

/** The session cookie's name, as the auth library sets it with our prefix. */
export function sessionCookieName(secure: boolean): string {
  return `${secure ? '__Secure-' : ''}stw.session_token`;
}

/**
 * The session token of a request's cookie header when its signature is ours, else null. The auth library
 * signs the token with HMAC-SHA256 of the session secret (`token.base64signature`, URI-encoded); checking it
 * here, synchronously, spares every signed-in request the library's asynchronous WebCrypto round.
 */
export function signedSessionToken(
  cookieHeader: string | undefined,
  name: string,
  secret: string,
): string | null {
  if (!cookieHeader) return null;
  let raw: string | undefined;
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) raw = part.slice(eq + 1).trim();
  }
  if (!raw) return null;
  let value: string;
  try {
    value = decodeURIComponent(raw);
  } catch {
    return null;
  }
  const dot = value.lastIndexOf('.');
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const given = Buffer.from(value.slice(dot + 1));
  const expected = Buffer.from(createHmac('sha256', secret).update(token).digest('base64'));
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}

/** A Set-Cookie header for a session the server created itself, signed as the auth library signs its own. */
export function sessionSetCookie(token: string, secret: string, secure: boolean, maxAgeSeconds: number) {
  const signature = createHmac('sha256', secret).update(token).digest('base64');
  const value = encodeURIComponent(`${token}.${signature}`);
  return [
    `${sessionCookieName(secure)}=${value}`,
    `Max-Age=${maxAgeSeconds}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}
