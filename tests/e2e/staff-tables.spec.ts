import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { networkQuiet, overflow } from './helpers';
import { createClass, signedIn, unique } from './support/sessions';

const WIDE = { width: 1280, height: 800 };

/** The admins' and instructors' pages that hold tables, by who opens them. */
const STAFF_PAGES = {
  admin: [
    '/dashboard/manage-class',
    '/dashboard/manage-users',
    '/dashboard/payouts',
    '/dashboard/coupons',
    '/dashboard/audit',
    '/dashboard/refunds',
    '/dashboard/payments',
    '/dashboard/reports',
    '/dashboard/outbox',
    '/dashboard/messages',
    '/dashboard/applications',
    '/dashboard/newsletter',
    '/dashboard/all-schedules',
  ],
  instructor: ['/dashboard/myclasses', '/dashboard/earnings', '/dashboard/teaching-schedule'],
} as const;

async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Cells of the page's tables that reach past the box of the region around their table (what it cuts off). */
function clippedCells(page: Page) {
  return page.evaluate(() => {
    const clipped: string[] = [];
    for (const table of document.querySelectorAll('main table, #main table')) {
      const region = table.closest('[role="region"]') ?? table.parentElement!;
      const box = region.getBoundingClientRect();
      for (const cell of table.querySelectorAll('th, td')) {
        const rect = cell.getBoundingClientRect();
        if (rect.width === 0 || getComputedStyle(cell).position === 'absolute') continue;
        if (rect.right > box.right + 0.5 || rect.left < box.left - 0.5) {
          clipped.push(
            `${table.querySelector('caption')?.textContent ?? 'table'}: "${(cell.textContent ?? '').trim().slice(0, 30)}" ends at ${Math.round(rect.right)} px, its table's box at ${Math.round(box.right)} px`,
          );
        }
      }
    }
    return clipped;
  });
}

for (const role of ['admin', 'instructor'] as const) {
  test(`at 1280 px no cell of the ${role}'s tables is cut off, with a long class title among them`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const instructor = await signedIn(browser, baseURL!, 'instructor@example.com');
    await createClass(
      instructor.request,
      baseURL!,
      unique('Donaudampfschifffahrtsgesellschaftskapitänsdeutsch für Anfänger'),
    );
    await instructor.close();
    const context = await signedIn(browser, baseURL!, `${role}@example.com`);
    const page = await context.newPage();
    await page.setViewportSize(WIDE);
    const settled = networkQuiet(page);
    const problems: string[] = [];
    for (const path of STAFF_PAGES[role]) {
      await page.goto(path);
      await settled();
      await expect(page.locator('main, #main').first()).toBeVisible();
      problems.push(...(await clippedCells(page)).map((line) => `${path}: ${line}`));
      if (process.env.SCREENSHOT_DIR) {
        await page.screenshot({
          path: `${process.env.SCREENSHOT_DIR}/${role}${path.replaceAll('/', '-')}-1280.png`,
          fullPage: true,
        });
      }
    }
    expect(problems, problems.join('\n')).toEqual([]);
    await context.close();
  });
}

