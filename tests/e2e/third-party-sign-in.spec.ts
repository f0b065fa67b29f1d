import { expect, test } from './support/fixtures';
import type { Page } from '@playwright/test';

async function openProviderPopup(page: Page) {
  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Continue with the demo identity provider' }).click();
  const popup = await popupPromise;
  await expect(popup.getByText('Demo identity provider')).toBeVisible();
  return popup;
}

test('the demo OpenID Connect provider signs a new student in through a 500 x 600 popup', async ({
  page,
}) => {
  await page.goto('/ins');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }).click();
  await expect(page.getByText('not Google', { exact: false })).toBeVisible();
  const popup = await openProviderPopup(page);
  expect(popup.viewportSize()).toEqual({ width: 500, height: 600 });
  const email = `oidc-${Date.now()}@demo.example`;
  await popup.getByLabel('Name').fill('Olga Openid');
  await popup.getByLabel('Email').fill(email);
  // The popup may close before the click returns: wait for it from before the click.
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Continue' }).click();
  await closed;
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'LogOut' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  const me = await page.request.get('/api/me');
  expect(await me.json()).toMatchObject({ name: 'Olga Openid', email, role: 'user' });
});

test('a closed sign-in popup shows a toast', async ({ page }) => {
  await page.goto('/login');
  const popup = await openProviderPopup(page);
  await popup.close();
  await expect(
    page.locator('.toast').getByText('The sign-in window was closed before the sign-in finished.'),
  ).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }),
  ).toBeVisible();
});

test('a provider account with the email of a password account is not merged silently', async ({ page }) => {
  await page.goto('/login');
  const popup = await openProviderPopup(page);
  await popup.getByLabel('Name').fill('Impostor');
  await popup.getByLabel('Email').fill('admin@example.com');
  await popup.getByRole('button', { name: 'Continue' }).click();
  await expect(
    page.locator('.toast').getByText('An account with this email already exists', { exact: false }),
  ).toBeVisible();
  const me = await page.request.get('/api/me');
  expect(me.status()).toBe(401);
});
