import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { classCard, signUpStudent } from './purchase-helpers';

// The demo school: every session of Chinese Characters 101 has taken place, Spanish for Beginners has
// started (the school takes no late students), Business Japanese starts in 10 days.
const ENDED = 'Chinese Characters 101';
const RUNNING = 'Spanish for Beginners';
const UPCOMING = 'Business Japanese';

async function classId(page: Page, name: string) {
  const classes = (await (await page.request.get('/api/classes')).json()) as { _id: string; name: string }[];
  return classes.find((item) => item.name === name)!._id;
}

test('an ended class is listed last, marked Ended, can be hidden, and its page offers no Select or waitlist', async ({
  page,
  baseURL,
}) => {
  await signUpStudent(page, baseURL, 'ended');
  await page.goto('/classes');
  const card = classCard(page, ENDED);
  await expect(card.getByText('Ended', { exact: true })).toBeVisible();
  await expect(card.getByRole('button')).toHaveCount(0);
  const names = await page.getByRole('article').evaluateAll((cards) => cards.map((c) => c.ariaLabel));
  expect(names.at(-1)).toBe(ENDED);

  await page.getByRole('checkbox', { name: 'Hide ended classes' }).check();
  await expect(page).toHaveURL(/[?&]ended=hide/);
  await expect(classCard(page, ENDED)).toHaveCount(0);
  await expect(classCard(page, UPCOMING)).toBeVisible();

  await page.goto(`/classes/${await classId(page, ENDED)}`);
  await expect(page.getByRole('heading', { level: 1, name: ENDED })).toBeVisible();
  await expect(page.getByText('Ended: every session of this class has taken place.')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Select/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Join waitlist/ })).toHaveCount(0);

  await page.goto(`/classes/${await classId(page, RUNNING)}`);
  await expect(page.getByText('This class has started; it no longer takes new students.')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Select/ })).toHaveCount(0);
});

test('the refund policy, with its dates, is on the class page, the cart and the payment page before paying', async ({
  page,
  baseURL,
}) => {
  await signUpStudent(page, baseURL, 'refund-terms');
  await page.goto(`/classes/${await classId(page, UPCOMING)}`);
  const onPage = page.getByText(/^Refund policy: /);
  await expect(onPage).toContainText(
    /Refund policy: Full refund until .+; 50% \(\$\d+\.\d\d\) until .+; none after\./,
  );

  await page.getByRole('button', { name: /^Select/ }).click();
  const popup = page.getByRole('dialog', { name: 'Class selected!' });
  await expect(popup).toBeVisible();
  await expect(popup).toBeHidden({ timeout: 5000 });

  await page.goto('/dashboard/selected');
  await expect(page.getByTestId('refund-terms')).toContainText(/Full refund until .+; none after\./);
  await page.getByRole('link', { name: `Pay for ${UPCOMING}` }).click();
  await expect(page.getByTestId('refund-terms')).toContainText(/Full refund until .+; none after\./);
  await expect(page.getByTestId('refund-today')).toHaveText('If you cancel today you get a full refund.');
  await expect(page.getByRole('button', { name: 'Pay' })).toBeVisible();
});