test('an admin opens a pending class from Manage classes, and a visitor gets 404 for it', async ({
  browser,
  baseURL,
}) => {
  const name = unique('E2E Pending page');
  const instructor = await signedIn(browser, baseURL!, 'instructor@example.com');
  const classId = await createClass(instructor.request, baseURL!, name);
  await instructor.close();

  const admin = await (await signedIn(browser, baseURL!, 'admin@example.com')).newPage();
  await admin.goto('/dashboard/manage-class');
  await admin.getByRole('row', { name, exact: true }).getByRole('link', { name, exact: true }).click();
  await expect(admin).toHaveURL(new RegExp(`/classes/${classId}$`));
  await expect(admin.getByRole('heading', { name, level: 1 })).toBeVisible();
  const banner = admin.getByRole('region', { name: 'Review' });
  await expect(banner).toContainText('This class is waiting for an admin to review it.');
  await expect(banner).toContainText('Only its instructor and admins can see this page.');
  await expect(admin.getByRole('button', { name: new RegExp(`^Select`) })).toHaveCount(0);
  // Loaded straight from the address too: the server answers 404 (the public may not see it), and the page
  // then asks the API as the admin.
  const answer = await admin.goto(`/classes/${classId}`);
  expect(answer?.status()).toBe(404);
  await expect(admin.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(admin.getByRole('region', { name: 'Review' })).toBeVisible();

  const visitor = await browser.newPage({ baseURL });
  const publicAnswer = await visitor.goto(`/classes/${classId}`);
  expect(publicAnswer?.status()).toBe(404);
  await expect(visitor.getByRole('heading', { name: 'Class not found', level: 1 })).toBeVisible();
  await expect(visitor.getByText(name)).toHaveCount(0);
  expect((await visitor.request.get(`/api/classes/${classId}`)).status()).toBe(404);
  await visitor.close();
});

test('an instructor opens a denied class from My classes and reads why on its page', async ({
  browser,
  baseURL,
}) => {
  const name = unique('E2E Denied page');
  const instructorContext = await signedIn(browser, baseURL!, 'instructor@example.com');
  const classId = await createClass(instructorContext.request, baseURL!, name);
  const adminContext = await signedIn(browser, baseURL!, 'admin@example.com');
  const denied = await adminContext.request.patch(`/api/classes/update/${classId}`, {
    headers: { origin: baseURL! },
    data: { status: 'denied', feedback: 'Please add the weekly schedule.' },
  });
  expect(denied.ok()).toBe(true);
  await adminContext.close();

  const page = await instructorContext.newPage();
  await page.goto('/dashboard/myclasses');
  await page.getByRole('row', { name, exact: true }).getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  const banner = page.getByRole('region', { name: 'Review' });
  await expect(banner).toContainText('An admin denied this class.');
  await expect(banner).toContainText('Feedback: Please add the weekly schedule.');
  await instructorContext.close();
});

for (const width of [360, 1280]) {
  test(`a pending class's page with its banner, and a role's confirmation, pass axe and fit ${width} px`, async ({
    browser,
    baseURL,
  }) => {
    const name = unique('Donaudampfschifffahrtsgesellschaftskapitänsdeutsch für Anfänger');
    const instructor = await signedIn(browser, baseURL!, 'instructor@example.com');
    const classId = await createClass(instructor.request, baseURL!, name);
    await instructor.close();
    const admin = await (await signedIn(browser, baseURL!, 'admin@example.com')).newPage();
    await admin.setViewportSize({ width, height: 800 });
    await admin.goto(`/classes/${classId}`);
    await expect(admin.getByRole('region', { name: 'Review' })).toBeVisible();
    expect(await axeViolations(admin)).toEqual([]);
    const page = await overflow(admin);
    expect(page.right, page.widest).toBeLessThanOrEqual(width + 0.5);

    await admin.goto('/dashboard/manage-users');
    const row = admin.getByRole('row', { name: 'Olivia Brown', exact: true });
    await row.getByRole('button', { name: 'Make Admin: Olivia Brown' }).focus();
    await admin.keyboard.press('Enter');
    const question = admin.getByRole('alertdialog', { name: 'Make Olivia Brown an admin?' });
    // Focus moves into the question; Esc leaves without a change and hands focus back to the row's button.
    await expect(question.locator(':focus')).toHaveCount(1);
    expect(await axeViolations(admin)).toEqual([]);
    await admin.keyboard.press('Escape');
    await expect(question).toBeHidden();
    await expect(row.getByRole('button', { name: 'Make Admin: Olivia Brown' })).toBeFocused();
    await expect(row.getByText('user', { exact: true })).toBeVisible();
  });
}
