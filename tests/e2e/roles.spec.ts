import { expect, test } from './support/fixtures';
import { createClass, newStudent, signedIn, unique } from './support/sessions';

test('the admin makes a student an instructor, whose menu changes on the next page load, and back', async ({
  browser,
  baseURL,
}) => {
  const name = unique('Nia Newrole');
  const { context } = await newStudent(browser, baseURL!, name);
  const person = await context.newPage();
  await person.goto('/dashboard');
  const menu = person.getByRole('navigation', { name: 'Dashboard' });
  await expect(menu.getByRole('link', { name: 'My selected classes' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Add a class' })).toHaveCount(0);

  const admin = await (await signedIn(browser, baseURL!, 'admin@example.com')).newPage();
  await admin.goto('/dashboard/manage-users');
  const row = admin.getByRole('row', { name, exact: true });
  await expect(row.getByText('user', { exact: true })).toBeVisible();
  await expect(row.getByAltText('Default avatar')).toBeVisible();
  await expect(row.getByRole('button', { name: `Make user: ${name}` })).toBeDisabled();
  // Nothing changes until the admin confirms a question that says what the new role gives and takes away.
  await row.getByRole('button', { name: `Make instructor: ${name}` }).click();
  const question = admin.getByRole('alertdialog', { name: `Make ${name} an instructor?` });
  await expect(question).toContainText(
    'will be able to add classes and teach them, and will no longer be able to select or pay for classes.',
  );
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toBeHidden();
  await expect(row.getByText('user', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: `Make instructor: ${name}` }).click();
  await question.getByRole('button', { name: 'Make an instructor' }).click();
  const popup = admin.getByRole('dialog', { name: 'Role Updated successfully!' });
  await expect(popup).toBeVisible();
  await expect(popup).toBeHidden();
  await expect(row.getByText('instructor', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: `Make instructor: ${name}` })).toBeDisabled();

  await person.reload();
  await expect(person.getByRole('complementary').getByText('Instructor', { exact: true })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Add a class' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'My classes' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'My selected classes' })).toHaveCount(0);
  await person.goto('/dashboard/addclass');
  await expect(person.getByLabel('Instructor name')).toHaveValue(name);

  // The way back to a plain user.
  await row.getByRole('button', { name: `Make user: ${name}` }).click();
  await admin
    .getByRole('alertdialog', { name: `Make ${name} a user?` })
    .getByRole('button', { name: 'Make a user' })
    .click();
  await expect(admin.getByRole('dialog', { name: 'Role Updated successfully!' })).toBeVisible();
  await expect(row.getByText('user', { exact: true })).toBeVisible();
  await person.goto('/dashboard');
  await expect(menu.getByRole('link', { name: 'My selected classes' })).toBeVisible();
  await context.close();
});

test("the admin's own row cannot be changed, and says why", async ({ browser, baseURL }) => {
  const admin = await (await signedIn(browser, baseURL!, 'admin@example.com')).newPage();
  await admin.goto('/dashboard/manage-users');
  const row = admin.getByRole('row', { name: 'Ada Admin', exact: true });
  await expect(row.getByText('you', { exact: true })).toBeVisible();
  for (const label of [
    'Make Admin: Ada Admin',
    'Make instructor: Ada Admin',
    'Make user: Ada Admin',
    'Delete Ada Admin',
  ]) {
    await expect(row.getByRole('button', { name: label })).toBeDisabled();
  }
  await expect(
    row.getByText('This is you: another admin has to change your role or delete your account.'),
  ).toBeVisible();
});

test("a student opening the admins' and instructors' pages sees the 'Not allowed' page", async ({
  browser,
  baseURL,
}) => {
  const page = await (await signedIn(browser, baseURL!, 'student@example.com')).newPage();
  for (const path of [
    '/dashboard/manage-users',
    '/dashboard/manage-class',
    '/dashboard/addclass',
    '/dashboard/myclasses',
    '/dashboard/teaching-schedule',
    '/dashboard/all-schedules',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Not allowed' })).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
  }
  await page.goto('/dashboard/manage-users');
  await page.getByRole('link', { name: 'Back to your dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('with reduced motion, a dialog still puts focus on its first field as it opens', async ({
  browser,
  baseURL,
}) => {
  const admin = await (await signedIn(browser, baseURL!, 'admin@example.com')).newPage();
  await admin.emulateMedia({ reducedMotion: 'reduce' });
  await admin.goto('/dashboard/manage-class');
  await admin
    .getByRole('button', { name: /^Reassign / })
    .first()
    .click();
  const dialog = admin.getByRole('alertdialog', { name: /^Reassign / });
  await expect(dialog.getByRole('combobox', { name: 'New instructor' })).toBeFocused();
  await admin.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('an instructor with classes is made a user only after the admin reassigns their classes', async ({
  browser,
  baseURL,
}) => {
  const origin = { origin: baseURL! };
  const name = unique('Ivo Teacher');
  const { context, email } = await newStudent(browser, baseURL!, name);
  const adminContext = await signedIn(browser, baseURL!, 'admin@example.com');
  const people = (await (await adminContext.request.get('/api/users')).json()) as {
    _id: string;
    email: string;
  }[];
  const id = people.find((p) => p.email === email)!._id;
  const promoted = await adminContext.request.patch(`/api/users/update/${id}`, {
    headers: origin,
    data: { role: 'instructor' },
  });
  expect(promoted.ok()).toBe(true);
  const className = unique('E2E Reassigned class');
  await createClass(context.request, baseURL!, className);
  await context.close();

  const admin = await adminContext.newPage();
  await admin.goto('/dashboard/manage-users');
  const row = admin.getByRole('row', { name, exact: true });
  await row.getByRole('button', { name: `Make user: ${name}` }).click();
  await admin
    .getByRole('alertdialog', { name: `Make ${name} a user?` })
    .getByRole('button', { name: 'Make a user' })
    .click();
  await expect(
    admin
      .locator('.toast')
      .getByText(`This instructor still teaches 1 class: “${className}”. Reassign it to another instructor`),
  ).toBeVisible();
  await expect(row.getByText('instructor', { exact: true })).toBeVisible();

  await admin.goto('/dashboard/manage-class');
  const classRow = admin.getByRole('row', { name: className, exact: true });
  await expect(classRow.getByText(name)).toBeVisible();
  await classRow.getByRole('button', { name: `Reassign ${className}` }).click();
  const dialog = admin.getByRole('alertdialog', { name: `Reassign “${className}”?` });
  const picker = dialog.getByRole('combobox', { name: 'New instructor' });
  await expect(picker).toBeFocused();
  await expect(picker.locator('option', { hasText: email })).toHaveCount(0);
  await picker.selectOption({ label: 'Ana Martínez (instructor@example.com)' });
  await dialog.getByRole('button', { name: 'Reassign' }).click();
  await expect(admin.getByRole('dialog', { name: 'Done!' })).toContainText(
    `“${className}” is now taught by Ana Martínez.`,
  );
  await expect(classRow.getByText('Ana Martínez')).toBeVisible();

  await admin.goto('/dashboard/manage-users');
  await row.getByRole('button', { name: `Make user: ${name}` }).click();
  await admin
    .getByRole('alertdialog', { name: `Make ${name} a user?` })
    .getByRole('button', { name: 'Make a user' })
    .click();
  await expect(admin.getByRole('dialog', { name: 'Role Updated successfully!' })).toBeVisible();
  await expect(row.getByText('user', { exact: true })).toBeVisible();
});
