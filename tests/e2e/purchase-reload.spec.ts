import { expect, test } from './support/fixtures';
import { selectClass, signUpStudent } from './purchase-helpers';

const CLASS = 'Modern Standard Arabic';

test('the payment page keeps working after a reload', async ({ page, baseURL }) => {
  await signUpStudent(page, baseURL, 'reload');
  await page.goto('/classes');
  await selectClass(page, CLASS);
  await page.goto('/dashboard/selected');
  await page.getByRole('link', { name: `Pay for ${CLASS}` }).click();
  await expect(page.getByTestId('total-price')).toHaveText('$75.00');
  const url = page.url();

  await page.reload();
  await expect(page).toHaveURL(url);
  await expect(page.getByRole('heading', { level: 1, name: 'Please complete your payment' })).toBeVisible();
  await expect(page.getByRole('heading', { name: CLASS })).toBeVisible();
  await expect(page.getByTestId('total-price')).toHaveText('$75.00');
  await expect(page.getByText('Your seat is held until')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay' })).toBeEnabled();

  // By keyboard only: the fields follow each other, and Enter pays.
  await page.getByLabel('Card number').focus();
  await page.keyboard.type('4242424242424242');
  await page.keyboard.press('Tab');
  await page.keyboard.type('1234');
  await page.keyboard.press('Tab');
  await page.keyboard.type('123');
  await expect(page.getByLabel('Expiry (MM/YY)')).toHaveValue('12/34');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('payment-success')).toContainText(CLASS);

  // Paid: the item left the cart, and the page says so rather than failing.
  await page.reload();
  await expect(page.getByText('This class is not in your selected classes any more.')).toBeVisible();
});
