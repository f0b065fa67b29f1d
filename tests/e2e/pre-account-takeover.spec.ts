import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/fixtures';
import { linkFromMail } from './support/mail-links';
import { overflow } from './helpers';

const ATTACKER_PASSWORD = 'Attack#er1';
const OWNER_PASSWORD = 'Owner#Pass2';

test('an account made with someone else’s address goes to the owner who opens the mailed link', async ({
  browser,
  baseURL,
}) => {
  const email = `owner-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

  // A stranger registers with the owner's address and stays signed in.
  const strangerContext = await browser.newContext({ baseURL });
  const stranger = await strangerContext.newPage();
  await stranger.goto('/registration');
  await stranger.getByLabel('Username').fill('Mallory Mock');
  await stranger.getByLabel('Email', { exact: true }).fill(email);
  await stranger.getByLabel('Password', { exact: true }).fill(ATTACKER_PASSWORD);
  await stranger.getByLabel('Confirm Password', { exact: true }).fill(ATTACKER_PASSWORD);
  await stranger.getByRole('button', { name: 'Register' }).click();
  await expect(stranger.getByRole('dialog').getByText('Account created')).toBeVisible();
  await stranger.goto('/dashboard');
  await expect(stranger.getByRole('region', { name: 'Please verify your address' })).toBeVisible();

  // The owner opens the link mailed to them, in their own browser, by keyboard.
  const link = await linkFromMail(browser, baseURL!, email, 'verify-email');
  const ownerContext = await browser.newContext({ baseURL });
  const owner = await ownerContext.newPage();
  await owner.goto(link);
  await owner.getByRole('button', { name: 'Confirm my address' }).focus();
  await owner.keyboard.press('Enter');
  const form = owner.getByRole('form', { name: 'Choose your password' });
  await expect(form).toBeVisible();
  await expect(owner.getByRole('heading', { name: 'Choose your password' })).toBeFocused();
  await expect(form).toContainText(email);
  await expect(form.getByLabel('Username')).toHaveValue('Mallory Mock');
  const { violations } = await new AxeBuilder({ page: owner }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  await owner.setViewportSize({ width: 360, height: 800 });
  const { documentWidth, widest } = await overflow(owner);
  expect(widest).toBe('');
  expect(documentWidth).toBeLessThanOrEqual(360);
  await owner.setViewportSize({ width: 1280, height: 800 });

  // Opening the link already ended the stranger's session: the dashboard sends them to log in.
  await stranger.goto('/dashboard');
  await expect(stranger).toHaveURL(/\/login/);

  // The rules of registration, then the owner's own password and name, all by keyboard.
  await owner.keyboard.press('Tab');
  await expect(form.getByLabel('Username')).toBeFocused();
  await owner.keyboard.press('ControlOrMeta+a');
  await owner.keyboard.type('Victoria Owner');
  await owner.keyboard.press('Tab');
  await expect(form.getByLabel('Password', { exact: true })).toBeFocused();
  await owner.keyboard.type('weakpass');
  await form.getByLabel('Confirm Password', { exact: true }).fill('weakpass');
  await owner.keyboard.press('Enter');
  await expect(owner.getByText('Password should contain at least one uppercase letter')).toBeVisible();
  await form.getByLabel('Password', { exact: true }).fill(OWNER_PASSWORD);
  await form.getByLabel('Confirm Password', { exact: true }).fill(OWNER_PASSWORD);
  await form.getByLabel('Confirm Password', { exact: true }).press('Enter');
  await expect(owner.getByText(`Your address ${email} is verified, and you are signed in.`)).toBeVisible();
  await owner.getByRole('link', { name: 'Go to your dashboard' }).click();
  await expect(owner.getByRole('heading', { level: 1, name: /Victoria Owner/ })).toBeVisible();
  await expect(owner.getByRole('region', { name: 'Please verify your address' })).toHaveCount(0);

  // The stranger's password no longer signs in; the owner's does.
  await stranger.goto('/login');
  await stranger.getByLabel('Email', { exact: true }).fill(email);
  await stranger.getByLabel('Password', { exact: true }).fill(ATTACKER_PASSWORD);
  await stranger.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(stranger.getByText('Invalid email or password')).toBeVisible();
  await expect(stranger).toHaveURL(/\/login/);

  await strangerContext.close();
  await ownerContext.close();
});
