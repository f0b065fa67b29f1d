import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/fixtures';
import { signedIn } from './support/sessions';
import { fillCard, seatsOnClassesPage, selectClass, signUpStudent } from './purchase-helpers';

// Its first session is 12 days after the seed's day: inside the default 7-day full-refund window.
const CLASS = 'Brazilian Portuguese';

test('a student cancels inside the full-refund window, sees the refund and the seat back, and the admin finds the credit note', async ({
  page,
  browser,
  baseURL,
}) => {
  const email = await signUpStudent(page, baseURL, 'canceller');
  await page.goto('/classes');
  await selectClass(page, CLASS);
  await page.goto('/dashboard/selected');
  await page.getByRole('link', { name: `Pay for ${CLASS}` }).click();
  await fillCard(page, '4242424242424242');
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByRole('dialog', { name: 'Payment successful' })).toBeVisible();
  const seatsWhileEnrolled = await seatsOnClassesPage(page, CLASS);

  await page.goto('/dashboard/enrolled');
  await expect(page).toHaveTitle('Enrolled classes | Speak the World');
  await page.getByRole('button', { name: `Cancel: ${CLASS}` }).click();
  const dialog = page.getByRole('dialog', { name: `Cancel ${CLASS}?` });
  // Before confirming: the rule, the first session and the amount.
  await expect(dialog).toContainText('at least 7 days before the first session: a full refund');
  await expect(dialog.getByText('First session', { exact: true })).toBeVisible();
  await expect(dialog.locator('dd time')).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\dT/);
  await expect(dialog.getByTestId('refund-amount')).toHaveText('$52.00');
  await dialog.getByRole('button', { name: 'Cancel and get $52.00 back' }).click();
  await expect(
    page.getByText(`Your enrolment in ${CLASS} is cancelled. $52.00 is on its way back to your card.`),
  ).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: `Cancel: ${CLASS}` })).toHaveCount(0);

  await page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: 'Payment history' })
    .click();
  const row = page
    .getByRole('table', { name: 'Payment history' })
    .getByRole('row', { name: new RegExp(CLASS) });
  await expect(row).toContainText('Refunded');
  await expect(row).toContainText('$52.00 back');

  expect(await seatsOnClassesPage(page, CLASS)).toBe(seatsWhileEnrolled + 1);

  const admin = await (await signedIn(browser, baseURL!, 'admin@example.com')).newPage();
  await admin.goto('/dashboard/outbox');
  const mail = admin.getByRole('row').filter({ hasText: email }).filter({ hasText: 'Your credit note CN-' });
  await expect(mail).toBeVisible();
  await expect(mail).toContainText('$52.00 refunded');
  await admin.context().close();
});

for (const width of [360, 1280]) {
  test(`the cancel dialog has no detectable accessibility violations and fits a ${width}px screen`, async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await signUpStudent(page, baseURL, `cancel-axe-${width}`);
    const classes = (await (await page.request.get('/api/classes')).json()) as {
      _id: string;
      name: string;
      price: number;
      availableSeats: number;
      sale?: { forSale: boolean };
    }[];
    const open = classes.find(
      (item) => item.availableSeats > 0 && item.price > 0 && item.sale?.forSale !== false,
    )!;
    await page.goto('/classes');
    await selectClass(page, open.name);
    await page.goto('/dashboard/selected');
    await page.getByRole('link', { name: `Pay for ${open.name}` }).click();
    await fillCard(page, '4242424242424242');
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(page.getByRole('dialog', { name: 'Payment successful' })).toBeVisible();

    await page.goto('/dashboard/enrolled');
    await page.getByRole('button', { name: `Cancel: ${open.name}` }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Cancel ${open.name}?` });
    await expect(dialog.getByTestId('refund-amount')).toBeVisible();
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(
      results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([]);
    const widest = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(widest).toBeLessThanOrEqual(width);
    // Esc keeps the enrolment.
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('button', { name: `Cancel: ${open.name}` })).toBeVisible();
  });
}

test('an admin refunds part of a payment with a reason from its row, and the student sees it partly refunded', async ({
  page,
  browser,
  baseURL,
}) => {
  const email = await signUpStudent(page, baseURL, 'goodwill');
  await page.goto('/classes');
  await selectClass(page, CLASS);
  await page.goto('/dashboard/selected');
  await page.getByRole('link', { name: `Pay for ${CLASS}` }).click();
  await fillCard(page, '4242424242424242');
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByRole('dialog', { name: 'Payment successful' })).toBeVisible();

  const admin = await (await signedIn(browser, baseURL!, 'admin@example.com')).newPage();
  await admin.goto('/dashboard');
  await admin.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Refunds' }).click();
  await expect(admin).toHaveTitle('Refunds | Speak the World');
  await admin.getByLabel("Student's email").fill(email);
  await admin.getByRole('button', { name: 'Find payments' }).click();
  await admin.getByRole('button', { name: new RegExp(`^Refund ${CLASS}`) }).click();
  const dialog = admin.getByRole('dialog', { name: `Refund ${CLASS}` });
  await dialog.getByLabel('Amount (US dollars)').fill('60');
  await dialog.getByRole('button', { name: 'Refund' }).click();
  await expect(dialog.getByText('At most $52.00 is left to refund on this payment.')).toBeVisible();
  await expect(dialog.getByText('The reason is required')).toBeVisible();
  await dialog.getByLabel('Amount (US dollars)').fill('12.50');
  await dialog.getByLabel('Reason').fill('The first lesson was moved.');
  await dialog.getByRole('button', { name: 'Refund' }).click();
  const question = admin.getByRole('alertdialog', { name: `Refund $12.50 to ${email}?` });
  await expect(question).toContainText(`For ${CLASS}: the money goes back to the card that paid`);
  await question.getByRole('button', { name: 'Refund $12.50' }).click();
  await expect(dialog).toHaveCount(0);
  const latest = admin
    .getByRole('table', { name: 'Latest refunds' })
    .getByRole('row')
    .filter({ hasText: email });
  await expect(latest).toContainText('$12.50');
  await expect(latest).toContainText('The first lesson was moved.');
  await admin.context().close();

  await page.goto('/dashboard/payment-history');
  const row = page
    .getByRole('table', { name: 'Payment history' })
    .getByRole('row', { name: new RegExp(CLASS) });
  await expect(row).toContainText('Partly refunded');
  await expect(row).toContainText('$12.50 back');
  // The admin did not cancel the enrolment.
  await page.goto('/dashboard/enrolled');
  await expect(page.getByRole('button', { name: `Cancel: ${CLASS}` })).toBeVisible();
});
