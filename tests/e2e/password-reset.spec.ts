import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/fixtures';
import { signUpStudent, TEST_PASSWORD } from './purchase-helpers';
import { linkFromMail } from './support/mail-links';

const NEW_PASSWORD = 'Fresh#Pass9';

test('Forgot password? mails a link; the new password ends the old session and signs in', async ({
  page,
  browser,
  baseURL,
}) => {
  // The student's old session, in this page.
  const email = await signUpStudent(page, baseURL, 'reset');
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: /Welcome/ })).toBeVisible();

  const other = await browser.newContext({ baseURL });
  const visitor = await other.newPage();
  await visitor.goto('/login');
  await visitor.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(visitor).toHaveURL(/\/forgot-password$/);
  await visitor.getByLabel('Email', { exact: true }).fill(email);
  await visitor.getByRole('button', { name: 'Send me a link' }).click();
  await expect(
    visitor.getByRole('status').filter({ hasText: 'If an account uses this address' }),
  ).toBeVisible();

  const link = await linkFromMail(browser, baseURL!, email, 'reset-password');
  await visitor.goto(link);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  // The spec's rules, as at registration.
  await visitor.getByLabel('New password', { exact: true }).fill('weakpass');
  await visitor.getByLabel('Confirm Password', { exact: true }).fill('weakpass');
  await visitor.getByRole('button', { name: 'Change my password' }).click();
  await expect(visitor.getByText('Password should contain at least one uppercase letter')).toBeVisible();
  await visitor.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await visitor.getByLabel('Confirm Password', { exact: true }).fill(NEW_PASSWORD);
  await visitor.getByRole('button', { name: 'Change my password' }).click();
  await expect(visitor.getByRole('status').filter({ hasText: 'Your password was changed' })).toBeVisible();

  // The old session is gone: the dashboard sends the page to /login.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  const old = await page.request.post('/api/auth/sign-in/email', {
    data: { email, password: TEST_PASSWORD },
    headers: { origin: new URL(baseURL!).origin },
  });
  expect(old.status()).toBe(401);

  await visitor.getByRole('link', { name: 'Log in' }).click();
  await visitor.getByLabel('Email', { exact: true }).fill(email);
  await visitor.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await visitor.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(visitor.getByRole('dialog', { name: 'Login successful' })).toBeVisible();
  const me = await visitor.request.get('/api/me');
  expect(((await me.json()) as { email: string }).email).toBe(email);

  // A spent link says so.
  await visitor.goto('/');
  await visitor.goto(link);
  await visitor.getByLabel('New password', { exact: true }).fill('Other#Pass9');
  await visitor.getByLabel('Confirm Password', { exact: true }).fill('Other#Pass9');
  await visitor.getByRole('button', { name: 'Change my password' }).click();
  await expect(visitor.getByText('already been used')).toBeVisible();
  await other.close();
});

test('the forgot-password page works by keyboard and passes axe', async ({ page }) => {
  await page.goto('/forgot-password');
  await page.getByLabel('Email', { exact: true }).focus();
  await page.keyboard.type('nobody@example.com');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Send me a link' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'If an account uses this address' })).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => v.id)).toEqual([]);
});
