import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { createClass, newStudent, signedIn, unique } from './support/sessions';

/** The admin changes a student's role and denies a pending class, through the dashboard's own pages. */
async function changeRoleAndDenyClass(admin: Page, studentName: string, className: string) {
  await admin.goto('/dashboard/manage-users');
  const user = admin.getByRole('row', { name: studentName, exact: true });
  await user.getByRole('button', { name: `Make instructor: ${studentName}` }).click();
  await admin
    .getByRole('alertdialog', { name: `Make ${studentName} an instructor?` })
    .getByRole('button', { name: 'Make an instructor' })
    .click();
  const roleDone = admin.getByRole('dialog', { name: 'Role Updated successfully!' });
  await expect(roleDone).toBeVisible();
  await expect(roleDone).toBeHidden();

  await admin.goto('/dashboard/manage-class');
  const row = admin.getByRole('row', { name: className, exact: true });
  await row.getByRole('button', { name: `Deny ${className}` }).click();
  const deny = admin.getByRole('alertdialog', { name: `Deny “${className}”?` });
  await deny.getByLabel('Feedback for the instructor (optional)').fill('Please add the weekly schedule.');
  await deny.getByRole('button', { name: 'Deny', exact: true }).click();
  const done = admin.getByRole('dialog', { name: 'Done!' });
  await expect(done).toBeVisible();
  await expect(done).toBeHidden();
  await expect(row.getByText('denied', { exact: true })).toBeVisible();
}

/** A new student and a new pending class of the demo instructor, for this test alone. */
async function studentAndPendingClass(
  browser: Parameters<typeof signedIn>[0],
  baseURL: string,
  prefix: string,
) {
  const studentName = unique(`${prefix} Student`);
  const student = await newStudent(browser, baseURL, studentName);
  await student.context.close();
  const instructor = await signedIn(browser, baseURL, 'instructor@example.com');
  const className = unique(`${prefix} Class`);
  await createClass(instructor.request, baseURL, className);
  await instructor.close();
  return { studentName, studentEmail: student.email, className };
}

test('an admin changes a role and denies a class, then finds both in the audit log and filters by action', async ({
  browser,
  baseURL,
}) => {
  const { studentName, studentEmail, className } = await studentAndPendingClass(browser, baseURL!, 'Audit');
  const context = await signedIn(browser, baseURL!, 'admin@example.com');
  const admin = await context.newPage();
  await changeRoleAndDenyClass(admin, studentName, className);

  await admin.goto('/dashboard');
  await admin.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Audit log' }).click();
  await expect(admin).toHaveTitle('Audit log | Speak the World');
  await expect(admin.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();

  const entries = admin.getByRole('list', { name: 'Audit log entries, newest first' }).getByRole('listitem');
  const roleEntry = entries.filter({
    has: admin.getByRole('heading', { name: new RegExp(`^Role changed · Account ${studentEmail}`) }),
  });
  await expect(roleEntry).toHaveCount(1);
  await expect(roleEntry.getByText(/^By .*\(admin@example\.com\)$/)).toBeVisible();
  await expect(roleEntry.getByRole('definition')).toHaveText('user → became instructor');

  const classEntry = entries.filter({
    has: admin.getByRole('heading', { name: `Class denied · Class ${className}` }),
  });
  await expect(classEntry).toHaveCount(1);
  await expect(classEntry.getByRole('term')).toHaveText(['Status', 'Feedback']);
  await expect(classEntry.getByRole('definition')).toHaveText([
    'pending → became denied',
    'none → became Please add the weekly schedule.',
  ]);

  // By keyboard: the action filter, then Enter in the form applies it.
  const filters = admin.getByRole('form', { name: 'Filter the audit log' });
  await filters.getByLabel('Action').selectOption({ label: 'Class denied' });
  await filters.getByLabel('Who (name or email)').focus();
  await admin.keyboard.press('Enter');
  await expect(admin).toHaveURL(/[?&]action=class\.denied/);
  await expect(classEntry).toHaveCount(1);
  await expect(roleEntry).toHaveCount(0);
  const headings = entries.getByRole('heading');
  for (const heading of await headings.all()) await expect(heading).toHaveText(/^Class denied · /);

  // The filter is in the address: a reload keeps it, and Clear shows every action again.
  await admin.reload();
  await expect(filters.getByLabel('Action')).toHaveValue('class.denied');
  await expect(roleEntry).toHaveCount(0);
  await filters.getByRole('button', { name: 'Clear' }).click();
  await expect(filters.getByLabel('Action')).toHaveValue('');
  await expect(roleEntry).toHaveCount(1);

  // By subject: the student's email finds the role change alone.
  await filters.getByLabel('Subject (name, email or id)').fill(studentEmail);
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  await expect(roleEntry).toHaveCount(1);
  await expect(classEntry).toHaveCount(0);
  await expect(entries).toHaveCount(1);
  await context.close();
});

for (const width of [360, 1280]) {
  test(`the audit log, with entries, has no detectable accessibility violations and fits at ${width}px`, async ({
    browser,
    baseURL,
  }) => {
    const { studentName, className } = await studentAndPendingClass(browser, baseURL!, `Axe ${width}`);
    const context = await signedIn(browser, baseURL!, 'admin@example.com');
    const page = await context.newPage();
    await changeRoleAndDenyClass(page, studentName, className);
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/dashboard/audit');
    await expect(page.getByRole('heading', { name: `Class denied · Class ${className}` })).toBeVisible();
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(
      results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([]);
    const widest = await page.evaluate(() =>
      Math.max(document.documentElement.scrollWidth, document.body.scrollWidth),
    );
    expect(widest).toBeLessThanOrEqual(width);
    await context.close();
  });
}
