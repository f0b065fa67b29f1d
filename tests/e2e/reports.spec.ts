import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Browser, Locator } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { buyOnClassPage } from './purchase-helpers';
import { createClass, newStudent, signedIn, unique } from './support/sessions';

/** An approved class of the demo instructor that a new student has bought: a sale of $20.00 this month. */
async function saleThisMonth(browser: Browser, baseURL: string, admin: APIRequestContext) {
  const instructor = await signedIn(browser, baseURL, 'instructor@example.com');
  const className = unique('Reports Dutch');
  const classId = await createClass(instructor.request, baseURL, className);
  await instructor.close();
  const approved = await admin.patch(`/api/classes/update/${classId}`, {
    headers: { origin: baseURL },
    data: { status: 'approved' },
  });
  expect(approved.ok()).toBe(true);
  const student = await newStudent(browser, baseURL, unique('Reports Buyer'));
  await buyOnClassPage(await student.context.newPage(), classId, className);
  await student.context.close();
  return { className };
}

interface Revenue {
  from: string;
  to: string;
  months: { month: string; gross: number }[];
}

async function revenueOf(request: APIRequestContext): Promise<Revenue> {
  const res = await request.get('/api/reports/revenue');
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as Revenue;
}

/** The month `count` months before a YYYY-MM month. */
function monthsBefore(month: string, count: number): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const date = new Date(Date.UTC(year, number - 1 - count, 1));
  return date.toISOString().slice(0, 7);
}

/** '$1,250.00' -> 1250. */
const dollars = (text: string) => Number(text.replace(/[^\d.-]/g, ''));

/** A data cell's figure as read: the card's column label is aria-hidden and left out. */
async function figure(cell: Locator) {
  return cell.evaluate((element) => {
    const copy = element.cloneNode(true) as HTMLElement;
    for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
    return (copy.textContent ?? '').trim();
  });
}

test("the admin's reports show a sale the test made in this month's revenue and in its class's fill rate", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const adminContext = await signedIn(browser, baseURL!, 'admin@example.com');
  const before = await revenueOf(adminContext.request);
  const grossBefore = before.months.at(-1)!.gross;

  const { className } = await saleThisMonth(browser, baseURL!, adminContext.request);

  const admin = await adminContext.newPage();
  await admin.goto('/dashboard');
  await admin.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Reports' }).click();
  await expect(admin).toHaveTitle('Reports | Speak the World');
  await expect(admin.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();

  // The charts are drawn: bars for the months and for the classes.
  const revenueChart = admin.getByRole('img', { name: /^Bar chart of gross, refunded and net revenue/ });
  await expect(revenueChart).toBeVisible();
  await expect(revenueChart.locator('.recharts-bar-rectangle').first()).toBeVisible();
  const enrolmentChart = admin.getByRole('img', { name: /^Bar chart of enrolled students and free seats/ });
  await expect(enrolmentChart).toBeVisible();
  // Another class of this server may be at 1 of 5 too (the other journey's sale): the table below has this
  // class's own row.
  await expect(enrolmentChart.getByText('1/5 · 20%').first()).toBeVisible();

  // Their tables: this month's gross went up by the sale, and the class has 1 of its 5 seats taken.
  const revenue = admin.getByRole('region', { name: 'Table of revenue per month' });
  await admin.getByText('Show the figures as a table').first().click();
  const thisMonth = revenue.getByRole('row').nth(-2);
  await expect(thisMonth.getByRole('cell').nth(1)).toContainText('$');
  expect(dollars(await figure(thisMonth.getByRole('cell').nth(1)))).toBeCloseTo(grossBefore + 20, 2);
  const totals = revenue.getByRole('row').last();
  await expect(totals.getByRole('rowheader')).toHaveText('Total');

  const enrolments = admin.getByRole('region', { name: 'Table of enrolments per class' });
  await admin.getByText('Show the figures as a table').last().click();
  const row = enrolments.getByRole('row', { name: new RegExp(`^${className}`) });
  const cells = row.getByRole('cell');
  expect(await figure(cells.nth(1))).toBe('1');
  expect(await figure(cells.nth(2))).toBe('5');
  expect(await figure(cells.nth(3))).toBe('20%');
  await adminContext.close();
});

test('the reports page has no detectable accessibility violations, fits 360 px, and its tables are reached by keyboard', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const context = await signedIn(browser, baseURL!, 'admin@example.com');
  // Its own sale, so the revenue chart and table are there whichever journeys ran before on this server.
  await saleThisMonth(browser, baseURL!, context.request);
  const page = await context.newPage();
  for (const [width, colorScheme] of [
    [360, 'light'],
    [1280, 'light'],
    [1280, 'dark'],
  ] as const) {
    await page.setViewportSize({ width, height: 800 });
    await page.emulateMedia({ colorScheme });
    await page.goto('/dashboard/reports');
    await expect(page.getByRole('img', { name: /^Bar chart of enrolled students/ })).toBeVisible();
    await expect(page.getByRole('img', { name: /^Bar chart of gross/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Revenue per month' })).toBeVisible();
    for (const summary of await page.getByText('Show the figures as a table').all()) await summary.click();
    await expect(page.getByRole('region', { name: 'Table of enrolments per class' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    expect(
      results.violations.map((v) => `at ${width}px, ${colorScheme}: ${v.id} ${v.nodes[0]?.target.join(' ')}`),
    ).toEqual([]);
    const overflow = await page.evaluate(
      () => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth) - innerWidth,
    );
    expect(overflow, `at ${width}px`).toBeLessThanOrEqual(0);
  }

  // By keyboard alone: from the range's last button, the revenue table's disclosure, then the table itself.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/dashboard/reports');
  await expect(page.getByRole('img', { name: /^Bar chart of gross/ })).toBeVisible();
  await page.getByRole('button', { name: 'Last 12 months' }).focus();
  await page.keyboard.press('Tab');
  const disclosure = page.locator('main summary').first();
  await expect(disclosure).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('region', { name: 'Table of revenue per month' })).toBeFocused();
  // On to the enrolment table the same way.
  await page.keyboard.press('Tab');
  await expect(page.locator('summary').last()).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('region', { name: 'Table of enrolments per class' })).toBeFocused();

  // A range chosen by keyboard: the last three months, sent with Enter.
  const { to } = await revenueOf(context.request);
  const from = monthsBefore(to, 2);
  await page.getByLabel('First month').fill(from);
  await page.getByLabel('Last month').fill(to);
  await page.getByLabel('Last month').press('Enter');
  await expect(page).toHaveURL(new RegExp(`\\?from=${from}&to=${to}$`));
  // Three months, the heading row and the totals.
  await expect(page.getByRole('region', { name: 'Table of revenue per month' }).getByRole('row')).toHaveCount(
    5,
  );
  await context.close();
});
