import { afterAll, beforeAll, beforeEach } from 'vitest';
import { eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { Role } from '#contract/users';
import { buildApp, type App, type AppOptions } from '#server/app';
import { openPostgres, type Store } from '#server/db/client';
import { sessions, users } from '#server/db/schema';
import { SESSION_SECONDS } from '#server/identity/auth';
import { sessionSetCookie } from '#server/identity/session-cookie';
import { checkAnswers, recordRoutes } from './openapi-check.js';
import { createMemoryPictureStore, type PictureStore } from '#server/modules/images/picture-store';
import { createTestStore, TEST_POOL_TIMEOUTS, type TestStore } from './test-store.js';

export const TEST_ORIGIN = 'http://localhost';
export const TEST_PASSWORD = 'Secret#123';
export const TEST_SESSION_SECRET = 'test-secret-'.padEnd(40, 'x');

export interface TestUser {
  id: string;
  email: string;
  name: string;
  role: Role;
  cookie: string;
  /** Headers of a signed-in browser on our own page. */
  headers: { cookie: string; origin: string };
}

export interface TestContext {
  app: App;
  store: TestStore;
  /** Where the app keeps the bytes of uploaded pictures (in memory unless the test gave a folder). */
  pictures: PictureStore;
  /**
   * Signs a new account up through the API, starts a session for it, and gives it a role and a verified address (unless
   * `verified: false`) straight in the store.
   */
  createUser(
    role?: Role,
    overrides?: { email?: string; name?: string; verified?: boolean },
  ): Promise<TestUser>;
  close(): Promise<void>;
}

export function cookieFrom(setCookie: string | string[] | undefined): string {
  const all = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return all.map((c) => c.split(';')[0]).join('; ');
}

/**
 * Built as the server builds it; every answer its inject gives is checked against its own
 * /api/openapi.json (./openapi-check.ts), so no API test can pass on an answer the document does not list.
 */
export async function buildTestApp(store: Store, options: Partial<AppOptions>): Promise<App> {
  const app = await buildApp({
    store,
    trustedOrigins: [TEST_ORIGIN],
    sessionSecret: TEST_SESSION_SECRET,
    // Held answers would only slow the suites: the routes' tests record the waits instead.
    steadyAnswerWait: async () => {},
    ...options,
    onRoute: (route) => {
      recordRoutes(route);
      options.onRoute?.(route);
    },
  });
  await app.ready();
  checkAnswers(app);
  return app;
}

export async function createTestApp(options: Partial<AppOptions> = {}): Promise<TestContext> {
  const store = await createTestStore();
  const pictures = options.pictureStore ?? createMemoryPictureStore();
  const app = await buildTestApp(store, { ...options, pictureStore: pictures });
  return {
    app,
    store,
    pictures,
    async createUser(role = 'user', overrides = {}) {
      const email = overrides.email ?? `${role}-${randomBytes(5).toString('hex')}@example.com`;
      const name = overrides.name ?? `Test ${role}`;
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        headers: { origin: TEST_ORIGIN },
        payload: { name, email, password: TEST_PASSWORD },
      });
      if (res.statusCode !== 200) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
      const [account] = await store.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, email.toLowerCase()));
      if (!account) throw new Error(`sign-up made no account for ${email}`);
      const id = account.id;
      await store.db
        .update(users)
        .set({ role, emailVerified: overrides.verified ?? true })
        .where(eq(users.id, id));
      // Sign-up signs nobody in. Signing in with the password would hash it a second time (argon2, about
      // 15 ms of CPU) for each of the suite's thousands of accounts: the session is written as the auth
      // library writes one, and its cookie signed as the library signs it (sign-in has tests of its own).
      const token = randomBytes(24).toString('base64url');
      await store.db.insert(sessions).values({
        id: randomBytes(16).toString('base64url'),
        token,
        userId: id,
        expiresAt: new Date(Date.now() + SESSION_SECONDS * 1000),
        ipAddress: '127.0.0.1',
        userAgent: 'lightMyRequest',
      });
      const cookie = cookieFrom(sessionSetCookie(token, TEST_SESSION_SECRET, false, SESSION_SECONDS));
      return { id, email, name, role, cookie, headers: { cookie, origin: TEST_ORIGIN } };
    },
    close: async () => {
      await app.close();
      await store.close();
    },
  };
}

/**
 * The test app of one test file: made before its tests, emptied before each test (the file's own
 * beforeEach runs after), closed after them. The answer stands for the app once it exists.
 */
export function useTestApp(options: Partial<AppOptions> = {}): TestContext {
  let current: TestContext | undefined;
  beforeAll(async () => {
    current = await createTestApp(options);
  });
  afterAll(() => current?.close());
  beforeEach(() => current!.store.reset());
  return new Proxy({} as TestContext, {
    get(_, key: keyof TestContext) {
      if (!current) throw new Error('the test app is made before the first test: use it inside one');
      return current[key];
    },
  });
}

/** A second server over the same PostgreSQL database, as a second process behind a load balancer would be. */
export async function createSecondApp(ctx: TestContext, options: Partial<AppOptions> = {}) {
  if (!ctx.store.databaseUrl) throw new Error('A second server needs PostgreSQL (TEST_DATABASE_URL).');
  const store = openPostgres(ctx.store.databaseUrl, 20, TEST_POOL_TIMEOUTS);
  const app = await buildTestApp(store, options);
  return {
    app,
    close: async () => {
      await app.close();
      await store.close();
    },
  };
}
