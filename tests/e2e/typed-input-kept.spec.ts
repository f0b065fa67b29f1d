import { expect, test } from './support/fixtures';
import type { Page, Route } from '@playwright/test';
import { classCard, signUpStudent, TEST_PASSWORD } from './purchase-helpers';
import { DEMO_PASSWORD, pngImage, signedIn, unique } from './support/sessions';

// Every form keeps what a person typed, however soon after the form appeared: each test types at once (no
// wait for the page to settle), lets the page finish what it was doing, then checks the values and submits.

type Fields = [label: string, value: string][];

async function typeAtOnce(page: Page, fields: Fields) {
  for (const [label, value] of fields) await page.getByLabel(label, { exact: true }).fill(value);
}

/** The page has loaded and answered everything it asked for: a late reset would have happened by now. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
}

async function expectKept(page: Page, fields: Fields) {
  for (const [label, value] of fields)
    await expect(page.getByLabel(label, { exact: true })).toHaveValue(value);
}

const signedInHeader = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test.describe('typed at once on arrival', () => {
  test('login, opened directly, signs in with what was typed', async ({ page }) => {
    const fields: Fields = [
      ['Email', 'student@example.com'],
      ['Password', DEMO_PASSWORD],
    ];
    await page.goto('/login', { waitUntil: 'commit' });
    await typeAtOnce(page, fields);
    await settle(page);
    await expectKept(page, fields);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(signedInHeader(page).getByRole('button', { name: 'LogOut' })).toBeVisible();
  });

  test('login, reached from Select on /classes, signs in and comes back', async ({ page, baseURL }) => {
    const email = await signUpStudent(page, baseURL, 'typed-select');
    await page.context().clearCookies();
    await page.goto('/classes');
    await classCard(page, 'Italian Cooking Vocabulary').getByRole('button', { name: 'Select' }).click();
    await page
      .getByRole('alertdialog', { name: 'Please login to select this class' })
      .getByRole('button', { name: 'Login' })
      .click();
    await page.waitForURL(/\/login$/);
    const fields: Fields = [
      ['Email', email],
      ['Password', TEST_PASSWORD],
    ];
    await typeAtOnce(page, fields);
    await settle(page);
    await expectKept(page, fields);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(/\/classes$/);
    await expect(signedInHeader(page).getByRole('button', { name: 'LogOut' })).toBeVisible();
  });

  test('registration creates the account that was typed', async ({ page }) => {
    const email = `typed-reg-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
    const fields: Fields = [
      ['Username', 'Tess Typer'],
      ['Email', email],
      ['Password', TEST_PASSWORD],
      ['Confirm Password', TEST_PASSWORD],
    ];
    await page.goto('/registration', { waitUntil: 'commit' });
    await typeAtOnce(page, fields);
    await settle(page);
    await expectKept(page, fields);
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByRole('dialog', { name: 'Account created' })).toBeVisible();
    await expect(page).toHaveURL(/\/$/, { timeout: 10_000 });
    const me = await (await page.request.get('/api/session')).json();
    expect(me.user).toMatchObject({ email, name: 'Tess Typer' });
  });

  test('profile saves the name typed as the form appeared', async ({ page, baseURL }) => {
    await signUpStudent(page, baseURL, 'typed-profile');
    const name = unique('Renamed');
    await page.goto('/dashboard/profile', { waitUntil: 'commit' });
    await typeAtOnce(page, [['Display name', name]]);
    await settle(page);
    await expectKept(page, [['Display name', name]]);
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.locator('.toast').getByText('Profile updated')).toBeVisible();
    const me = await (await page.request.get('/api/session')).json();
    expect(me.user.name).toBe(name);
  });

  test('add class creates the class that was typed', async ({ browser, baseURL }) => {
    const page = await (await signedIn(browser, baseURL!, 'instructor@example.com')).newPage();
    const name = unique('Typed Basque');
    const fields: Fields = [
      ['Course name', name],
      ['Price (US$)', '31.50'],
      ['Available seats', '7'],
    ];
    await page.goto('/dashboard/addclass', { waitUntil: 'commit' });
    await typeAtOnce(page, fields);
    await page
      .getByLabel('Class image')
      .setInputFiles({ name: 'basque.png', mimeType: 'image/png', buffer: await pngImage() });
    await settle(page);
    await expectKept(page, fields);
    await expect(page.getByAltText('Preview of the chosen image')).toBeVisible();
    await page.getByRole('button', { name: 'Add class' }).click();
    await expect(page.getByRole('dialog', { name: 'Class added successfully' })).toBeVisible();
    const mine = (await (await page.request.get('/api/classes/instructor%40example.com')).json()) as {
      name: string;
    }[];
    expect(mine.find((item) => item.name === name)).toMatchObject({ price: 31.5, availableSeats: 7 });
  });

  test('payment pays with the card typed as the form appeared', async ({ page, baseURL }) => {
    await signUpStudent(page, baseURL, 'typed-payment');
    // Other journeys buy classes on the same server: any paid class with seats left will do.
    const classes = (await (await page.request.get('/api/classes')).json()) as {
      _id: string;
      price: number;
      availableSeats: number;
    }[];
    const paid = classes.find((item) => item.price > 0 && item.availableSeats > 3)!;
    const selected = await page.request.post('/api/carts', {
      data: { classId: paid._id },
      headers: { origin: new URL(baseURL!).origin },
    });
    expect(selected.ok(), await selected.text()).toBe(true);
    const { insertedId } = (await selected.json()) as { insertedId: string };
    const fields: Fields = [
      ['Card number', '4242 4242 4242 4242'],
      ['Expiry (MM/YY)', '12/34'],
      ['CVC', '123'],
    ];
    await page.goto(`/dashboard/payment/${insertedId}`, { waitUntil: 'commit' });
    await typeAtOnce(page, fields);
    await settle(page);
    await expectKept(page, fields);
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(page.getByRole('dialog', { name: 'Payment successful' })).toBeVisible();
    await expect(page.getByTestId('payment-success')).toBeVisible();
  });

  test('the footer newsletter subscribes the address typed at once', async ({ page }) => {
    const email = `typed-news-${Date.now()}@example.com`;
    await page.goto('/ins', { waitUntil: 'commit' });
    await typeAtOnce(page, [['Your email', email]]);
    await settle(page);
    await expectKept(page, [['Your email', email]]);
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.locator('.toast .alert-success')).toBeVisible();
  });
});

/**
 * Holds every script of the app until `release` is called, so the prerendered page is on screen, and can
 * be typed into, before React has hydrated it.
 */
