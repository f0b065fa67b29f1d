import { mkdirSync } from 'node:fs';
import type { Locator } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { newStudent, signedIn, unique } from './support/sessions';
import { fillCard, selectClass, signUpStudent } from './purchase-helpers';

// Its first session is 12 days after the seed's day: inside the default 7-day full-refund window.
const CLASS = 'Brazilian Portuguese';
const SHOTS = process.env.SHOTS_DIR;
// 'Nov 28, 2026, 6:33 AM EST': the staff pages' one way of showing a moment (Chromium may use a narrow space).
const NAMED_TIME = /[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M\s[A-Z][A-Za-z0-9+:-]+/;

async function namedTimeIn(place: Locator): Promise<string> {
  const text = await place.innerText();
  const found = NAMED_TIME.exec(text);
  if (!found) throw new Error(`no named time in "${text}"`);
  return found[0].replace(/\s/g, ' ');
}

async function staffContext(browser: Parameters<typeof signedIn>[0], baseURL: string, extra: object) {
  const signed = await signedIn(browser, baseURL, 'admin@example.com');
  const storageState = await signed.storageState();
  await signed.close();
  return browser.newContext({ baseURL, storageState, ...extra });
}

test('one refund shows the same named time in the viewer’s zone on Payments, Refunds, the audit log and the outbox', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const email = await signUpStudent(page, baseURL, 'staff-times');
  await page.goto('/classes');
  await selectClass(page, CLASS);
  await page.goto('/dashboard/selected');
  await page.getByRole('link', { name: `Pay for ${CLASS}` }).click();
  await fillCard(page, '4242424242424242');
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByRole('dialog', { name: 'Payment successful' })).toBeVisible();

  // The admin works from New York; the school is in San Francisco.
  const context = await staffContext(browser, baseURL!, { timezoneId: 'America/New_York' });
  const admin = await context.newPage();
  await admin.setViewportSize({ width: 1280, height: 900 });
  await admin.goto('/dashboard/refunds');
  await admin.getByLabel("Student's email").fill(email);
  await admin.getByRole('button', { name: 'Find payments' }).click();
  await admin.getByRole('button', { name: new RegExp(`^Refund ${CLASS}`) }).click();
  const dialog = admin.getByRole('dialog', { name: `Refund ${CLASS}` });
  await dialog.getByLabel('Amount (US dollars)').fill('5');
  await dialog.getByLabel('Reason').fill('A goodwill gesture.');
  await dialog.getByRole('button', { name: 'Refund' }).click();
  await admin
    .getByRole('alertdialog', { name: `Refund $5.00 to ${email}?` })
    .getByRole('button', { name: 'Refund $5.00' })
    .click();
  await expect(dialog).toHaveCount(0);

  const refunds = admin
    .getByRole('table', { name: 'Latest refunds' })
    .getByRole('row')
    .filter({ hasText: email });
  await expect(refunds).toContainText('$5.00');
  const onRefunds = await namedTimeIn(refunds);
  // November in New York: Eastern Standard Time, named.
  expect(onRefunds).toMatch(/ (AM|PM) EST$/);

  await admin.goto('/dashboard/payments');
  const ledgerRow = admin
    .getByRole('table', { name: 'Payments, refunds and payouts, newest first' })
    .getByRole('row', { name: /^Refund / })
    .filter({ hasText: email });
  await expect(ledgerRow).toContainText('$5.00');
  expect(await namedTimeIn(ledgerRow)).toBe(onRefunds);
  if (SHOTS) {
    mkdirSync(SHOTS, { recursive: true });
    await admin.screenshot({ path: `${SHOTS}/payments-1280.png` });
  }

  await admin.goto('/dashboard/audit?action=refund.issued');
  const entry = admin.getByRole('article', { name: /^Refund issued/ }).first();
  await expect(entry).toContainText('A goodwill gesture.');
  expect(await namedTimeIn(entry.locator('time').first())).toBe(onRefunds);

  await admin.goto('/dashboard/outbox');
  const mail = admin
    .getByRole('row')
    .filter({ hasText: email })
    .filter({ hasText: /credit note|refund/i })
    .first();
  await expect(mail).toBeVisible();
  expect(await namedTimeIn(mail)).toBe(onRefunds);
  if (SHOTS) await admin.screenshot({ path: `${SHOTS}/outbox-1280.png` });
  await context.close();
});

/** The interface's language chosen in this browser (src/client/i18n/interface-locale.ts). */
const chooseEnglish = () => localStorage.setItem('interface-locale', 'en');

test('a German browser in Tokyo reads English dates and zone names under lang="en", on the class page and a staff page', async ({
  browser,
  baseURL,
}) => {
  const visitorContext = await browser.newContext({ baseURL, locale: 'de-DE', timezoneId: 'Asia/Tokyo' });
  // Who chose English: a German browser would otherwise be sent to the German pages.
  await visitorContext.addInitScript(chooseEnglish);
  const visitor = await visitorContext.newPage();
  const classes = (await (await visitor.request.get('/api/classes')).json()) as {
    _id: string;
    name: string;
  }[];
  const item = classes.find((c) => c.name === CLASS)!;
  await visitor.goto(`/classes/${item._id}`);
  await expect(visitor.locator('html')).toHaveAttribute('lang', 'en');
  // The sessions load as their part of the page comes into view.
  await visitor.getByRole('heading', { name: 'When it meets' }).scrollIntoViewIfNeeded();
  const meets = visitor.getByText(/^Times in /).first();
  await expect(meets).toBeVisible();
  await expect(meets).toContainText('Japan Standard Time');
  const body = visitor.locator('main');
  await expect(body).not.toContainText(
    /Japanische|Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag/,
  );
  await expect(body).not.toContainText(/\b(Januar|Februar|März|Mai|Juni|Juli|Oktober|Dezember)\b/);
  await visitorContext.close();

  // A new student's mails wait in the outbox: a staff page with times.
  const student = await newStudent(browser, baseURL!, unique('Tokyo Reader'));
  await student.context.close();
  const context = await staffContext(browser, baseURL!, { locale: 'de-DE', timezoneId: 'Asia/Tokyo' });
  await context.addInitScript(chooseEnglish);
  const admin = await context.newPage();
  await admin.goto('/dashboard/outbox');
  const first = admin.getByRole('row').filter({ hasText: student.email }).first();
  await expect(first).toBeVisible();
  // English month and clock, and the zone named as English names it ('GMT+9').
  expect(await namedTimeIn(first)).toMatch(/ (AM|PM) GMT\+9$/);
  await context.close();
});
