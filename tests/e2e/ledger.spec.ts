import AxeBuilder from '@axe-core/playwright';
import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { overflow } from './helpers';
import { buyOnClassPage } from './purchase-helpers';
import { createClass, newStudent, signedIn, unique } from './support/sessions';

/** RFC 4180 as the CSV writer writes it: every cell quoted, CRLF line ends, after a byte order mark. */
function parseCsv(bytes: Buffer): string[][] {
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.toString('utf8').slice(1);
  const rows: string[][] = [];
  let row: string[] = [];
  for (const match of text.matchAll(/"((?:[^"]|"")*)"(,|\r\n)/g)) {
    row.push(match[1]!.replaceAll('""', '"'));
    if (match[2] === '\r\n') {
      rows.push(row);
      row = [];
    }
  }
  return rows;
}

const TOTALS = ['Gross paid', 'Discounts (coupons)', 'Refunded', 'Net received', 'Commission', 'Paid out'];

/** The totals the page shows, in cents, by label. */
async function totalsOnPage(totals: Locator): Promise<Record<string, number>> {
  const shown: Record<string, number> = {};
  for (const label of TOTALS) {
    const text = await totals
      .getByRole('term')
      .filter({ hasText: new RegExp(`^${label.replace(/[()]/g, '\\$&')}$`) })
      .locator('xpath=following-sibling::dd[1]')
      .innerText();
    shown[label] = Math.round(Number(text.replace(/[$,]/g, '')) * 100);
  }
  return shown;
}

/** The same totals summed from the CSV's columns, in cents. */
function totalsOfCsv([header, ...rows]: string[][]): Record<string, number> {
  const sum = (column: string) =>
    rows.reduce((total, row) => total + Math.round(Number(row[header!.indexOf(column)] || 0) * 100), 0);
  return {
    'Gross paid': sum('Paid'),
    'Discounts (coupons)': sum('Discount'),
    Refunded: sum('Refunded'),
    'Net received': sum('Paid') - sum('Refunded'),
    Commission: sum('Commission') - sum('Commission given back'),
    'Paid out': sum('Paid out'),
  };
}

