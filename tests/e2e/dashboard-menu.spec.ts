import { expect, test } from './support/fixtures';
import { verifyThroughMail } from './support/mail-links';

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
  await verifyThroughMail(page.request, page.context().browser()!, baseURL!, email);
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
