import { expect, test } from './support/fixtures';
import { catalogue } from './support/catalogue';
import { passesAxeAtBothWidths } from './support/axe-widths';
import { linkFromMail } from './support/mail-links';
import { signedIn } from './support/sessions';
import { TEST_PASSWORD } from './purchase-helpers';

const ar = catalogue('ar');
const CLASS = 'Mandarin Tones Bootcamp';
const arabic = /[\u0600-\u06FF]/;

test.use({ locale: 'ar-EG' });

test('an Arabic-speaking visitor gets the school in Arabic, right to left, from the first page to the timetable', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  // A first visit follows the browser's language: the home page at its Arabic address, right to left.
  await page.goto('/');
  await expect(page).toHaveURL(/\/ar\/?$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(
    page.getByRole('navigation', { name: ar('Main') }).getByRole('link', { name: ar('Classes') }),
  ).toBeVisible();
  await passesAxeAtBothWidths(page, 'the home page');

  // The catalogue, filtered by language in Arabic.
  await page
    .getByRole('navigation', { name: ar('Main') })
    .getByRole('link', { name: ar('Classes') })
    .click();
  await expect(page).toHaveURL(/\/ar\/classes/);
  await page.getByRole('combobox', { name: ar('Language') }).selectOption('zh');
  await expect(page).toHaveURL(/[?&]language=zh/);
  const card = page.getByRole('article', { name: CLASS, exact: true });
  await expect(card).toBeVisible();
  await passesAxeAtBothWidths(page, 'the classes page');

  // The class's page keeps the Arabic address.
  await card.getByRole('link', { name: CLASS }).first().click();
  await expect(page).toHaveURL(/\/ar\/classes\/[\w-]+$/);
  const classPage = page.url();
  await passesAxeAtBothWidths(page, "the class's page");

  // Registering, in Arabic.
  const email = `arabic-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await page.goto('/ar/registration');
  await page.getByLabel(ar('Username')).fill('Layla Haddad');
  await page.getByLabel(ar('Email'), { exact: true }).fill(email);
  await page.getByLabel(ar('Password'), { exact: true }).fill(TEST_PASSWORD);
  await page.getByLabel(ar('Confirm Password'), { exact: true }).fill(TEST_PASSWORD);
  await passesAxeAtBothWidths(page, 'the registration page');
  await page.getByRole('button', { name: ar('Register') }).click();
  await expect(page.getByRole('dialog').getByText(ar('Account created'))).toBeVisible();

  // The verification mail is in Arabic; its link opens the Arabic site.
  const admin = await signedIn(browser, baseURL!, 'admin@example.com');
  const mails = (await (await admin.request.get('/api/outbox')).json()) as {
    mails: { id: string; to: string; kind: string; subject: string }[];
  };
  const mail = mails.mails.find((each) => each.to === email && each.kind === 'verify-email');
  expect(mail?.subject).toMatch(arabic);
  await admin.close();
  const link = await linkFromMail(browser, baseURL!, email, 'verify-email');
  await page.goto(`/ar${link}`);
  await page.getByRole('button', { name: ar('Confirm my address') }).click();
  const choose = page.getByRole('form', { name: ar('Choose your password') });
  await choose.getByLabel(ar('Password'), { exact: true }).fill(TEST_PASSWORD);
  await choose.getByLabel(ar('Confirm Password'), { exact: true }).fill(TEST_PASSWORD);
  await choose.getByRole('button', { name: ar('Save and sign in') }).click();
  // The address sits isolated inside the Arabic sentence (a left-to-right text in a right-to-left one).
  const [verifiedBefore, verifiedAfter] = ar(
    'Your address {email} is verified, and you are signed in.',
  ).split('{email}');
  const verified = page.getByText(verifiedBefore!.trim());
  await expect(verified).toBeVisible();
  await expect(verified).toContainText(`\u2068${email}\u2069${verifiedAfter}`);

  // Select on the class's page, then pay.
  await page.goto(classPage);
  await page
    .getByRole('button', { name: new RegExp(`^${ar('Select<0> {name}</0>').split('<0>')[0]}`) })
    .click();
  const selected = page.getByRole('dialog', { name: ar('Class selected!') });
  await expect(selected).toBeVisible();
  await expect(selected).toBeHidden({ timeout: 5000 });
  await page.goto('/ar/dashboard/selected');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await passesAxeAtBothWidths(page, 'the selected classes');
  await page.getByRole('row').filter({ hasText: CLASS }).getByRole('link').first().click();
  await page.getByLabel(ar('Card number')).fill('4242424242424242');
  await page.getByLabel(ar('Expiry (MM/YY)')).fill('12/34');
  await page.getByLabel(ar('CVC')).fill('123');
  await passesAxeAtBothWidths(page, 'the payment page');
  await page.getByRole('button', { name: ar('Pay'), exact: true }).click();
  await expect(page.getByRole('dialog', { name: ar('Payment successful') })).toBeVisible();

  // The timetable in Arabic: weekdays as Arabic writes them, digits as the school's Arabic pages write them.
  await page.goto('/ar/dashboard/schedule');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const weekdays = ['الاثنين', 'الثلاثاء', 'الأربعاء', 'الخميس', 'الجمعة', 'السبت', 'الأحد'];
  await expect(page.locator('main')).toContainText(new RegExp(weekdays.join('|')));
  await expect(page.locator('main')).toContainText(CLASS);
  // Times in Latin digits, the recorded choice (docs/decisions/interface-languages.md), never Arabic-Indic.
  await expect(page.locator('main')).toContainText(/\d{1,2}:\d{2}/);
  await expect(page.locator('main')).not.toContainText(/[\u0660-\u0669]/);
  await passesAxeAtBothWidths(page, 'the timetable');
});