async function exportCsv(admin: Page) {
  const [download] = await Promise.all([
    admin.waitForEvent('download'),
    admin.getByRole('link', { name: 'Export these rows (CSV)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^ledger-\d{4}-\d{2}-\d{2}\.csv$/);
  return parseCsv(readFileSync((await download.path())!));
}

test('the admin finds a sale in the ledger, filters to it, and exports a CSV whose totals match the page', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const adminContext = await signedIn(browser, baseURL!, 'admin@example.com');
  const instructorContext = await signedIn(browser, baseURL!, 'instructor@example.com');
  const className = unique('Ledger Polish');
  const classId = await createClass(instructorContext.request, baseURL!, className);
  const approved = await adminContext.request.patch(`/api/classes/update/${classId}`, {
    headers: { origin: baseURL! },
    data: { status: 'approved' },
  });
  expect(approved.ok()).toBe(true);
  const studentName = unique('Lara Ledger');
  const student = await newStudent(browser, baseURL!, studentName);
  await buyOnClassPage(await student.context.newPage(), classId, className);

  const admin = await adminContext.newPage();
  await admin.goto('/dashboard');
  await admin.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Payments' }).click();
  await expect(admin).toHaveTitle('Payments | Speak the World');
  await expect(admin.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
  const table = admin.getByRole('table', { name: 'Payments, refunds and payouts, newest first' });
  const sale = table.getByRole('row', { name: new RegExp(`^Payment .*: ${className}$`) });
  await expect(sale).toHaveCount(1);
  await expect(sale).toContainText(studentName);
  await expect(sale).toContainText('+$20.00');
  await expect(sale).toContainText('Commission $4.00');

  // Every row: the page's totals are the CSV's column sums.
  const totals = admin.getByRole('region', { name: 'Totals of the matching rows' });
  expect(totalsOfCsv(await exportCsv(admin))).toEqual(await totalsOnPage(totals));

  // Filtered by class and kind, by keyboard: the filter lands in the address, which a reload keeps.
  const filters = admin.getByRole('form', { name: 'Filter the ledger' });
  await filters.getByLabel('Kind').selectOption({ label: 'Payments only' });
  await filters.getByLabel('Class (name)').fill(className);
  await filters.getByLabel('Class (name)').press('Enter');
  await expect(admin).toHaveURL(/[?&]kind=payment/);
  await expect(admin).toHaveURL(
    new RegExp(`[?&]class=${encodeURIComponent(className).replace(/%20/g, '\\+')}`),
  );
  await admin.reload();
  await expect(filters.getByLabel('Class (name)')).toHaveValue(className);
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(totals).toContainText('1 payment, 0 refunds, 0 payouts');
  expect(await totalsOnPage(totals)).toEqual({
    'Gross paid': 2000,
    'Discounts (coupons)': 0,
    Refunded: 0,
    'Net received': 2000,
    Commission: 400,
    'Paid out': 0,
  });

  const csv = await exportCsv(admin);
  expect(csv).toHaveLength(2);
  expect(csv[1]!.slice(1, 4)).toEqual(['Payment', 'Paid', className]);
  expect(csv[1]![6]).toBe(studentName);
  expect(totalsOfCsv(csv)).toEqual(await totalsOnPage(totals));

  await filters.getByRole('button', { name: 'Clear' }).click();
  await expect(filters.getByLabel('Class (name)')).toHaveValue('');
  await expect(admin).not.toHaveURL(/class=/);
  for (const context of [adminContext, instructorContext, student.context]) await context.close();
});

test('the ledger has no detectable accessibility violations, fits 360px and 1280px, and the keyboard reaches the filters and the export', async ({
  browser,
  baseURL,
}) => {
  const context = await signedIn(browser, baseURL!, 'admin@example.com');
  const page = await context.newPage();
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/dashboard/payments');
    await expect(page.getByRole('region', { name: 'Totals of the matching rows' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    expect(results.violations.map((v) => `${width}px: ${v.id} ${v.nodes[0]?.target.join(' ')}`)).toEqual([]);
    const { documentWidth, widest } = await overflow(page);
    expect(documentWidth, `at ${width}px, widest: ${widest}`).toBeLessThanOrEqual(width);
  }

  // From the page's heading on, Tab alone passes through every filter, then the buttons and the export.
  await page.getByRole('heading', { level: 1, name: 'Payments' }).evaluate((heading) => {
    heading.setAttribute('tabindex', '-1');
    (heading as HTMLElement).focus();
  });
  const reached: string[] = [];
  for (let i = 0; i < 40 && !reached.includes('Export these rows (CSV)'); i++) {
    await page.keyboard.press('Tab');
    reached.push(
      await page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null;
        if (!element) return '';
        const label = element.closest('label')?.querySelector('span')?.textContent;
        return (label ?? element.textContent ?? '').trim();
      }),
    );
  }
  for (const name of [
    'From (day)',
    'Until (day, included)',
    'Kind',
    'Payment status',
    'Class (name)',
    'Instructor (name or email)',
    'Student (name or email)',
    'Apply filters',
    'Clear',
    'Export these rows (CSV)',
  ]) {
    expect(reached, name).toContain(name);
  }
  await expect(page.getByRole('link', { name: 'Export these rows (CSV)' })).toBeFocused();
  await context.close();
});

test('a row with words longer than a phone is wide (a bank reference, a name without spaces) still fits 360px', async ({
  browser,
  baseURL,
}) => {
  const context = await signedIn(browser, baseURL!, 'admin@example.com');
  const page = await context.newPage();
  await page.setViewportSize({ width: 360, height: 800 });
  // The longest a payout's bank reference may be (140), and names as long as an account's may be, in one row
  // put in front of the ledger's real rows: whatever is stored, the card breaks it instead of growing.
  const reference = 'SEPA' + '0123456789'.repeat(13) + 'ABCDEF';
  const name = 'Maximiliana'.repeat(6);
  await page.route(/\/api\/ledger(\?|$)/, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { entries: unknown[] };
    body.entries.unshift({
      _id: 'long-words',
      kind: 'payout',
      at: new Date().toISOString(),
      localTime: '2026-11-27 12:00',
      status: null,
      className: null,
      instructor: { name, email: `${name.toLowerCase()}@example.com` },
      student: null,
      coupon: null,
      discount: 0,
      amount: 10,
      commission: 0,
      reference,
      reason: null,
    });
    await route.fulfill({ response, json: body });
  });
  await page.goto('/dashboard/payments');
  const table = page.getByRole('table', { name: 'Payments, refunds and payouts, newest first' });
  // Its time is the staff pages' one: the viewer's zone, named ('Nov 27, 2026, 6:33 AM PST').
  const row = table.getByRole('row', {
    name: new RegExp(`^Payout \\w{3} \\d{1,2}, \\d{4}, \\d{1,2}:\\d{2}\\s[AP]M\\s\\S+: To ${name}$`),
  });
  await expect(row).toContainText(reference);
  const { documentWidth, widest } = await overflow(page);
  expect(documentWidth, `widest: ${widest}`).toBeLessThanOrEqual(360);
  await context.close();
});
