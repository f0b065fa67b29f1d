import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sessionCookieName, signedSessionToken } from './session-cookie.js';

const secret = 'a-secret-of-this-test-only-0123456789';
const signed = (token: string, key = secret) =>
  encodeURIComponent(`${token}.${createHmac('sha256', key).update(token).digest('base64')}`);

describe('the session cookie', () => {
  it('gives the token of a cookie signed with our secret, among other cookies', () => {
    const name = sessionCookieName(false);
    const header = `theme=dark; ${name}=${signed('tok3n')}; other=1`;
    expect(signedSessionToken(header, name, secret)).toBe('tok3n');
  });

  it('refuses a cookie signed with another secret, a changed token, or no signature', () => {
    const name = sessionCookieName(false);
    expect(signedSessionToken(`${name}=${signed('tok3n', 'another-secret')}`, name, secret)).toBeNull();
    const forged = signed('tok3n').replace('tok3n', 'tok4n');
    expect(signedSessionToken(`${name}=${forged}`, name, secret)).toBeNull();
    expect(signedSessionToken(`${name}=tok3n`, name, secret)).toBeNull();
    expect(signedSessionToken(`${name}=%E0%A4%A`, name, secret)).toBeNull();
    expect(signedSessionToken(undefined, name, secret)).toBeNull();
  });

  it('reads only the cookie of its own name: the secure one on https', () => {
    const secure = sessionCookieName(true);
    expect(secure).toBe('__Secure-stw.session_token');
    const header = `stw.session_token=${signed('plain')}`;
    expect(signedSessionToken(header, secure, secret)).toBeNull();
    expect(signedSessionToken(`${secure}=${signed('safe')}`, secure, secret)).toBe('safe');
  });
});
