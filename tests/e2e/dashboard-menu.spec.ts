import { expect, test } from './support/fixtures';
import { verifyThroughMail } from './support/mail-links';
import { signedIn } from './support/sessions';

test('on a phone the dashboard menu opens and closes from the keyboard', async ({
  page,
  request,
  baseURL,
}) => {
  const email = `drawer-${Date.now()}@example.com`;
  const res = await page.request.post('/api/auth/sign-up/email', {
    data: { name: 'Dora Drawer', email, password: 'Secret#1' },
    headers: { origin: baseURL! },
  });
  expect(res.ok()).toBe(true);
  // Sign-up signs nobody in: the mailed verification link does.
  await verifyThroughMail(page.request, page.context().browser()!, baseURL!, email, {
    name: 'Dora Drawer',
    password: 'Secret#1',
  });
  await page
    .context()
    .addCookies((await request.storageState()).cookies.map((cookie) => ({ ...cookie, url: undefined })));
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/dashboard');
  const open = page.getByRole('button', { name: 'Open menu' });
  await open.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('navigation', { name: 'Dashboard' });
  await expect(menu.getByRole('link', { name: 'My selected classes' })).toBeInViewport();
  await page.keyboard.press('Escape');
  await expect(menu.getByRole('link', { name: 'My selected classes' })).not.toBeInViewport();
});

test("an admin's many pages are in titled sections of the menu, each page under its own", async ({
  browser,
  baseURL,
}) => {
  const admin = await (await signedIn(browser, baseURL!, 'admin@example.com')).newPage();
  await admin.goto('/dashboard');
  const menu = admin.getByRole('navigation', { name: 'Dashboard' });
  const sections = {
    School: ['Manage classes', 'Manage users', 'Teaching applications', 'All schedules'],
    Mail: ['Messages', 'Outbox', 'Newsletter'],
    Money: ['Payments', 'Reports', 'Payouts', 'Refunds', 'Coupons'],
    'Records and settings': ['Audit log', 'School settings'],
  };
  for (const [title, links] of Object.entries(sections)) {
    const section = menu.getByRole('region', { name: title });
    await expect(section.getByRole('heading', { name: title })).toBeVisible();
    await expect(section.getByRole('link')).toHaveText(links);
  }
  // The pages every account has stay at the top, outside the sections.
  await expect(menu.getByRole('link', { name: 'My profile' })).toBeVisible();
  await menu.getByRole('region', { name: 'Money' }).getByRole('link', { name: 'Refunds' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Refunds' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Refunds' })).toHaveClass(/menu-active/);
});
