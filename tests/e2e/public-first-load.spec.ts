import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { gzipSync } from 'node:zlib';
import { classCard } from './purchase-helpers';

// What the public pages load first (docs/decisions/public-first-load.md), counted as `npm run bench` counts
// it: every script fetched until the network is idle, each gzipped at level 9, 1 kB = 1000 bytes.
const BUDGET_KB = 110;

// Code that only other pages need, known by words its files carry whatever the bundler names them.
const NOT_ON_THE_FIRST_LOAD = {
  'the dashboard': ['Payment history', 'Manage users'],
  'the carousel library (Swiper)': ['swiper-wrapper'],
  zod: ['$ZodType'],
  'the form library (react-hook-form)': ['shouldUnregister'],
};

async function firstLoadScripts(page: Page, path: string) {
  const scripts: { file: string; code: string; gzipBytes: number }[] = [];
  const reading: Promise<void>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    reading.push(
      response.body().then((body) => {
        scripts.push({
          file: new URL(response.url()).pathname,
          code: body.toString('utf8'),
          gzipBytes: gzipSync(body, { level: 9 }).length,
        });
      }),
    );
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  await Promise.all(reading);
  return scripts;
}

for (const path of ['/', '/classes', '/classes/:id', '/ins']) {
  test(`${path} loads at most ${BUDGET_KB} kB of scripts first, none of them another page's libraries`, async ({
    page,
    request,
  }) => {
    const [first] = (await (await request.get('/api/classes?limit=1')).json()) as { _id: string }[];
    const scripts = await firstLoadScripts(page, path.replace(':id', first!._id));
    expect(scripts.length).toBeGreaterThan(0);
    for (const [what, words] of Object.entries(NOT_ON_THE_FIRST_LOAD)) {
      for (const { file, code } of scripts) {
        for (const word of words) expect(code.includes(word), `${file} carries ${what}`).toBe(false);
      }
    }
    const kB = scripts.reduce((sum, script) => sum + script.gzipBytes, 0) / 1000;
    const list = scripts.map(({ file, gzipBytes }) => `${file} ${(gzipBytes / 1000).toFixed(1)} kB`);
    expect(kB, `the first load of ${path}:\n${list.join('\n')}`).toBeLessThanOrEqual(BUDGET_KB);
    // The largest, React's and the app's common code, asks V8 to compile it while it downloads, off the
    // main thread (docs/decisions/public-first-load.md): the comment counts only on the first line.
    const largest = scripts.reduce((a, b) => (b.gzipBytes > a.gzipBytes ? b : a));
    expect(largest.code.startsWith('//# allFunctionsCalledOnLoad\n'), largest.file).toBe(true);
  });
}

test('the carousel library comes when the languages section comes near the screen', async ({ page }) => {
  const swiper = page.waitForResponse(
    async (response) =>
      response.request().resourceType() === 'script' && (await response.text()).includes('swiper-wrapper'),
  );
  await page.goto('/', { waitUntil: 'networkidle' });
  await page.getByRole('region', { name: 'Languages we teach' }).scrollIntoViewIfNeeded();
  await swiper;
  await expect(page.locator('.swiper-slide').first()).toBeVisible();
});

test("the dashboard's code comes with the dashboard", async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') scripts.push(await response.text());
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  await page.goto('/dashboard', { waitUntil: 'networkidle' });
  // A visitor is sent to /login, by the dashboard's own code.
  await expect(page).toHaveURL(/\/login$/);
  expect(scripts.some((code) => code.includes('Payment history'))).toBe(true);
});

test("a dialog whose code cannot be fetched is asked by the browser's own dialog", async ({ page }) => {
  await page.route(/\/assets\/dialog-view-[^/]+\.js$/, (route) => route.abort());
  await page.goto('/classes');
  const asked = page.waitForEvent('dialog');
  await classCard(page, 'Italian Cooking Vocabulary').getByRole('button', { name: 'Select' }).click();
  const dialog = await asked;
  expect(dialog.type()).toBe('confirm');
  expect(dialog.message()).toContain('Please login to select this class');
  await dialog.accept();
  await expect(page).toHaveURL(/\/login$/);
});