async function holdScripts(page: Page) {
  const held: Route[] = [];
  let released = false;
  await page.route(/\/assets\/.+\.js$/, (route) => {
    if (released) return route.continue();
    held.push(route);
  });
  return async () => {
    released = true;
    await Promise.all(held.splice(0).map((route) => route.continue()));
  };
}

/** React has hydrated the page: the header's session placeholder has become the visitor's Login link. */
async function hydrated(page: Page) {
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
}

test.describe('typed into the prerendered page before its scripts ran', () => {
  test('login keeps the typing and signs in with it', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto('/login', { waitUntil: 'commit' });
    const fields: Fields = [
      ['Email', 'student@example.com'],
      ['Password', DEMO_PASSWORD],
    ];
    await typeAtOnce(page, fields);
    await release();
    await hydrated(page);
    await settle(page);
    await expectKept(page, fields);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(signedInHeader(page).getByRole('button', { name: 'LogOut' })).toBeVisible();
  });

  test('registration keeps the typing and creates the account', async ({ page }) => {
    const email = `typed-early-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
    const fields: Fields = [
      ['Username', 'Early Bird'],
      ['Email', email],
      ['Password', TEST_PASSWORD],
      ['Confirm Password', TEST_PASSWORD],
    ];
    const release = await holdScripts(page);
    await page.goto('/registration', { waitUntil: 'commit' });
    await typeAtOnce(page, fields);
    await page.getByLabel('Gender (optional)').selectOption('female');
    await release();
    await hydrated(page);
    await settle(page);
    await expectKept(page, fields);
    await expect(page.getByLabel('Gender (optional)')).toHaveValue('female');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByRole('dialog', { name: 'Account created' })).toBeVisible();
    const me = await (await page.request.get('/api/session')).json();
    expect(me.user).toMatchObject({ email, name: 'Early Bird', gender: 'female' });
  });

  test('the footer newsletter keeps the typing and subscribes it', async ({ page }) => {
    const email = `typed-early-news-${Date.now()}@example.com`;
    const release = await holdScripts(page);
    await page.goto('/classes', { waitUntil: 'commit' });
    await typeAtOnce(page, [['Your email', email]]);
    await release();
    await hydrated(page);
    await settle(page);
    await expectKept(page, [['Your email', email]]);
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.locator('.toast .alert-success')).toBeVisible();
  });
});

/**
 * Records, right after each change of the address (in the same task), which page is on screen: the address
 * must never name a page whose form is not there yet, or typing lands in the old page's fields.
 */
async function recordPageAtEachAddress(page: Page) {
  await page.addInitScript(() => {
    const seen: { path: string; heading: string | null }[] = [];
    (window as unknown as { pagesAtAddress: typeof seen }).pagesAtAddress = seen;
    for (const method of ['pushState', 'replaceState'] as const) {
      const original = history[method].bind(history);
      history[method] = (...args: Parameters<History['pushState']>) => {
        original(...args);
        queueMicrotask(() =>
          seen.push({
            path: location.pathname,
            heading: document.querySelector('main h1')?.textContent ?? null,
          }),
        );
      };
    }
  });
  return () =>
    page.evaluate(
      () =>
        (window as unknown as { pagesAtAddress: { path: string; heading: string | null }[] }).pagesAtAddress,
    );
}

test.describe('the address and the page change together', () => {
  test('Select’s Login shows the login form as the address becomes /login', async ({ page }) => {
    const pagesAtAddress = await recordPageAtEachAddress(page);
    await page.goto('/classes');
    await classCard(page, 'Italian Cooking Vocabulary').getByRole('button', { name: 'Select' }).click();
    await page
      .getByRole('alertdialog', { name: 'Please login to select this class' })
      .getByRole('button', { name: 'Login' })
      .click();
    await page.waitForURL(/\/login$/);
    // Typed at once into the first email field on screen: it must be the login form's.
    await page.getByRole('textbox', { name: /email/i }).first().fill('student@example.com');
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    expect(await pagesAtAddress()).toContainEqual({ path: '/login', heading: 'Please Login' });
    expect((await pagesAtAddress()).filter((seen) => seen.path === '/login')).toEqual([
      { path: '/login', heading: 'Please Login' },
    ]);
    await expect(page.getByLabel('Your email')).toHaveValue('');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(/\/classes$/);
    await expect(signedInHeader(page).getByRole('button', { name: 'LogOut' })).toBeVisible();
  });

  test('every header link shows its page as the address changes', async ({ page }) => {
    const pagesAtAddress = await recordPageAtEachAddress(page);
    await page.goto('/');
    const header = page.getByRole('banner');
    const visits = [
      ['Instructors', '/ins', 'All Instructors'],
      ['Classes', '/classes', 'All Classes'],
      ['Login', '/login', 'Please Login'],
    ] as const;
    for (const [link, path] of visits) {
      await header.getByRole('link', { name: link, exact: true }).click();
      await page.waitForURL((url) => url.pathname === path);
    }
    // The first entry is the router settling on the home page it was opened on.
    expect((await pagesAtAddress()).filter((seen) => seen.path !== '/')).toEqual(
      visits.map(([, path, heading]) => ({ path, heading })),
    );
  });
});
