import { expect, test } from './support/fixtures';
import { classCard, fillCard, signUpStudent } from './purchase-helpers';

const KEPT = 'Italian Cooking Vocabulary';
const DROPPED = 'French Pronunciation';

test('by keyboard alone: after each popup, focus is back where the person was', async ({ page, baseURL }) => {
  // A visitor: the login question goes away with Escape, and focus is back on that class's Select.
  await page.goto('/classes');
  const visitorSelect = classCard(page, KEPT).getByRole('button', { name: `Select ${KEPT}` });
  await visitorSelect.focus();
  await page.keyboard.press('Enter');
  const askLogin = page.getByRole('alertdialog', { name: 'Please login to select this class' });
  await expect(askLogin).toBeVisible();
  await expect(askLogin.getByRole('button', { name: 'Create an account' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(askLogin).toBeHidden();
  await expect(visitorSelect).toBeFocused();

  // A student selects two classes: after each 'Class selected!' popup, focus is on the same button.
  await signUpStudent(page, baseURL, 'keyboard');
  await page.goto('/classes');
  for (const name of [KEPT, DROPPED]) {
    await classCard(page, name)
      .getByRole('button', { name: `Select ${name}` })
      .focus();
    await page.keyboard.press('Enter');
    const popup = page.getByRole('dialog', { name: 'Class selected!' });
    await expect(popup).toBeVisible();
    await expect(popup).toBeHidden({ timeout: 5000 });
    await expect(classCard(page, name).getByRole('button', { name: `Selected ${name}` })).toBeFocused();
  }

  // Deleting: cancelling with Escape returns to the Delete button; after the row is gone, focus is on the page.
  await page.goto('/dashboard/selected');
  const remove = page.getByRole('button', { name: `Delete ${DROPPED}` });
  await remove.focus();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('alertdialog', { name: 'Are you sure?' });
  await expect(confirm.locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(remove).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(confirm.locator(':focus')).toHaveCount(1);
  await confirm.getByRole('button', { name: 'Yes, delete it!' }).focus();
  await page.keyboard.press('Enter');
  const deleted = page.getByRole('dialog', { name: 'Deleted!' });
  await expect(deleted).toBeVisible();
  await expect(deleted).toBeHidden({ timeout: 5000 });
  await expect(remove).toHaveCount(0);
  await expect(page.locator('main#main')).toBeFocused();

  // Paying by keyboard: the fields follow each other and Enter pays.
  await page.getByRole('link', { name: `Pay for ${KEPT}` }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Your seat is held until')).toBeVisible();
  await fillCard(page, '4242 4242 4242 4242');
  await page.getByLabel('CVC').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('payment-success')).toContainText(KEPT);
});
