import AxeBuilder from '@axe-core/playwright';
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { signedIn } from './support/sessions';

const uniqueEmail = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@example.com`;

/** The links of the newsletter mail to `email`, read from its text in the outbox, as paths of this site. */
async function linksInOutbox(admin: Page, email: string) {
  await admin.goto('/dashboard/outbox');
  const row = admin.getByRole('row').filter({ hasText: email });
  await row.getByRole('button', { name: /^Show the mail "Confirm your subscription/ }).click();
  const mail = admin.getByRole('region', { name: /^Confirm your subscription/ });
  await mail.getByRole('button', { name: 'Text' }).click();
  const text = (await mail.locator('pre').textContent()) ?? '';
  const path = (pattern: RegExp) => {
    const found = pattern.exec(text)?.[0];
    expect(found, `${pattern} in the mail's text`).toBeTruthy();
    const url = new URL(found!);
    return `${url.pathname}${url.search}`;
  };
  return {
    confirm: path(/https?:\/\/[^\s\]]+\/newsletter\/confirm\?token=[\w-]{43}/),
    unsubscribe: path(/https?:\/\/[^\s\]]+\/newsletter\/unsubscribe\?token=[\w-]{43}/),
  };
}

test('subscribe, confirm from the mail, appear in the admins’ list and export, unsubscribe, and be gone', async ({
  browser,
  baseURL,
}) => {
  const email = uniqueEmail('reader');
  const visitor = await (await browser.newContext({ baseURL })).newPage();
  await visitor.goto('/');
  const form = visitor.getByRole('form', { name: 'Newsletter' });
  await form.getByLabel('Your email').fill(email);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  // No SMTP_URL in the test server: the answer says the confirmation waits in the outbox.
  await expect(visitor.getByText(/This school sends no mail yet/)).toBeVisible();

  const admin = await (await signedIn(browser, baseURL!, 'admin@example.com')).newPage();
  // Pending: not on the list yet.
  await admin.goto('/dashboard/newsletter');
  await expect(admin.getByRole('heading', { name: 'Newsletter', level: 1 })).toBeVisible();
  await expect(admin.getByText(email)).toHaveCount(0);

  const links = await linksInOutbox(admin, email);

  await visitor.goto(links.confirm);
  await expect(visitor).toHaveTitle('Confirm your subscription | Speak the World');
  // By keyboard: the page's one button.
  await visitor.getByRole('button', { name: 'Confirm my subscription' }).focus();
  await visitor.keyboard.press('Enter');
  await expect(
    visitor.getByRole('status').filter({ hasText: 'Your subscription is confirmed' }),
  ).toBeFocused();
  const onConfirmed = await new AxeBuilder({ page: visitor })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(onConfirmed.violations.map((v) => v.id)).toEqual([]);
  // The link is used once: again, its page says so.
  await visitor.goto(links.confirm);
  await visitor.getByRole('button', { name: 'Confirm my subscription' }).click();
  await expect(visitor.getByRole('alert')).toContainText('used already');

  await admin.goto('/dashboard');
  await admin
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: 'Newsletter' })
    .click();
  await expect(admin).toHaveTitle('Newsletter | Speak the World');
  await expect(admin.getByRole('row').filter({ hasText: email })).toBeVisible();
  const [download] = await Promise.all([
    admin.waitForEvent('download'),
    admin.getByRole('link', { name: 'Export as CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await download.path())!);
  expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(csv.toString('utf8')).toContain(`"${email}"`);

  await visitor.goto(links.unsubscribe);
  await expect(visitor).toHaveTitle('Unsubscribe | Speak the World');
  await visitor.getByRole('button', { name: 'Unsubscribe' }).focus();
  await visitor.keyboard.press('Enter');
  await expect(visitor.getByRole('status').filter({ hasText: 'You are unsubscribed' })).toBeFocused();

  await admin.reload();
  await expect(admin.getByRole('heading', { name: 'Newsletter', level: 1 })).toBeVisible();
  await expect(admin.getByText(email)).toHaveCount(0);
  await visitor.context().close();
  await admin.context().close();
});

/** How far the page reaches past the right edge of a 360 px viewport (0 when nothing does). */
const overflowPx = (page: Page) =>
  page.evaluate(() => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth) - innerWidth);

// One subscription for both widths: subscriptions from one client address are limited to 5 an hour, and
// every journey of a worker's server comes from the same address.
test('the newsletter pages have no detectable accessibility violations and fit 360px and 1280px', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const context = await signedIn(browser, baseURL!, 'admin@example.com');
  const page = await context.newPage();
  // A confirmed subscriber, so the admins' list has a row.
  const email = uniqueEmail('axe');
  await page.request.post('/api/newsletter', {
    data: { email },
    headers: { origin: new URL(baseURL!).origin },
  });
  const { confirm } = await linksInOutbox(page, email);
  const token = new URL(confirm, baseURL).searchParams.get('token')!;
  await page.request.post('/api/newsletter/confirm', {
    data: { token },
    headers: { origin: new URL(baseURL!).origin },
  });

  const states: { path: string; ready: () => Promise<void> }[] = [
    {
      path: '/dashboard/newsletter',
      ready: () => expect(page.getByRole('row').filter({ hasText: email })).toBeVisible(),
    },
    {
      path: `/newsletter/confirm?token=${'A'.repeat(43)}`,
      ready: async () => {
        await page.getByRole('button', { name: 'Confirm my subscription' }).click();
        await expect(page.getByRole('alert')).toContainText('We do not know this confirmation link');
      },
    },
    {
      path: `/newsletter/unsubscribe?token=${'A'.repeat(43)}`,
      ready: () => expect(page.getByRole('button', { name: 'Unsubscribe' })).toBeVisible(),
    },
    {
      path: '/newsletter/unsubscribe',
      ready: () => expect(page.getByRole('alert')).toContainText('This link is incomplete'),
    },
  ];
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    for (const { path, ready } of states) {
      await page.goto(path);
      await ready();
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .analyze();
      expect(
        results.violations.map(
          (v) => `${path} at ${width}px: ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
        ),
      ).toEqual([]);
      expect(await overflowPx(page), `${path} is wider than ${width}px`).toBeLessThanOrEqual(0);
    }
  }
  await context.close();
});
