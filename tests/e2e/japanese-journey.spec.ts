import { expect, test } from './support/fixtures';
import { catalogue } from './support/catalogue';
import { passesAxeAtBothWidths } from './support/axe-widths';
import { signUpStudent } from './purchase-helpers';

const ja = catalogue('ja');
const CLASS = 'Mandarin Tones Bootcamp';

test.use({ locale: 'ja-JP' });

test('a Japanese-speaking visitor gets the school in Japanese, from the first page to the class and the selected classes', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await expect(page).toHaveURL(/\/ja\/?$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await passesAxeAtBothWidths(page, 'the home page');

  await page
    .getByRole('navigation', { name: ja('Main') })
    .getByRole('link', { name: ja('Classes') })
    .click();
  await expect(page).toHaveURL(/\/ja\/classes/);
  await page.getByRole('combobox', { name: ja('Language') }).selectOption('zh');
  const card = page.getByRole('article', { name: CLASS, exact: true });
  await expect(card).toBeVisible();
  await passesAxeAtBothWidths(page, 'the classes page');
  await card.getByRole('link', { name: CLASS }).first().click();
  await expect(page).toHaveURL(/\/ja\/classes\/[\w-]+$/);
  await passesAxeAtBothWidths(page, "the class's page");

  // Signed in, the Select button and the selected classes speak Japanese too.
  await signUpStudent(page, baseURL, 'ja');
  await page.reload();
  await page
    .getByRole('button', { name: new RegExp(`^${ja('Select<0> {name}</0>').split('<0>')[0]}`) })
    .click();
  const selected = page.getByRole('dialog', { name: ja('Class selected!') });
  await expect(selected).toBeVisible();
  await expect(selected).toBeHidden({ timeout: 5000 });
  await page.goto('/ja/dashboard/selected');
  await expect(page.getByRole('table', { name: ja('Selected classes') })).toContainText(CLASS);
  await passesAxeAtBothWidths(page, 'the selected classes');
});
