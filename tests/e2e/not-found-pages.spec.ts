import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/fixtures';
import type { Page } from '@playwright/test';
import { signedIn } from './support/sessions';

/** A class id no class has. */
const MISSING_CLASS = '1f0e3d6a-9b7c-4e21-8a55-3c2b1a0f9e8d';

/** What the browser reported as wrong while the page ran (a hydration mismatch, a failed script). */
function problemsOf(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    // The page's own 404 answer is reported by the browser as a failed resource: that is the point here.
    if (message.type() === 'error' && /status of 404/.test(message.text())) return;
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

test('an unknown address answers 404 with the 404 page, which reads right and leads home', async ({
  page,
}) => {
  const problems = problemsOf(page);
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle('Page not found | Speak the World');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Awwww! Don`t Cry!');
  await expect(page.getByText('Its just a 404 error!')).toBeVisible();
  // The app is live on it: the session answer has replaced the header's placeholder with Login.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  expect(problems).toEqual([]);
  // By keyboard: Tab reaches the way home, and Enter follows it.
  const home = page.getByRole('link', { name: 'Lets go home' });
  for (let i = 0; i < 40 && !(await home.evaluate((link) => link === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(home).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/$/);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the 404 page is prerendered: it paints before any script runs', async ({ page }) => {
    const response = await page.goto('/nope');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle('Page not found | Speak the World');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Awwww! Don`t Cry!');
    await expect(page.getByRole('link', { name: 'Lets go home' })).toBeVisible();
  });
});

test('a class or instructor that does not exist, or that the public may not see, answers 404 and says so', async ({
  page,
  browser,
  baseURL,
}) => {
  const missing = await page.goto(`/classes/${MISSING_CLASS}`);
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Class not found' })).toBeVisible();

  const admin = await signedIn(browser, baseURL!, 'admin@example.com');
  const pending = (await (await admin.request.get('/api/classes?status=pending')).json()) as {
    _id: string;
  }[];
  await admin.close();
  expect(pending.length).toBeGreaterThan(0);
  const hidden = await page.goto(`/classes/${pending[0]!._id}`);
  expect(hidden?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Class not found' })).toBeVisible();

  const nobody = await page.goto('/ins/no-such-instructor');
  expect(nobody?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Instructor not found' })).toBeVisible();
});

test('pages that exist answer 200: the public ones, a class, an instructor and the dashboard', async ({
  page,
}) => {
  const classes = (await (await page.request.get('/api/classes')).json()) as { _id: string }[];
  const instructors = (await (await page.request.get('/api/instructors')).json()) as { _id: string }[];
  for (const path of [
    '/',
    '/classes',
    '/ins',
    '/about',
    `/classes/${classes[0]!._id}`,
    `/ins/${instructors[0]!._id}`,
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
  }
  expect((await page.goto('/dashboard/enrolled'))?.status()).toBe(200);
  expect((await page.goto('/dashboard/nothing-here'))?.status()).toBe(404);
});

test('the sitemap lists the approved classes on the public address, and robots.txt names it', async ({
  request,
  baseURL,
}) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  const sitemapUrl = /^Sitemap: (.+)$/m.exec(await robots.text())?.[1];
  expect(sitemapUrl).toBe(`${new URL(baseURL!).origin}/sitemap.xml`);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const classes = (await (await request.get('/api/classes')).json()) as { _id: string }[];
  for (const item of classes) expect(sitemap).toContain(`/classes/${item._id}</loc>`);
});

for (const width of [360, 1280]) {
  test(`the 404 page passes axe and fits the screen at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Awwww! Don`t Cry!');
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
      [],
    );
    const wide = await page.evaluate(
      () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
    );
    expect(wide).toBe(false);
  });
}
