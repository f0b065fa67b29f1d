import { expect, test } from './support/fixtures';
import { readFileSync } from 'node:fs';
import type { Browser } from '@playwright/test';
import { verifyThroughMail } from './support/mail-links';
import { createClass, DEMO_PASSWORD, signedIn } from './support/sessions';
import { networkQuiet, overflow } from './helpers';

const PHONE = { width: 360, height: 800 };

/**
 * Every page of the app, as a path to open; `:cartItemId` is filled in with a real item of the student,
 * `:id` with a full class's id on /classes/:id (its longest page: a Full badge and its waitlist) and on
 * its waitlist page, and the demo instructor's id on /ins/:id; a receipt's page is opened with an id that is nobody's (its
 * "not found"; receipts.spec.ts measures a real receipt at this width).
 */
const PAGES = [
  '/',
  '/classes',
  '/classes/:id',
  '/ins',
  '/ins/:id',
  '/about',
  '/contact',
  '/teach',
  '/newsletter/confirm',
  '/newsletter/unsubscribe',
  '/login',
  '/registration',
  '/forgot-password',
  // Without a token: the page says the link is incomplete (the journeys open them with one).
  '/reset-password',
  '/verify-email',
  '/no-such-page',
  '/dashboard',
  '/dashboard/profile',
  '/dashboard/selected',
  '/dashboard/payment/:cartItemId',
  '/dashboard/enrolled',
  '/dashboard/schedule',
  '/dashboard/payment-history',
  '/dashboard/receipts/:id',
  '/dashboard/mailbox',
  '/dashboard/addclass',
  '/dashboard/myclasses',
  '/dashboard/teaching-schedule',
  '/dashboard/earnings',
  '/dashboard/manage-class',
  '/dashboard/manage-users',
  '/dashboard/messages',
  '/dashboard/outbox',
  '/dashboard/newsletter',
  '/dashboard/applications',
  '/dashboard/all-schedules',
  '/dashboard/payouts',
  '/dashboard/coupons',
  '/dashboard/audit',
  '/dashboard/settings',
  '/dashboard/refunds',
  '/dashboard/payments',
  '/dashboard/reports',
  '/dashboard/classes/:id/waitlist',
  '/dashboard/no-such-page',
  // Not a page of the app's router, but served to people all the same: the API reference.
  '/api/docs',
];

const ROLES = ['visitor', 'student', 'instructor', 'admin'] as const;

/**
 * A title in one German compound, longer than a phone is wide: it must wrap on every page that shows it
 * (catalogue, class page, instructor page, cart, payment, the staff's tables). Made here rather than in
 * the seed: the demo school's classes are counted and ordered by other journeys.
 */
const LONG_TITLE = 'Donaudampfschifffahrtsgesellschaftskapitänsdeutsch für Anfänger';

