import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { signIn, signUpStudent, TEST_PASSWORD } from './purchase-helpers';
import { showColorScheme } from './helpers';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const WINDOWS_FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
const NEW_PASSWORD = 'Fresh#Pass9';

const signedInStatus = async (page: Page) => (await page.request.get('/api/me')).status();

test('changing the password in one browser signs the other out, and this one stays signed in', async ({
  page,
  browser,
  baseURL,
}) => {
  const email = await signUpStudent(page, baseURL, 'password');
  const other = await browser.newContext({ baseURL, userAgent: IPHONE });
  const phone = await other.newPage();
  await signIn(phone, baseURL, email);
  await phone.goto('/dashboard/profile');
  await expect(phone.getByRole('heading', { name: 'My profile' })).toBeVisible();

  await page.goto('/dashboard/profile');
  const section = page.getByRole('region', { name: 'Password' });
  // By keyboard: each field after the one before (each has its show/hide toggle), then Enter.
  const current = section.getByLabel('Current password', { exact: true });
  await current.focus();
  await page.keyboard.type('Wrong#123');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(section.getByLabel('New password', { exact: true })).toBeFocused();
  await page.keyboard.type(NEW_PASSWORD);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(section.getByLabel('Confirm new password', { exact: true })).toBeFocused();
  await page.keyboard.type(NEW_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(section.getByText('The current password is not right.')).toBeVisible();
  await expect(current).toBeFocused();
  expect(await signedInStatus(phone)).toBe(200);

  await current.fill(TEST_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Password changed. 1 other device was signed out.')).toBeVisible();
  await expect(section.getByLabel('New password', { exact: true })).toHaveValue('');

  // The phone's next request is refused: the page sends it to the login.
  await phone.reload();
  await expect(phone).toHaveURL(/\/login/);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'My profile' })).toBeVisible();
  expect(await signedInStatus(page)).toBe(200);

  // The new password signs in; the old one no longer does.
  const fresh = await browser.newContext({ baseURL });
  const old = await fresh.request.post('/api/auth/sign-in/email', {
    data: { email, password: TEST_PASSWORD },
    headers: { origin: new URL(baseURL!).origin },
  });
  expect(old.status()).toBe(401);
  const renewed = await fresh.request.post('/api/auth/sign-in/email', {
    data: { email, password: NEW_PASSWORD },
    headers: { origin: new URL(baseURL!).origin },
  });
  expect(renewed.status()).toBe(200);
  await fresh.close();
  await other.close();
});

test('the session list marks this device, signs one session out, then every other one', async ({
  page,
  browser,
  baseURL,
}) => {
  const email = await signUpStudent(page, baseURL, 'sessions');
  const phoneContext = await browser.newContext({ baseURL, userAgent: IPHONE });
  const phone = await phoneContext.newPage();
  await signIn(phone, baseURL, email);
  const laptopContext = await browser.newContext({ baseURL, userAgent: WINDOWS_FIREFOX });
  const laptop = await laptopContext.newPage();
  await signIn(laptop, baseURL, email);

  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/dashboard/profile');
  const section = page.getByRole('region', { name: 'Where you are signed in' });
  const list = section.getByRole('list', { name: 'Your sessions' });
  await expect(list.getByRole('listitem')).toHaveCount(3);
  // The browser's own user agent, whatever it is, read as a device.
  const here = list.getByRole('listitem', { name: /^Chrome on \w+, this device$/ });
  await expect(here).toContainText('This device');
  await expect(here).toContainText('Last active: now');
  await expect(here.getByRole('button')).toHaveCount(0);
  await expect(list.getByRole('listitem', { name: 'Safari on iPhone' })).toContainText('Address:');

  for (const colorScheme of ['light', 'dark'] as const) {
    await showColorScheme(page, colorScheme);
    const { violations } = await new AxeBuilder({ page }).include('main').analyze();
    expect(
      violations.map((v) => `${colorScheme} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([]);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // One session, by keyboard.
  await section.getByRole('button', { name: /^Sign out Safari on iPhone/ }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Safari on iPhone was signed out.')).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(2);
  expect(await signedInStatus(phone)).toBe(401);
  expect(await signedInStatus(laptop)).toBe(200);

  // Every other one, after saying yes.
  await section.getByRole('button', { name: 'Sign out everywhere else' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Sign out everywhere else?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Sign out everywhere else' }).click();
  await expect(page.getByText('One other device was signed out.')).toBeVisible();
  await expect(section.getByText('You are not signed in anywhere else.')).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  expect(await signedInStatus(laptop)).toBe(401);
  expect(await signedInStatus(page)).toBe(200);
  await laptop.goto('/dashboard/profile');
  await expect(laptop).toHaveURL(/\/login/);
  await phoneContext.close();
  await laptopContext.close();
});
