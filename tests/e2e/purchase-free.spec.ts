import { expect, test } from './support/fixtures';
import { selectClass, signUpStudent } from './purchase-helpers';

test('a free class is enrolled from the selected classes without a payment', async ({ page, baseURL }) => {
  await signUpStudent(page, baseURL, 'free');
  await page.goto('/classes');
  await selectClass(page, 'French for Travellers');
  await page.goto('/dashboard/selected');
  const row = page.getByRole('row', { name: /French for Travellers/ });
  // A class that costs nothing reads 'Free', not $0.00.
  await expect(row).toContainText('Free');
  await expect(row.getByRole('link', { name: /Pay/ })).toHaveCount(0);
  await row.getByRole('button', { name: /Enrol for free/ }).click();
  await expect(page.getByRole('dialog', { name: 'Enrolled!' })).toBeVisible();
  await expect(page.getByText('No classes selected yet.')).toBeVisible();
  await page.goto('/dashboard/enrolled');
  await expect(page.getByRole('row', { name: /French for Travellers/ })).toBeVisible();
  await page.goto('/dashboard/payment-history');
  await expect(page.getByText('No payments yet.')).toBeVisible();
});
