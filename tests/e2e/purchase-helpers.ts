import { expect, type Page } from '@playwright/test';
import { verifyThroughMail } from './support/mail-links';

export const TEST_PASSWORD = 'Secret#1';

/**
 * A new student per journey: each worker's e2e server is seeded once and shared by that worker's tests.
 * Paying needs a verified address: the student opens the verification mail's link, which also signs in.
 */
export async function signUpStudent(page: Page, baseURL: string | undefined, label: string) {
  const email = `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const response = await page.request.post('/api/auth/sign-up/email', {
    data: { name: `Student ${label}`, email, password: TEST_PASSWORD },
    headers: { origin: new URL(baseURL!).origin },
  });
  expect(response.ok(), await response.text()).toBe(true);
  // The request context shares its cookies with the page, so the page is signed in afterwards.
  await verifyThroughMail(page.request, page.context().browser()!, baseURL!, email, {
    name: `Student ${label}`,
    password: TEST_PASSWORD,
  });
  return email;
}

export async function signIn(
  page: Page,
  baseURL: string | undefined,
  email: string,
  password = TEST_PASSWORD,
) {
  const response = await page.request.post('/api/auth/sign-in/email', {
    data: { email, password },
    headers: { origin: new URL(baseURL!).origin },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

export function classCard(page: Page, name: string) {
  return page.getByRole('article', { name, exact: true });
}

/** The 'Available seats: N' a class card shows. */
export async function seatsOnCard(page: Page, name: string): Promise<number> {
  const text = await classCard(page, name)
    .getByText(/Available seats:/)
    .innerText();
  const match = /Available seats:\s*(\d+)/.exec(text);
  if (!match) throw new Error(`no seat count in "${text}"`);
  return Number(match[1]);
}

export async function seatsOnClassesPage(page: Page, name: string): Promise<number> {
  await page.goto('/classes');
  await expect(classCard(page, name)).toBeVisible();
  return seatsOnCard(page, name);
}

/** Select on /classes, then wait for the 1.5 s success popup to close. */
export async function selectClass(page: Page, name: string) {
  await classCard(page, name).getByRole('button', { name: 'Select' }).click();
  const popup = page.getByRole('dialog', { name: 'Class selected!' });
  await expect(popup).toBeVisible();
  await expect(popup).toBeHidden({ timeout: 5000 });
}

export async function fillCard(page: Page, number: string, expiry = '12/34', cvc = '123') {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM/YY)').fill(expiry);
  await page.getByLabel('CVC').fill(cvc);
}

/**
 * A student buys a $20.00 class on its page, as any student would: Select, then pay from the selected
 * classes with the test card that succeeds.
 */
export async function buyOnClassPage(page: Page, classId: string, className: string) {
  await page.goto(`/classes/${classId}`);
  await page.getByRole('button', { name: /^Select/ }).click();
  // The popup says the server kept the selection: leaving before it shows could cancel the request (a
  // busy machine once left the cart empty), and a popup not shown yet already counts as hidden.
  const popup = page.getByRole('dialog', { name: 'Class selected!' });
  await expect(popup).toBeVisible();
  await expect(popup).toBeHidden({ timeout: 5000 });
  await page.goto('/dashboard/selected');
  await page.getByRole('link', { name: `Pay for ${className}` }).click();
  await expect(page.getByTestId('total-price')).toHaveText('$20.00');
  await fillCard(page, '4242424242424242');
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByRole('dialog', { name: 'Payment successful' })).toBeVisible();
}
