import { expect, test } from './support/fixtures';
import type { Page } from '@playwright/test';
import { selectClass } from './purchase-helpers';

/** Through the demo provider's popup, typing `name` and `email`, until the page is signed in. */
async function signInWithDemo(page: Page, name: string, email: string) {
  await page.goto('/login');
  const popup = await openProviderPopup(page);
  await popup.getByLabel('Name').fill(name);
  await popup.getByLabel('Email').fill(email);
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Continue' }).click();
  await closed;
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'LogOut' }),
  ).toBeVisible();
}

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

test('two visitors who type the same address into the demo provider get no account that may pay', async ({
  page,
  browser,
  baseURL,
}) => {
  const email = `typed-${Date.now()}-${Math.floor(Math.random() * 1e6)}@demo.example`;
  await page.goto('/login');
  // The button says what it is, and that it proves no address.
  await expect(page.getByText('It checks no address', { exact: false })).toBeVisible();
  await signInWithDemo(page, 'Tilda Typist', email);

  // The provider vouched for the address, but it vouches for anyone: paying waits for the mailbox.
  await page.goto('/classes');
  await selectClass(page, 'Mandarin Tones Bootcamp');
  await page.goto('/dashboard/selected');
  await page.getByRole('link', { name: 'Pay for Mandarin Tones Bootcamp' }).click();
  await expect(page.getByRole('region', { name: 'Please verify your address' })).toContainText(email);
  await expect(page.getByLabel('Card number')).toHaveCount(0);

  // Someone else, in another browser, types the same name and address: the same account, just as unable to pay.
  const other = await browser.newContext({ baseURL });
  const otherPage = await other.newPage();
  await signInWithDemo(otherPage, 'Tilda Typist', email);
  const [mine, theirs] = await Promise.all(
    [page, otherPage].map(async (p) => (await p.request.get('/api/me')).json()),
  );
  expect(theirs._id).toBe(mine._id);
  expect(theirs).toMatchObject({ email, emailVerified: false });
  await otherPage.goto('/dashboard');
  await expect(otherPage.getByRole('region', { name: 'Please verify your address' })).toBeVisible();
  await other.close();
});