/** A name without a space to break at, as some people write theirs (and some sign up with a handle). */
const longName = () =>
  `Wolfgangamadeusmozartvonsalzburgundwien${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/**
 * The long-titled class, approved and taught by the demo instructor, and an account with a name without
 * spaces, on this worker's server (made once each: the role tests share their worker's server).
 */
async function longWordsOnServer(browser: Browser, baseURL: string): Promise<string> {
  const origin = new URL(baseURL).origin;
  const admin = await signedIn(browser, baseURL, 'admin@example.com');
  const all = (await (await admin.request.get('/api/classes?status=all')).json()) as {
    _id: string;
    name: string;
  }[];
  let classId = all.find((item) => item.name === LONG_TITLE)?._id;
  if (!classId) {
    const instructor = await signedIn(browser, baseURL, 'instructor@example.com');
    classId = await createClass(instructor.request, baseURL, LONG_TITLE);
    await instructor.close();
    const approved = await admin.request.patch(`/api/classes/update/${classId}`, {
      headers: { origin },
      data: { status: 'approved' },
    });
    expect(approved.ok(), await approved.text()).toBe(true);
  }
  const people = (await (await admin.request.get('/api/users')).json()) as { name: string }[];
  if (!people.some((person) => person.name.startsWith('Wolfgangamadeus'))) {
    const stranger = await browser.newContext({ baseURL });
    const name = longName();
    const signUp = await stranger.request.post('/api/auth/sign-up/email', {
      data: { name, email: `${name.toLowerCase()}@example.com`, password: DEMO_PASSWORD },
      headers: { origin },
    });
    expect(signUp.ok(), await signUp.text()).toBe(true);
    await stranger.close();
  }
  await admin.close();
  return classId;
}
const DEMO_EMAIL = { instructor: 'instructor@example.com', admin: 'admin@example.com' } as const;

test('the page list covers every route of the app', () => {
  // router.tsx mounts every route from the patterns in page-paths.ts, link-routes.tsx those in link-paths.ts,
  // and dashboard-routes.tsx those in staff-paths.ts (the route table, in src/contract: the server reads it too).
  const main = readFileSync('src/contract/page-paths.ts', 'utf8');
  const links = readFileSync('src/contract/link-paths.ts', 'utf8');
  const staff = readFileSync('src/contract/staff-paths.ts', 'utf8');
  const patterns =
    main.slice(main.indexOf('export const routePatterns'), main.indexOf('} as const')) +
    links.slice(links.indexOf('export const linkPaths'), links.indexOf('} as const')) +
    staff.slice(staff.indexOf('export const staffPaths'), staff.indexOf('} as const'));
  const paths = [...patterns.matchAll(/: '([^']+)'/g)]
    .map((match) => match[1]!)
    .filter((path) => path !== '/' && path !== '/auth/complete');
  expect(paths.length).toBeGreaterThan(10);
  for (const path of paths) expect(PAGES, `${path} is missing from the phone width check`).toContain(path);
});

for (const role of ROLES) {
  test(`as ${role === 'visitor' ? 'a visitor' : `the ${role}`}, no page is wider than a 360 px phone`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const context =
      role === 'visitor' || role === 'student'
        ? await browser.newContext({ baseURL })
        : await signedIn(browser, baseURL!, DEMO_EMAIL[role]);
    const page = await context.newPage();
    await page.setViewportSize(PHONE);
    const longClassId = await longWordsOnServer(browser, baseURL!);
    let cartItemId = '00000000-0000-4000-8000-000000000000';
    if (role === 'student') {
      // The student's name has no space, and the class in the cart (and on the payment page) is the long one.
      const name = longName();
      const email = `${name.toLowerCase()}@example.com`;
      const signUp = await page.request.post('/api/auth/sign-up/email', {
        data: { name, email, password: DEMO_PASSWORD },
        headers: { origin: new URL(baseURL!).origin },
      });
      expect(signUp.ok(), await signUp.text()).toBe(true);
      await verifyThroughMail(page.request, browser, baseURL!, email, { name, password: DEMO_PASSWORD });
      const added = await page.request.post('/api/carts', {
        data: { classId: longClassId },
        headers: { origin: new URL(baseURL!).origin },
      });
      expect(added.ok(), await added.text()).toBe(true);
      cartItemId = ((await added.json()) as { insertedId: string }).insertedId;
    }
    const instructors = (await (await page.request.get('/api/instructors')).json()) as {
      _id: string;
      email: string;
    }[];
    const instructorId = instructors.find((person) => person.email === 'instructor@example.com')!._id;
    const fullClassId = (
      (await (await page.request.get('/api/classes')).json()) as { _id: string; availableSeats: number }[]
    ).find((item) => item.availableSeats === 0)!._id;
    const settled = networkQuiet(page);
    const tooWide: string[] = [];
    // The class page is measured twice: a full class (a Full badge and its waitlist) and the long title.
    const visits = PAGES.flatMap((path) =>
      path === '/classes/:id' ? [path, `/classes/${longClassId}`] : [path],
    );
    for (const path of visits) {
      // The reference is one static page whoever asks (no session is read to serve it): measured once, by the
      // visitor, instead of loading its 4.9 MB renderer four times (about 4 s of a CI CPU each).
      if (path === '/api/docs' && role !== 'visitor') continue;
      const url = path
        .replace(':cartItemId', cartItemId)
        .replace(
          ':id',
          path.startsWith('/classes/') || path.startsWith('/dashboard/classes/')
            ? fullClassId
            : path.startsWith('/dashboard/receipts/')
              ? '00000000-0000-4000-8000-000000000000'
              : instructorId,
        );
      // The app's pages are opened as its own links open them, in the page already loaded (the router reads
      // the address on popstate); loading the whole app again for each costs the test suite a page load of
      // CPU each. The first page, and the reference, which is not the app's, are loaded.
      if (path === '/api/docs' || page.url() === 'about:blank') {
        await page.goto(url);
      } else {
        await page.evaluate((next) => {
          history.pushState(null, '', next);
          dispatchEvent(new PopStateEvent('popstate'));
        }, url);
      }
      if (path === '/api/docs') {
        // The reference renders its 4.9 MB script after load; on a busy CI machine its network once never
        // went idle within the test's 3 minutes. Its heading says it has rendered.
        await expect(page.getByRole('heading', { name: 'Speak the World API', level: 1 })).toBeVisible({
          timeout: 30_000,
        });
      } else {
        await settled();
      }
      await expect(page.locator('main, #main').first()).toBeVisible();
      // Entrance animations and images settle before measuring.
      await page.evaluate(() => document.fonts.ready);
      const { documentWidth, right, widest } = await overflow(page);
      if (documentWidth > PHONE.width || right > PHONE.width + 0.5) {
        tooWide.push(`${url}: document ${documentWidth} px, ${widest} reaches ${right} px`);
      }
    }
    expect(tooWide, tooWide.join('\n')).toEqual([]);
    await context.close();
  });
}
