import AxeBuilder from '@axe-core/playwright';
import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { buyOnClassPage } from './purchase-helpers';
import { createClass, newStudent, signedIn, unique } from './support/sessions';

/** A new instructor of their own (the demo instructor's earnings move with every journey's purchase). */
async function newInstructor(browser: Browser, baseURL: string, admin: BrowserContext) {
  const name = unique('Ines Earner');
  const { context, email } = await newStudent(browser, baseURL, name);
  const me = (await (await context.request.get('/api/me')).json()) as { _id: string };
  const promoted = await admin.request.patch(`/api/users/update/${me._id}`, {
    headers: { origin: baseURL },
    data: { role: 'instructor' },
  });
  expect(promoted.ok(), await promoted.text()).toBe(true);
  return { context, email, name };
}

test('the instructor sees the net of a sale, the admin pays part of it and exports what is still owed', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const adminContext = await signedIn(browser, baseURL!, 'admin@example.com');
  const instructor = await newInstructor(browser, baseURL!, adminContext);
  const className = unique('Earnings Italian');
  const classId = await createClass(instructor.context.request, baseURL!, className);
  const approved = await adminContext.request.patch(`/api/classes/update/${classId}`, {
    headers: { origin: baseURL! },
    data: { status: 'approved' },
  });
  expect(approved.ok()).toBe(true);

  const student = await newStudent(browser, baseURL!, unique('Sofia Buyer'));
  await buyOnClassPage(await student.context.newPage(), classId, className);

  // $20.00 less the school's 20% commission: $16.00 for the instructor.
  const teacher = await instructor.context.newPage();
  await teacher.goto('/dashboard');
  await teacher
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: 'Earnings' })
    .click();
  await expect(teacher).toHaveTitle('Earnings | Speak the World');
  const perClass = teacher.getByRole('table', { name: 'Earnings per class' });
  const row = perClass.getByRole('row', { name: new RegExp(className) });
  await expect(row.getByRole('cell').last()).toHaveText(/\$16\.00/);
  await expect(row).toContainText('$20.00');
  await expect(row).toContainText('$4.00');
  const totals = teacher.getByRole('group', { name: 'Totals' });
  await expect(totals).toContainText('Your earnings$16.00');
  await expect(totals).toContainText('Still owed to you$16.00');

  const admin = await adminContext.newPage();
  await admin.goto('/dashboard');
  await admin.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Payouts' }).click();
  await expect(admin).toHaveTitle('Payouts | Speak the World');
  const owed = admin.getByRole('table', { name: 'What is owed to each instructor' });
  const balance = owed.getByRole('row').filter({ hasText: instructor.email });
  await expect(balance).toContainText('$16.00');
  await balance.getByRole('button', { name: `Mark paid ${instructor.name}` }).click();
  const dialog = admin.getByRole('dialog', { name: `Pay ${instructor.name}` });
  await expect(dialog.getByLabel('Amount (USD)')).toBeFocused();
  await expect(dialog.getByLabel('Amount (USD)')).toHaveValue('16.00');
  // More than is owed is refused before anything is sent.
  await dialog.getByLabel('Amount (USD)').fill('16.01');
  await dialog.getByLabel('Bank reference').fill('E2E-TR-1');
  await dialog.getByRole('button', { name: 'Mark as paid' }).click();
  await expect(dialog.getByText('At most $16.00 is owed')).toBeVisible();
  await dialog.getByLabel('Amount (USD)').fill('10');
  await dialog.getByRole('button', { name: 'Mark as paid' }).click();
  const question = admin.getByRole('alertdialog', {
    name: `Record a payout of $10.00 to ${instructor.name}?`,
  });
  await expect(question).toContainText(`What is owed to ${instructor.name} drops to $6.00.`);
  await question.getByRole('button', { name: 'Record the payout' }).click();
  await expect(admin.getByText(`Payout of $10.00 to ${instructor.name} recorded`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(balance.getByRole('cell').nth(2)).toHaveText(/\$6\.00/);
  await expect(
    admin.getByRole('table', { name: 'Payouts' }).getByRole('row').filter({ hasText: 'E2E-TR-1' }),
  ).toContainText('$10.00');

  const [download] = await Promise.all([
    admin.waitForEvent('download'),
    admin.getByRole('link', { name: 'Export for the bank (CSV)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^payouts-owed-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await download.path())!);
  expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(csv.toString('utf8')).toContain(`"${instructor.name}","${instructor.email}","6.00","USD"\r\n`);

  await teacher.reload();
  await expect(totals).toContainText('Still owed to you$6.00');
  await expect(teacher.getByRole('table', { name: 'Payouts' })).toContainText('E2E-TR-1');
  for (const context of [adminContext, instructor.context, student.context]) await context.close();
});

test('the earnings and payouts pages have no detectable accessibility violations in either theme and fit 360px and 1280px', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const adminContext = await signedIn(browser, baseURL!, 'admin@example.com');
  const instructorContext = await signedIn(browser, baseURL!, 'instructor@example.com');
  const admin = await adminContext.newPage();
  const teacher = await instructorContext.newPage();
  const checks: { page: Page; path: string; ready: () => Promise<void> }[] = [
    {
      page: teacher,
      path: '/dashboard/earnings',
      ready: () => expect(teacher.getByRole('group', { name: 'Totals' })).toBeVisible(),
    },
    {
      page: admin,
      path: '/dashboard/payouts',
      ready: () => expect(admin.getByLabel('Commission (%)')).toBeVisible(),
    },
  ];
  for (const [width, colorScheme] of [
    [360, 'light'],
    [1280, 'light'],
    [1280, 'dark'],
  ] as const) {
    for (const { page, path, ready } of checks) {
      await page.setViewportSize({ width, height: 800 });
      await page.emulateMedia({ colorScheme });
      await page.goto(path);
      await ready();
      await page.waitForLoadState('networkidle');
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .analyze();
      expect(
        results.violations.map(
          (v) => `${path} at ${width}px, ${colorScheme}: ${v.id} ${v.nodes[0]?.target.join(' ')}`,
        ),
      ).toEqual([]);
      const overflow = await page.evaluate(
        () => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth) - innerWidth,
      );
      expect(overflow, `${path} at ${width}px`).toBeLessThanOrEqual(0);
    }
  }
  // By keyboard: the commission form is reached and saved with the keys alone, and its value put back.
  await admin.goto('/dashboard/payouts');
  const field = admin.getByLabel('Commission (%)');
  const before = await field.inputValue();
  await field.focus();
  await field.fill('101');
  await admin.keyboard.press('Enter');
  await expect(admin.getByText('The commission cannot be above 100%')).toBeVisible();
  await field.fill(before);
  await admin.keyboard.press('Tab');
  await expect(admin.getByRole('button', { name: 'Save commission' })).toBeFocused();
  await admin.keyboard.press('Enter');
  await expect(admin.getByText(`New sales now pay a ${before}% commission`)).toBeVisible();
  await adminContext.close();
  await instructorContext.close();
});
