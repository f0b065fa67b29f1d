import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/fixtures';
import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';

/** The routes the authorization matrix lists under /api, in the reference's spelling: `GET /api/classes/{id}`. */
function matrixApiRoutes(): string[] {
  const source = readFileSync('src/server/authorization-matrix.test.ts', 'utf8');
  const routes = [...source.matchAll(/route: '([A-Z]+) (\/api\/[^']*)'/g)].map(
    ([, method, path]) => `${method} ${path!.replace(/:(\w+)/g, '{$1}')}`,
  );
  // The auth library's catch-all is documented as the one path it lets through.
  return [...new Set(routes.map((r) => r.replace('/api/auth/*', '/api/auth/callback/{providerId}')))];
}

function watchConsole(page: Page, baseURL: string) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  const outside: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!['http:', 'https:'].includes(url.protocol)) return;
    if (url.origin !== new URL(baseURL).origin) outside.push(request.url());
  });
  return { problems, outside };
}

test('the API reference lists every route of the authorization matrix, with no console error and nothing from outside', async ({
  page,
  baseURL,
}) => {
  const { problems, outside } = watchConsole(page, baseURL!);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: 'Speak the World API', level: 1 })).toBeVisible();
  const document = (await (await page.request.get('/api/openapi.json')).json()) as {
    paths: Record<string, Record<string, { summary: string }>>;
  };
  const missing: string[] = [];
  for (const route of matrixApiRoutes()) {
    const [method, path] = route.split(' ') as [string, string];
    const operation = document.paths[path]?.[method.toLowerCase()];
    if (!operation) {
      missing.push(`${route}: not in the document`);
      continue;
    }
    // Each operation is in the page's navigation under its summary, and its path is on the page.
    const entry = page.getByRole('link', { name: operation.summary, exact: false }).first();
    if ((await entry.count()) === 0) missing.push(`${route}: "${operation.summary}" not on the page`);
  }
  expect(missing).toEqual([]);
  expect(problems).toEqual([]);
  expect(outside).toEqual([]);
});

test('the API reference passes axe and fits a 360 px phone, and works by keyboard', async ({
  page,
  baseURL,
}) => {
  // Two axe runs over the whole reference (every route, each with its schemas): over a minute on CI's two
  // CPUs with the other workers' journeys beside it, as the route list grows.
  test.setTimeout(180_000);
  const { problems } = watchConsole(page, baseURL!);
  for (const viewport of [
    { width: 360, height: 800 },
    { width: 1280, height: 900 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto('/api/docs');
    await expect(page.getByRole('heading', { name: 'Speak the World API', level: 1 })).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
      [],
    );
    const width = await page.evaluate(() =>
      Math.max(document.documentElement.scrollWidth, document.body.scrollWidth),
    );
    expect(width).toBeLessThanOrEqual(viewport.width);
  }
  // The first Tab reaches something the page offers, with a visible focus.
  await page.keyboard.press('Tab');
  const focused = await page.evaluate(() => document.activeElement?.tagName ?? '');
  expect(['A', 'BUTTON', 'INPUT']).toContain(focused);
  expect(problems).toEqual([]);
});

test("the renderer loads on the reference only, never on the app's pages", async ({ page }) => {
  const loaded: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/docs/assets/')) loaded.push(request.url());
  });
  for (const path of ['/', '/classes', '/login']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(loaded).toEqual([]);
});
