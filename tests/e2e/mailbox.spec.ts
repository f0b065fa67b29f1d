import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { fillCard, selectClass, TEST_PASSWORD } from './purchase-helpers';
import { signedIn, unique } from './support/sessions';
import { overflow } from './helpers';

const CLASS = 'Czech Survival Phrases';

async function expectAxeClean(page: Page) {
  // The WCAG rules, as dashboard-pages.spec.ts checks dashboard pages: the drawer overlay sits outside any
  // landmark at desktop widths (axe's best-practice 'region').
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function expectPhoneWidth(page: Page) {
  await page.setViewportSize({ width: 360, height: 800 });
  const { documentWidth, widest } = await overflow(page);
  expect(documentWidth, `at 360px, widest: ${widest}`).toBeLessThanOrEqual(360);
}

test('a new student without mail finds the verification link in the dashboard’s Mailbox, verifies and pays', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const email = `mailbox-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await page.goto('/registration');
  await page.getByLabel('Username').fill('Mila Mailbox');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
  await page.getByLabel('Confirm Password', { exact: true }).fill(TEST_PASSWORD);
  await page.getByRole('button', { name: 'Register' }).click();
  // No SMTP_URL in the test server: the popup says where the link is, not "check your inbox".
  const created = page.getByRole('dialog').filter({ hasText: 'Account created' });
  await expect(created).toContainText('open Mailbox in your dashboard');
  await expect(page).toHaveURL(/\/$/, { timeout: 10_000 });

  await page.goto('/classes');
  await selectClass(page, CLASS);
  await page.goto('/dashboard');
  const notice = page.getByRole('region', { name: 'Please verify your address' });
  await expect(notice).toContainText('This school sends no mail');
  await notice.getByRole('button', { name: 'Send again' }).click();
  await expect(notice.getByRole('status')).toContainText('We sent a new link to your Mailbox');

  // The menu has the Mailbox while the school sends no mail; the list holds the student's own mails.
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Mailbox' }).click();
  await expect(page).toHaveTitle('Mailbox | Speak the World');
  const mails = page.getByRole('list', { name: 'Your mails' });
  await expect(mails.getByRole('listitem').filter({ hasText: 'Welcome to Speak the World' })).toBeVisible();
  await expect(mails.getByRole('listitem').filter({ hasText: 'Confirm your email address' })).toHaveCount(2);
  await expectAxeClean(page);

  // By keyboard: Read opens the mail and moves the focus to it.
  await mails
    .getByRole('button', { name: /^Read the mail "Confirm your email address/ })
    .first()
    .focus();
  await page.keyboard.press('Enter');
  const mail = page.getByRole('region', { name: /^Confirm your email address/ });
  await expect(mail.getByRole('heading')).toBeFocused();
  await expect(mail).toContainText(email);
  await expectAxeClean(page);

  await expectPhoneWidth(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  // The newest link, from Send again (the mail's text gives it twice: its button's and to copy); using it
  // spends the older one.
  await mail
    .getByRole('link', { name: /\/verify-email#token=/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your address' })).toBeVisible();
  await page.getByRole('button', { name: 'Confirm my address' }).click();
  const choose = page.getByRole('form', { name: 'Choose your password' });
  await expect(choose.getByLabel('Username')).toHaveValue('Mila Mailbox');
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

  // The receipt goes through the same queue, to the same mailbox.
  await page.goto('/dashboard/mailbox');
  await expect(
    page
      .getByRole('list', { name: 'Your mails' })
      .getByRole('listitem')
      .filter({ hasText: /receipt/i }),
  ).toBeVisible({ timeout: 15_000 });
});

test('an answer to a Contact message reaches the writer’s mailbox, or only the outbox for a visitor without an account', async ({
  browser,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin;
  const name = unique('Contact Writer');
  const email = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '.')}@example.com`;
  const student = await browser.newContext({ baseURL });
  const signUp = await student.request.post('/api/auth/sign-up/email', {
    data: { name, email, password: TEST_PASSWORD },
    headers: { origin },
  });
  expect(signUp.ok()).toBe(true);
  const signIn = await student.request.post('/api/auth/sign-in/email', {
    data: { email, password: TEST_PASSWORD },
    headers: { origin },
  });
  expect(signIn.ok()).toBe(true);

  // Signed in, on the Contact page, from the account's own address.
  const page = await student.newPage();
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Write to us' });
  await form.getByLabel('Your name').fill(name);
  await form.getByLabel('Your email').fill(email);
  await form.getByLabel('Message').fill('Do you teach Czech at night?');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('the answer will be in Mailbox in your dashboard')).toBeVisible();

  const visitorEmail = `visitor-${Date.now()}@example.com`;
  const visitor = await browser.newContext({ baseURL });
  const written = await visitor.request.post('/api/contact-messages', {
    data: { name: 'Vi Visitor', email: visitorEmail, message: 'Hello?' },
    headers: { origin },
  });
  expect((await written.json()).message).toContain('This school sends no mail');
  await visitor.close();

  // The admin answers both from the Messages page.
  const admin = await (await signedIn(browser, baseURL!, 'admin@example.com')).newPage();
  for (const [from, answer] of [
    [name, 'Yes: Tuesdays at 7 PM.'],
    ['Vi Visitor', 'Hello! How can we help?'],
  ] as const) {
    await admin.goto('/dashboard/messages');
    const field = admin.getByLabel(`Answer to ${from}`);
    await field.fill(answer);
    await expect(admin.getByText(/Saved here for the other admins and mailed to /).first()).toBeVisible();
    const card = field.locator('xpath=ancestor::div[.//button[normalize-space()="Save answer"]][1]');
    await card.getByRole('button', { name: 'Save answer' }).click();
    await expect(admin.getByText('Answer saved')).toBeVisible();
  }

  await page.goto('/dashboard/mailbox');
  const answer = page.getByRole('list', { name: 'Your mails' }).getByRole('listitem').filter({
    hasText: 'The answer to your message',
  });
  await answer.getByRole('button', { name: /^Read/ }).click();
  await expect(page.getByRole('region', { name: /The answer to your message/ })).toContainText(
    'Yes: Tuesdays at 7 PM.',
  );

  const outbox = (await (await admin.request.get('/api/outbox')).json()) as {
    mails: { to: string; kind: string }[];
  };
  expect(outbox.mails.filter((m) => m.kind === 'contact-answer').map((m) => m.to)).toEqual(
    expect.arrayContaining([email, visitorEmail]),
  );
  await admin.context().close();
  await student.close();
});

test('the admin’s dashboard warns that the school sends no mail and names the README’s section', async ({
  browser,
  baseURL,
}) => {
  const page = await (await signedIn(browser, baseURL!, 'admin@example.com')).newPage();
  await page.goto('/dashboard');
  const warning = page.getByRole('region', { name: 'This school sends no mail' });
  await expect(warning).toContainText('SMTP_URL');
  await expect(warning).toContainText('section “Mail”');
  await expect(warning.getByRole('link', { name: 'Outbox' })).toHaveAttribute('href', '/dashboard/outbox');
  await expectAxeClean(page);
  await expectPhoneWidth(page);
  await page.context().close();
});
