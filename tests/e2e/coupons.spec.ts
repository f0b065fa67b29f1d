import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/fixtures';
import type { Page } from '@playwright/test';
import { fillCard, selectClass, signUpStudent } from './purchase-helpers';
import { signedIn } from './support/sessions';

const FREE_CLASS = 'Brazilian Portuguese';
const PAID_CLASS = 'English Academic Writing';

async function expectNoAxeViolations(page: Page) {
  // The WCAG rules, as dashboard-pages.spec.ts checks the dashboard (the drawer's overlay is no landmark).
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(
    violations.map((v) => ({
      rule: v.id,
      nodes: v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary}`),
    })),
  ).toEqual([]);
}

/** The student's way from /classes to the payment page of one class. */
async function openPaymentPage(page: Page, className: string) {
  await page.goto('/classes');
  await selectClass(page, className);
  await page.goto('/dashboard/selected');
  await page.getByRole('link', { name: `Pay for ${className}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Please complete your payment' })).toBeVisible();
}

async function applyCode(page: Page, code: string) {
  const coupon = page.getByRole('form', { name: 'Coupon' });
  await coupon.getByLabel('Have a coupon?').fill(code.toLowerCase());
  await coupon.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByTestId('applied-coupon')).toContainText(code);
}

test('an admin creates a 100% code; a student applies it, sees $0.00 and enrols without a card', async ({
  browser,
  page,
  baseURL,
}) => {
  const code = `FREEPT${Date.now().toString(36).toUpperCase()}`;
  const admin = await (await signedIn(browser, baseURL!, 'admin@example.com')).newPage();
  await admin.goto('/dashboard');
  await admin.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Coupons' }).click();
  await expect(admin).toHaveTitle(/Coupons/);
  await expect(admin.getByRole('heading', { level: 1, name: 'Coupons' })).toBeVisible();
  await admin.getByLabel('Code').fill(code);
  await admin.getByLabel('Percent off (1-100)').fill('100');
  await admin.getByLabel('Total uses').fill('3');
  await admin.getByLabel('For').selectOption('classes');
  await admin.getByRole('checkbox', { name: FREE_CLASS }).check();
  await admin.getByRole('button', { name: 'Create coupon' }).click();
  const row = admin.getByRole('row', { name: new RegExp(code) });
  await expect(row).toContainText('100% off');
  await expect(row).toContainText(FREE_CLASS);
  await expect(row).toContainText('0 of 3');
  await expectNoAxeViolations(admin);

  await signUpStudent(page, baseURL, 'coupon-free');
  await openPaymentPage(page, FREE_CLASS);
  await expect(page.getByTestId('total-price')).toHaveText('$52.00');
  // A code that does not exist says so.
  const coupon = page.getByRole('form', { name: 'Coupon' });
  await coupon.getByLabel('Have a coupon?').fill('NOSUCHCODE');
  await coupon.getByRole('button', { name: 'Apply' }).click();
  await expect(coupon.getByRole('alert')).toHaveText('There is no coupon with this code.');
  await applyCode(page, code);
  await expect(page.getByTestId('total-price')).toHaveText('$0.00');
  await expect(page.getByTestId('discount')).toHaveText('−$52.00');
  await expect(page.getByLabel('Card number')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Enrol without a card' }).click();
  await expect(
    page.getByTestId('payment-success').getByRole('heading', { name: 'You are enrolled' }),
  ).toBeVisible();

  await page.goto('/dashboard/enrolled');
  await expect(page.getByRole('row', { name: new RegExp(FREE_CLASS) })).toBeVisible();
  await page.goto('/dashboard/payment-history');
  const paid = page.getByRole('row', { name: new RegExp(FREE_CLASS) });
  await expect(paid).toContainText('$0.00');
  await expect(paid.getByTestId('history-coupon')).toHaveText(`${code}: −$52.00`);

  await admin.reload();
  await expect(admin.getByRole('row', { name: new RegExp(code) })).toContainText('1 of 3');
});

test('a 10% code on another class shows the new total, pays by card, and the receipt shows the discount', async ({
  browser,
  page,
  baseURL,
}) => {
  const code = `TEN${Date.now().toString(36).toUpperCase()}`;
  const admin = await signedIn(browser, baseURL!, 'admin@example.com');
  const made = await admin.request.post('/api/coupons', {
    data: { code, kind: 'percent', percentOff: 10 },
    headers: { origin: baseURL! },
  });
  expect(made.status(), await made.text()).toBe(201);

  await signUpStudent(page, baseURL, 'coupon-ten');
  await openPaymentPage(page, PAID_CLASS);
  await expect(page.getByTestId('total-price')).toHaveText('$69.00');
  await applyCode(page, code);
  await expect(page.getByTestId('total-price')).toHaveText('$62.10');
  await expect(page.getByTestId('discount')).toHaveText('−$6.90');
  await expect(page.getByText('Your seat is held until')).toBeVisible();
  await fillCard(page, '4242424242424242');
  await page.getByRole('button', { name: 'Pay' }).click();
  const success = page.getByTestId('payment-success');
  await expect(success).toContainText('You paid $62.10');

  await page.goto('/dashboard/payment-history');
  const row = page.getByRole('row', { name: new RegExp(PAID_CLASS) });
  await expect(row).toContainText('$62.10');
  await row.getByRole('link', { name: /Receipt of/ }).click();
  await expect(page.getByTestId('receipt-discount')).toHaveText('−$6.90');
  await expect(page.getByTestId('receipt-total')).toHaveText('$62.10');
  await expect(page.getByText(`Coupon ${code}`)).toBeVisible();
});

test('the coupons page and the payment page with a code fit a 360 px phone', async ({
  browser,
  page,
  baseURL,
}) => {
  const code = `PHONE${Date.now().toString(36).toUpperCase()}`;
  const context = await signedIn(browser, baseURL!, 'admin@example.com');
  await context.request.post('/api/coupons', {
    data: { code, kind: 'amount', amountOff: 5, minPrice: 20 },
    headers: { origin: baseURL! },
  });
  const admin = await context.newPage();
  await admin.setViewportSize({ width: 360, height: 800 });
  await admin.goto('/dashboard/coupons');
  await expect(admin.getByRole('row', { name: new RegExp(code) })).toBeVisible();
  const wide = () => document.documentElement.scrollWidth;
  expect(await admin.evaluate(wide)).toBeLessThanOrEqual(360);

  await page.setViewportSize({ width: 360, height: 800 });
  await signUpStudent(page, baseURL, 'coupon-phone');
  await openPaymentPage(page, PAID_CLASS);
  await applyCode(page, code);
  await expect(page.getByTestId('total-price')).toHaveText('$64.00');
  expect(await page.evaluate(wide)).toBeLessThanOrEqual(360);
  await expectNoAxeViolations(page);
});
