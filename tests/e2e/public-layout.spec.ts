import { expect, test } from '@playwright/test';

test('the header shows the school details and its links lead to each page', async ({ page }) => {
  await page.goto('/');
  const header = page.locator('header').first();
  await expect(header.getByText('Mon-Fri 8 AM-5 PM')).toBeVisible();
  await expect(header.getByText(/\+1 \(415\) 555-0134/)).toBeVisible();
  await expect(header.getByText('350 Mission Street, San Francisco')).toBeVisible();

  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Instructors' }).click();
  await expect(page).toHaveURL(/\/ins$/);
  await expect(page.getByRole('heading', { level: 1, name: 'All Instructors' })).toBeVisible();
  await expect(page.getByText('See all of our heroes')).toBeVisible();
  await expect(page.getByRole('article', { name: 'Kenji Sato' })).toBeVisible();

  await nav.getByRole('link', { name: 'Classes' }).click();
  await expect(page).toHaveURL(/\/classes$/);
  await expect(page.getByRole('heading', { level: 1, name: 'All Classes' })).toBeVisible();
  await expect(page.getByText('Language: Mandarin Tones Bootcamp')).toBeVisible();
  await expect(page.getByText('Language: Spanish Grammar Clinic')).toHaveCount(0);

  await nav.getByRole('link', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'Please Login' })).toBeVisible();

  await nav.getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Speak the World' })).toBeVisible();
});

test('the footer carries the tagline and the newsletter box', async ({ page }) => {
  await page.goto('/');
  const footer = page.locator('footer');
  await expect(footer.getByText('Providing reliable service since 1992').first()).toBeVisible();
  await expect(footer.getByRole('textbox', { name: /email/i })).toBeVisible();
  await expect(footer.getByRole('button', { name: 'Subscribe' })).toBeVisible();
});

test('an unknown page shows the 404 page with a way home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByText('Awwww! Don`t Cry!')).toBeVisible();
  await expect(page.getByText('Its just a 404 error!')).toBeVisible();
  await page.getByRole('link', { name: 'Lets go home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('an unknown API path answers a JSON 404', async ({ request }) => {
  const res = await request.get('/api/no-such-thing');
  expect(res.status()).toBe(404);
  expect((await res.json()).error.code).toBe('not_found');
});
