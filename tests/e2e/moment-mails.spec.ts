import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { fillCard, signUpStudent } from './purchase-helpers';
import { createClass, signedIn, unique } from './support/sessions';

/** Selects an open paid class through the API and pays for it on the payment page; answers its name. */
async function payForAClass(page: Page, baseURL: string) {
  const classes = (await (await page.request.get('/api/classes')).json()) as {
    _id: string;
    name: string;
    price: number;
    availableSeats: number;
    sale?: { forSale: boolean };
  }[];
  const open = classes.find(
    (item) => item.availableSeats > 1 && item.price > 0 && item.sale?.forSale !== false,
  )!;
  const added = await page.request.post('/api/carts', {
    data: { classId: open._id },
    headers: { origin: new URL(baseURL).origin },
  });
  expect(added.ok(), await added.text()).toBe(true);
  const { insertedId } = (await added.json()) as { insertedId: string };
  await page.goto(`/dashboard/payment/${insertedId}`);
  await fillCard(page, '4242424242424242');
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByRole('dialog', { name: 'Payment successful' })).toBeVisible();
  return open.name;
}

async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('a payment’s receipt mail in the outbox and its receipt page show the same figures', async ({
  page,
  browser,
  baseURL,
}) => {
  const email = await signUpStudent(page, baseURL, 'receipt');
  const className = await payForAClass(page, baseURL!);

  // From the payment history, by keyboard, to the receipt.
  await page.goto('/dashboard/payment-history');
  const receiptLink = page.getByRole('link', { name: new RegExp(`^Receipt of ${className}`) });
  await receiptLink.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard\/receipts\/[0-9a-f-]{36}$/);
  await expect(page).toHaveTitle('Receipt | Speak the World');
  const receipt = page.getByRole('article', { name: 'Receipt' });
  await expect(receipt.getByTestId('receipt-number')).toHaveText(/^STW-\d{4}-\d{6}$/);
  const number = (await receipt.getByTestId('receipt-number').innerText()).trim();
  const total = (await receipt.getByTestId('receipt-total').innerText()).trim();
  const date = (await receipt.getByRole('definition').first().innerText()).trim();
  await expect(receipt.getByTestId('receipt-card')).toHaveText('Visa ending in 4242');
  await expect(receipt).toContainText(className);
  await expect(receipt).toContainText('350 Mission Street, San Francisco');
  const receiptUrl = page.url();

  // The admin finds the mail in the outbox: the same number, class, total, card and date.
  const admin = await (await signedIn(browser, baseURL!, 'admin@example.com')).newPage();
  await admin.goto('/dashboard/outbox');
  const row = admin
    .getByRole('row')
    .filter({ hasText: email })
    .filter({ hasText: `Your receipt ${number}` });
  await row.getByRole('button', { name: /^Show the mail/ }).click();
  const mail = admin.getByRole('region', { name: `Your receipt ${number}` });
  await mail.getByRole('button', { name: 'Text' }).click();
  const text = mail.locator('pre');
  for (const figure of [number, className, total, 'Visa ending in 4242', date, receiptUrl]) {
    await expect(text).toContainText(figure);
  }
  await admin.context().close();
});

test('an admin’s denial reaches the instructor’s mail with the feedback', async ({ browser, baseURL }) => {
  const name = unique('Mail Review');
  const instructorContext = await signedIn(browser, baseURL!, 'instructor@example.com');
  await createClass(instructorContext.request, baseURL!, name);
  await instructorContext.close();

  const admin = await (await signedIn(browser, baseURL!, 'admin@example.com')).newPage();
  await admin.goto('/dashboard/manage-class');
  const adminRow = admin.getByRole('row', { name, exact: true });
  await adminRow.getByRole('button', { name: `Deny ${name}` }).click();
  const deny = admin.getByRole('alertdialog', { name: `Deny “${name}”?` });
  const feedback = `Please add the weekly schedule of ${name}.`;
  await deny.getByLabel('Feedback for the instructor (optional)').fill(feedback);
  await deny.getByRole('button', { name: 'Deny', exact: true }).click();
  await expect(adminRow.getByText('denied', { exact: true })).toBeVisible();

  await admin.goto('/dashboard/outbox');
  const subject = `Your class “${name}” was not approved`;
  const row = admin
    .getByRole('row')
    .filter({ hasText: 'instructor@example.com' })
    .filter({ hasText: subject });
  await row.getByRole('button', { name: /^Show the mail/ }).click();
  const mail = admin.getByRole('region', { name: subject });
  const frame = admin.frameLocator('iframe[title^="The mail"]');
  await expect(frame.getByRole('heading', { name: 'Your class was not approved' })).toBeVisible();
  await expect(frame.getByText(feedback)).toBeVisible();
  await expect(frame.getByRole('link', { name: 'Open My classes' })).toHaveAttribute(
    'href',
    /\/dashboard\/myclasses$/,
  );
  await mail.getByRole('button', { name: 'Text' }).click();
  await expect(mail.locator('pre')).toContainText(feedback);
  await admin.context().close();
});

for (const width of [360, 1280]) {
  test(`the receipt page has no detectable accessibility violations and fits at ${width}px`, async ({
    page,
    baseURL,
  }) => {
    await signUpStudent(page, baseURL, `receipt-axe-${width}`);
    await payForAClass(page, baseURL!);
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/dashboard/payment-history');
    await page.getByRole('link', { name: /^Receipt of / }).click();
    await expect(page.getByRole('article', { name: 'Receipt' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    const documentWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(documentWidth).toBeLessThanOrEqual(width);
    // Print is reached by keyboard, and on paper only the receipt is left.
    await page.getByRole('button', { name: 'Print' }).focus();
    await expect(page.getByRole('button', { name: 'Print' })).toBeFocused();
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('navigation', { name: 'Dashboard' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
    await expect(page.getByRole('article', { name: 'Receipt' })).toBeVisible();
  });
}

test('another student is told there is no such receipt', async ({ page, browser, baseURL }) => {
  await signUpStudent(page, baseURL, 'receipt-owner');
  await payForAClass(page, baseURL!);
  await page.goto('/dashboard/payment-history');
  await page.getByRole('link', { name: /^Receipt of / }).click();
  await expect(page.getByRole('article', { name: 'Receipt' })).toBeVisible();
  const url = page.url();
  const other = await browser.newPage({ baseURL });
  await signUpStudent(other, baseURL, 'receipt-stranger');
  await other.goto(url);
  await expect(other.getByRole('heading', { name: 'Receipt not found' })).toBeVisible();
  await expect(other.getByText(/^STW-/)).toHaveCount(0);
  await other.close();
});
