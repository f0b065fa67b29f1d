import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/fixtures';
import type { Page } from '@playwright/test';
import { scrollThrough } from './helpers';

/** A page's address; `:id` is a full class's (its Full badge and its Join waitlist button are on it). */
async function address(page: Page, path: string): Promise<string> {
  if (!path.includes(':id')) return path;
  const classes = (await (await page.request.get('/api/classes')).json()) as {
    _id: string;
    availableSeats: number;
  }[];
  return path.replace(':id', classes.find((item) => item.availableSeats === 0)!._id);
}

const pages: { path: string; ready: (page: Page) => Promise<void> }[] = [
  {
    path: '/',
    ready: async (page) => {
      await expect(page.getByRole('region', { name: 'Popular Classes' }).getByRole('article')).toHaveCount(6);
      await scrollThrough(page);
      await expect(page.locator('.swiper-slide')).toHaveCount(9);
      await expect(page.getByTestId('why-choose-us-content')).toHaveCSS('opacity', '1');
    },
  },
  { path: '/ins', ready: (page) => expect(page.getByRole('article').first()).toBeVisible() },
  { path: '/classes', ready: (page) => expect(page.getByRole('article').first()).toBeVisible() },
  {
    path: '/classes?instructor=kenji.sato%40example.com&q=japanese',
    ready: (page) => expect(page.getByTestId('instructor-filter')).toContainText('Kenji Sato'),
  },
  {
    path: '/classes/:id',
    // A full class: a visitor is offered its waitlist.
    ready: (page) => expect(page.getByRole('button', { name: /^Join waitlist / })).toBeVisible(),
  },
  { path: '/login', ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible() },
  { path: '/registration', ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible() },
  {
    path: '/newsletter/confirm?token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    ready: (page) => expect(page.getByRole('button', { name: 'Confirm my subscription' })).toBeVisible(),
  },
  {
    path: '/newsletter/unsubscribe?token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    ready: (page) => expect(page.getByRole('button', { name: 'Unsubscribe' })).toBeVisible(),
  },
  {
    path: '/forgot-password',
    ready: (page) => expect(page.getByLabel('Email', { exact: true })).toBeVisible(),
  },
  {
    path: '/reset-password#token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    ready: (page) => expect(page.getByLabel('New password', { exact: true })).toBeVisible(),
  },
  {
    path: '/verify-email#token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    ready: (page) => expect(page.getByRole('button', { name: 'Confirm my address' })).toBeVisible(),
  },
  { path: '/no-such-page', ready: (page) => expect(page.getByText('Its just a 404 error!')).toBeVisible() },
];

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`in the ${colorScheme} theme`, () => {
    test.use({ colorScheme });
    for (const { path, ready } of pages) {
      test(`axe finds no accessibility violations on ${path}`, async ({ page }) => {
        await page.goto(await address(page, path));
        await ready(page);
        const { violations } = await new AxeBuilder({ page }).analyze();
        const summary = violations.map((v) => ({
          rule: v.id,
          impact: v.impact,
          nodes: v.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary}`),
        }));
        expect(summary).toEqual([]);
      });
    }
  });
}
