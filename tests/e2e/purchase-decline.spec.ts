import { expect, test } from './support/fixtures';
import { classCard, fillCard, seatsOnCard, selectClass, signUpStudent } from './purchase-helpers';

const CLASS = 'German A1 Intensive';

test('a declined card shows the processor’s message and changes nothing', async ({ page, baseURL }) => {
  const email = await signUpStudent(page, baseURL, 'declined');
  await page.goto('/classes');
  const seatsBefore = await seatsOnCard(page, CLASS);
  await selectClass(page, CLASS);

  await page.goto('/dashboard/selected');
  await page.getByRole('link', { name: `Pay for ${CLASS}` }).click();
  await expect(page.getByTestId('total-price')).toHaveText('$99.00');

  // The form's own checks come first: nothing reaches the processor.
  await fillCard(page, '4242424242424241', '01/20', '1');
  await page.getByRole('button', { name: 'Pay' }).click();
  const error = page.getByRole('alert').filter({ hasText: /Your card/ });
  await expect(error).toHaveText('Your card number is invalid.');
  for (const label of ['Card number', 'Expiry (MM/YY)', 'CVC']) {
    await expect(page.getByLabel(label)).toHaveAttribute('aria-invalid', 'true');
  }

  await fillCard(page, '4000 0000 0000 0002');
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(error).toHaveText('Your card was declined.');
  await expect(page.getByLabel('Card number')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('CVC')).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('payment-success')).toHaveCount(0);

  await fillCard(page, '4000 0000 0000 9995');
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(error).toHaveText('Your card has insufficient funds.');

  await page.goto('/dashboard/selected');
  await expect(page.getByRole('heading', { level: 1, name: 'Selected classes: 1' })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(CLASS) })).toBeVisible();
  await page.goto('/dashboard/enrolled');
  await expect(page.getByRole('heading', { level: 1, name: 'Enrolled classes: 0' })).toBeVisible();
  await page.goto('/dashboard/payment-history');
  await expect(page.getByText('No payments yet.')).toBeVisible();
  const payments = await page.request.get(`/api/payments/${encodeURIComponent(email)}`);
  expect(await payments.json()).toEqual([]);

  await page.goto('/classes');
  await expect(classCard(page, CLASS)).toBeVisible();
  expect(await seatsOnCard(page, CLASS)).toBe(seatsBefore);
});
