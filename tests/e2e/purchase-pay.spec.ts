import { expect, test } from './support/fixtures';
import { classCard, fillCard, seatsOnCard, selectClass, signUpStudent } from './purchase-helpers';

const PAID = 'Mandarin Tones Bootcamp';
const DELETED = 'Czech Survival Phrases';

test('a student selects two classes, deletes one, pays for the other and is enrolled', async ({
  page,
  baseURL,
}) => {
  await signUpStudent(page, baseURL, 'payer');
  await page.goto('/classes');
  await expect(classCard(page, PAID)).toBeVisible();
  const seatsBefore = await seatsOnCard(page, PAID);
  await selectClass(page, PAID);
  await selectClass(page, DELETED);
  await expect(classCard(page, PAID).getByRole('button', { name: 'Selected' })).toBeVisible();

  await page.goto('/dashboard/selected');
  await expect(page.getByRole('heading', { level: 1, name: 'Selected classes: 2' })).toBeVisible();
  await expect(page.getByText('Confirm payment to proceed the courses')).toBeVisible();
  const table = page.getByRole('table', { name: 'Selected classes' });
  await expect(table.getByRole('columnheader', { name: 'Course name' })).toBeVisible();
  await expect(table.getByRole('row', { name: new RegExp(PAID) })).toContainText('$89.00');

  // Delete asks first; cancelling keeps the class.
  await page.getByRole('button', { name: `Delete ${DELETED}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Are you sure?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(table.getByRole('row', { name: new RegExp(DELETED) })).toBeVisible();
  await page.getByRole('button', { name: `Delete ${DELETED}` }).click();
  await confirm.getByRole('button', { name: 'Yes, delete it!' }).click();
  const deleted = page.getByRole('dialog', { name: 'Deleted!' });
  await expect(deleted).toContainText('The course has been removed.');
  await expect(deleted).toBeHidden({ timeout: 5000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Selected classes: 1' })).toBeVisible();
  await expect(table.getByRole('row', { name: new RegExp(DELETED) })).toHaveCount(0);

  await page.getByRole('link', { name: `Pay for ${PAID}` }).click();
  await expect(page).toHaveURL(/\/dashboard\/payment\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Please complete your payment' })).toBeVisible();
  await expect(page.getByTestId('total-price')).toHaveText('$89.00');
  await expect(page.getByText('Your seat is held until')).toBeVisible();
  await expect(page.getByRole('note', { name: 'Test mode' })).toContainText('4242 4242 4242 4242 succeeds');
  await fillCard(page, '4242424242424242');
  await expect(page.getByLabel('Card number')).toHaveValue('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pay' }).click();

  const popup = page.getByRole('dialog', { name: 'Payment successful' });
  await expect(popup).toBeVisible();
  const success = page.getByTestId('payment-success');
  const transactionId = (await success.getByTestId('transaction-id').innerText()).trim();
  expect(transactionId).not.toBe('');
  await expect(popup).toContainText(transactionId);
  await expect(popup).toBeHidden({ timeout: 5000 });

  await success.getByRole('link', { name: 'Enrolled classes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Enrolled classes: 1' })).toBeVisible();
  const enrolled = page.getByRole('table', { name: 'Enrolled classes' });
  await expect(enrolled.getByRole('row', { name: new RegExp(PAID) })).toContainText('$89.00');

  await page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: 'Payment history' })
    .click();
  const history = page.getByRole('table', { name: 'Payment history' });
  const row = history.getByRole('row', { name: new RegExp(PAID) });
  await expect(row).toContainText(transactionId);
  await expect(row).toContainText('$89.00');
  await expect(row).toContainText('Paid');

  await page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: 'My selected classes' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Selected classes: 0' })).toBeVisible();
  await expect(page.getByText('No classes selected yet.')).toBeVisible();

  await page.goto('/classes');
  await expect(classCard(page, PAID)).toBeVisible();
  expect(await seatsOnCard(page, PAID)).toBe(seatsBefore - 1);
});
