import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/fixtures';
import type { Page } from '@playwright/test';
import { selectClass, signUpStudent } from './purchase-helpers';

const CLASS = 'French Pronunciation';

function seconds(text: string) {
  const [minutes, secs] = text.split(':').map(Number);
  return minutes! * 60 + secs!;
}

async function expectNoViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).include('#main').analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function expectFitsTheScreen(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test('the payment page counts the seat hold down, extends it once, and releases it at zero', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.clock.install();
  await signUpStudent(page, baseURL, 'hold');
  await page.goto('/classes');
  await selectClass(page, CLASS);
  await page.goto('/dashboard/selected');
  await page.getByRole('link', { name: `Pay for ${CLASS}` }).click();

  const countdown = page.getByTestId('hold-countdown');
  await expect(countdown).toHaveText(/^\d{1,2}:\d{2}$/);
  const first = seconds(await countdown.innerText());
  expect(first).toBeGreaterThan(9 * 60);
  expect(first).toBeLessThanOrEqual(10 * 60);
  await page.clock.runFor(5000);
  await expect.poll(async () => seconds(await countdown.innerText())).toBeLessThanOrEqual(first - 5);
  await expect(
    page.getByText('When the timer reaches 0:00 the seat is released to other students'),
  ).toBeVisible();
  await expect(page.getByTestId('seat-hold-announcement')).toHaveText(/^Seat held for you until /);
  await expectFitsTheScreen(page);
  await expectNoViolations(page);

  await page.getByRole('button', { name: 'Reset the timer to 10:00 (once)' }).click();
  await expect(page.getByText('it cannot be extended again')).toBeVisible();
  await expect(page.getByRole('button', { name: /Reset the timer/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Pay' })).toBeEnabled();

  await page.clock.fastForward('10:01');
  await expect(page.getByText('Time is up: your seat was released.')).toBeVisible();
  await expect(page.getByTestId('seat-hold-announcement')).toHaveText(
    'Seat released: your hold ran out. To pay, hold your seat again.',
  );
  await expect(page.getByText('Paying waits until you hold your seat again.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Hold my seat again' })).toBeEnabled();
  await expectFitsTheScreen(page);
  await expectNoViolations(page);
});
