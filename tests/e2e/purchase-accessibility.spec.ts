import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/fixtures';
import type { Page } from '@playwright/test';
import { animationsFinished } from './helpers';
import { fillCard, selectClass, signUpStudent } from './purchase-helpers';

async function expectNoViolations(page: Page, only?: string) {
  // Colours are read once what is changing has finished (a Select button turning 'Selected' fades for 0.2 s).
  await animationsFinished(page);
  const axe = new AxeBuilder({ page });
  if (only) axe.include(only);
  const { violations } = await axe.analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

// One test per screen size, each with a student of its own: they can run side by side.
test.describe.configure({ mode: 'parallel' });

for (const [device, size] of [
  ['a phone', { width: 360, height: 740 }],
  ['a desktop', { width: 1280, height: 860 }],
] as const) {
  test(`the purchase pages pass axe, on ${device}`, async ({ page, baseURL }) => {
    await signUpStudent(page, baseURL, 'axe');
    await page.goto('/classes');
    await selectClass(page, 'Italian Cooking Vocabulary');
    await selectClass(page, 'French for Travellers');
    await page.setViewportSize(size);
    await page.goto('/classes');
    await expect(page.getByRole('button', { name: 'Selected' }).first()).toBeVisible();
    // The classes page itself is the public-site branch's; here only the Select buttons are ours.
    await expectNoViolations(page, '.card-actions');
    const main = '#main'; // the dashboard layout around it is not part of this work

    await page.goto('/dashboard/selected');
    await expect(page.getByRole('table', { name: 'Selected classes' })).toBeVisible();
    await expectNoViolations(page, main);

    await page.getByRole('link', { name: 'Pay for Italian Cooking Vocabulary' }).click();
    await expect(page.getByText('Your seat is held until')).toBeVisible();
    await expectNoViolations(page, main);
    await fillCard(page, '4000 0000 0000 0002');
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(page.getByText('Your card was declined.')).toBeVisible();
    await expectNoViolations(page, main);

    await page.goto('/dashboard/enrolled');
    await expect(page.getByRole('heading', { level: 1, name: /Enrolled classes: \d/ })).toBeVisible();
    await expectNoViolations(page, main);
    await page.goto('/dashboard/payment-history');
    await expect(page.getByText('No payments yet.')).toBeVisible();
    await expectNoViolations(page, main);
  });
}
