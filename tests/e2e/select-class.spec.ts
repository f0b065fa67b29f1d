import { expect, test } from './support/fixtures';
import { classCard, selectClass, signIn, signUpStudent, TEST_PASSWORD } from './purchase-helpers';

// A class still to come: Spanish for Beginners has started, and the demo school takes no late students.
const OPEN = 'Italian Cooking Vocabulary';
const FULL = 'Conversational Spanish';
const byInstructor = '/classes?instructor=marco.rossi%40example.com';
const byFullClassInstructor = '/classes?instructor=instructor%40example.com';

test('a visitor is asked to log in, comes back, and cannot select a class twice', async ({
  page,
  baseURL,
}) => {
  const email = await signUpStudent(page, baseURL, 'selector');
  await page.context().clearCookies();

  await page.goto(byInstructor);
  await classCard(page, OPEN).getByRole('button', { name: 'Select' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Please login to select this class' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'Please Login' })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(byInstructor);

  await expect(page.getByRole('dialog', { name: 'Login successful' })).toBeHidden({ timeout: 5000 });
  await selectClass(page, OPEN);
  await classCard(page, OPEN).getByRole('button', { name: 'Selected' }).click();
  await expect(page.locator('.toast').getByText('The class id already selected')).toBeVisible();

  // A full class cannot be selected: a student is offered its waitlist instead.
  await page.goto(byFullClassInstructor);
  await expect(classCard(page, FULL).getByRole('button', { name: /^Select/ })).toHaveCount(0);
  await expect(classCard(page, FULL).getByRole('button', { name: `Join waitlist of ${FULL}` })).toBeVisible();
});

test('instructors and admins see Select disabled, with the reason', async ({ page, baseURL }) => {
  for (const account of ['instructor@example.com', 'admin@example.com']) {
    await page.context().clearCookies();
    await signIn(page, baseURL, account, 'Demo@1234');
    await page.goto('/classes');
    const select = classCard(page, OPEN).getByRole('button', { name: 'Select' });
    await expect(select).toBeDisabled();
    await expect(select).toHaveAccessibleDescription('Only student accounts can select classes.');
  }
});

test('a visitor creates an account from the Select dialog and lands back on the classes with the same filters', async ({
  page,
}) => {
  await page.goto(byInstructor);
  await classCard(page, OPEN)
    .getByRole('button', { name: `Select ${OPEN}` })
    .click();
  const dialog = page.getByRole('alertdialog', { name: 'Please login to select this class' });
  await dialog.getByRole('button', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/registration$/);
  await page.getByLabel('Username').fill('Nina Newcomer');
  await page.getByLabel('Email', { exact: true }).fill(`nina-${Date.now()}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
  await page.getByLabel('Confirm Password').fill(TEST_PASSWORD);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(byInstructor, { timeout: 10_000 });
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'LogOut' }),
  ).toBeVisible();
  await selectClass(page, OPEN);
});

test('each Select button is named after its class, and a full class offers its waitlist and says why in text', async ({
  page,
}) => {
  await page.goto('/classes');
  await expect(
    classCard(page, OPEN).getByRole('button', { name: `Select ${OPEN}`, exact: true }),
  ).toBeVisible();
  const full = classCard(page, FULL);
  await expect(full.getByRole('button', { name: `Select ${FULL}`, exact: true })).toHaveCount(0);
  await expect(full.getByRole('button', { name: `Join waitlist of ${FULL}`, exact: true })).toBeEnabled();
  await expect(full.getByText('This class is full.')).toBeVisible();
});
