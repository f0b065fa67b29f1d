import { expect, test } from './support/fixtures';
import type { Page } from '@playwright/test';

const unique = () => `e2e-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

async function fillRegistration(
  page: Page,
  values: { name?: string; email?: string; password?: string; confirm?: string },
) {
  await page.getByLabel('Username').fill(values.name ?? '');
  await page.getByLabel('Email', { exact: true }).fill(values.email ?? '');
  await page.getByLabel('Password', { exact: true }).fill(values.password ?? '');
  await page.getByLabel('Confirm Password').fill(values.confirm ?? '');
  await page.getByRole('button', { name: 'Register' }).click();
}

async function login(page: Page, email: string, password = 'Demo@1234') {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

test('each registration rule shows its exact text', async ({ page }) => {
  await page.goto('/registration');
  await fillRegistration(page, {});
  for (const text of [
    'Username is required',
    'Email is required',
    'Password is required',
    'Confirm Password is required',
  ]) {
    await expect(page.getByRole('alert').filter({ hasText: text }).first()).toBeVisible();
    // Said once, under its field: no toast repeats it.
    await expect(page.locator('.toast').getByText(text)).toHaveCount(0);
  }
  await expect(page.getByLabel('Username')).toBeFocused();
  const cases: [string, string, string][] = [
    ['Secret#1', 'Secret#2', 'Passwords do not match'],
    ['Ab#1', 'Ab#1', 'Password should be at least 6 characters long'],
    ['secret#1', 'secret#1', 'Password should contain at least one uppercase letter'],
    ['Secret12', 'Secret12', 'Password should contain at least one special character'],
  ];
  for (const [password, confirm, text] of cases) {
    await fillRegistration(page, { name: 'Rule Tester', email: unique(), password, confirm });
    await expect(page.locator('.toast').getByText(text)).toBeVisible();
  }
  await expect(page).toHaveURL(/\/registration$/);
});

test('a good registration lands on the home page signed in, and logout and login work', async ({ page }) => {
  const email = unique();
  await page.goto('/registration');
  await page.getByLabel('Gender (optional)').selectOption('female');
  await fillRegistration(page, { name: 'Nadia Newcomer', email, password: 'Secret#1', confirm: 'Secret#1' });
  await expect(page.getByRole('dialog').getByText('Account created')).toBeVisible();
  await expect(page).toHaveURL(/\/$/, { timeout: 10_000 });
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('button', { name: 'LogOut' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(nav.getByAltText('Default avatar')).toBeVisible();

  await nav.getByRole('button', { name: 'LogOut' }).click();
  await expect(nav.getByRole('link', { name: 'Login' })).toBeVisible();

  await page.goto('/login');
  await login(page, email, 'Wrong#123');
  await expect(page.locator('.toast').getByText('Invalid email or password')).toBeVisible();
  await login(page, email, 'Secret#1');
  await expect(page).toHaveURL(/\/$/);
  await expect(nav.getByRole('button', { name: 'LogOut' })).toBeVisible();
});

test('login sends the visitor back to the page they came from', async ({ page }) => {
  await page.goto('/dashboard/profile');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Please Login' })).toBeVisible();
  await login(page, 'student@example.com');
  await expect(page).toHaveURL(/\/dashboard\/profile$/);
  await expect(page.getByRole('heading', { name: 'My profile' })).toBeVisible();
});

test('the login form asks for both fields with the spec texts and toggles the password', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('email is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
  const password = page.getByLabel('Password', { exact: true });
  await password.fill('Visible#1');
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(password).toHaveAttribute('type', 'text');
});

for (const [email, role] of [
  ['admin@example.com', 'Admin'],
  ['instructor@example.com', 'Instructor'],
  ['student@example.com', 'Student'],
] as const) {
  test(`the demo ${role.toLowerCase()} signs in and sees the ${role} dashboard`, async ({ page }) => {
    await page.goto('/login');
    await login(page, email);
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/dashboard');
    const menu = page.getByRole('complementary');
    await expect(menu.getByText(role, { exact: true })).toBeVisible();
    await expect(menu.getByText('Dashboard', { exact: true })).toBeVisible();
  });
}

test('the profile can be updated from the dashboard', async ({ page }) => {
  await page.goto('/login');
  await login(page, 'student@example.com');
  // Navigating before the sign-in answer arrives would cancel it (and its cookie).
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/dashboard/profile');
  await page.getByLabel('Display name').fill('Sam the Student');
  await page.getByLabel('Photo URL').fill('/images/instructors/eva.svg');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.locator('.toast').getByText('Profile updated')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Display name')).toHaveValue('Sam the Student');
  await page.getByLabel('Photo URL').fill('https://elsewhere.example/me.png');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Photo URL must be a picture on this site', { exact: false })).toBeVisible();
});
