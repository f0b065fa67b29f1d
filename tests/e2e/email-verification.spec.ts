import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/fixtures';
import { classCard, fillCard, selectClass, TEST_PASSWORD } from './purchase-helpers';
import { signedIn } from './support/sessions';

const CLASS = 'Mandarin Tones Bootcamp';

test('a new student verifies the address through the mail the admin sees in the outbox, and then pays', async ({
  page,
  browser,
  baseURL,
}) => {
  const email = `verify-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await page.goto('/registration');
  await page.getByLabel('Username').fill('Vera Verify');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
  await page.getByLabel('Confirm Password', { exact: true }).fill(TEST_PASSWORD);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('dialog').getByText('Account created')).toBeVisible();
  await expect(page).toHaveURL(/\/$/, { timeout: 10_000 });

  // Unverified: selecting works, paying waits for the address, and the dashboard says so.
  await page.goto('/classes');
  await selectClass(page, CLASS);
  await page.goto('/dashboard');
  const notice = page.getByRole('region', { name: 'Please verify your address' });
  await expect(notice).toContainText(email);
  // Dashboard pages against the WCAG rules, as in dashboard-pages.spec.ts: the layout's drawer overlay sits
  // outside any landmark at desktop widths (axe's best-practice 'region').
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  await page.goto('/dashboard/selected');
  await page.getByRole('link', { name: `Pay for ${CLASS}` }).click();
  await expect(page.getByRole('region', { name: 'Please verify your address' })).toBeVisible();
  await expect(page.getByLabel('Card number')).toHaveCount(0);
  await notice.getByRole('button', { name: 'Send again' }).click();
  await expect(page.getByRole('region', { name: 'Please verify your address' })).toContainText(
    'We sent a new link',
  );

  // The admin reads the mail in the outbox.
  const admin = await (await signedIn(browser, baseURL!, 'admin@example.com')).newPage();
  await admin.goto('/dashboard/outbox');
  const row = admin
    .getByRole('row')
    .filter({ hasText: email })
    .filter({ hasText: 'Confirm your email address' })
    .first();
  await row.getByRole('button', { name: /^Show the mail/ }).click();
  const mail = admin.getByRole('region', { name: 'Confirm your email address for Speak the World' });
  const frame = admin.frameLocator('iframe[title^="The mail"]');
  await expect(frame.getByRole('link', { name: 'Confirm my address' })).toBeVisible();
  await mail.getByRole('button', { name: 'Text' }).click();
  const text = await mail.locator('pre').innerText();
  const link = /https?:\/\/\S+?(\/verify-email#token=[\w-]+)/.exec(text)![1]!;
  await admin.context().close();

  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your address' })).toBeVisible();
  await page.getByRole('button', { name: 'Confirm my address' }).click();
  // The password was typed before the address was proven: its owner chooses it again (it may be the same)
  // and confirms the name.
  const choose = page.getByRole('form', { name: 'Choose your password' });
  await expect(choose.getByLabel('Username')).toHaveValue('Vera Verify');
  await choose.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
  await choose.getByLabel('Confirm Password', { exact: true }).fill(TEST_PASSWORD);
  await choose.getByRole('button', { name: 'Save and sign in' }).click();
  await expect(page.getByText(`Your address ${email} is verified`)).toBeVisible();
  await page.getByRole('link', { name: 'Go to your dashboard' }).click();
  await expect(page.getByRole('region', { name: 'Please verify your address' })).toHaveCount(0);

  await page.goto('/dashboard/selected');
  await page.getByRole('link', { name: `Pay for ${CLASS}` }).click();
  await fillCard(page, '4242424242424242');
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByRole('dialog', { name: 'Payment successful' })).toBeVisible();

  // The link was spent: opening it again says so.
  await page.goto('/');
  await page.goto(link);
  await page.getByRole('button', { name: 'Confirm my address' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'already been used' })).toBeVisible();
  await expect(classCard(page, CLASS)).toHaveCount(0);
});

test('the verification page works by keyboard and passes axe', async ({ page }) => {
  await page.goto('/verify-email#token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
  const button = page.getByRole('button', { name: 'Confirm my address' });
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'not valid' })).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => v.id)).toEqual([]);
});
