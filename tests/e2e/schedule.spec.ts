import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { pngImage, signedIn } from './support/sessions';

// The seed enrols its demo students in its classes, most of which have schedules; Olivia Brown is in many.
const ENROLLED_STUDENT = 'olivia.brown@example.com';

async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('an instructor adds a class with a schedule, previewed in the class zone before sending', async ({
  browser,
  baseURL,
}, testInfo) => {
  const context = await signedIn(browser, baseURL!, 'instructor@example.com');
  const page = await context.newPage();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/dashboard/addclass');
  const name = `Spanish B1 evenings ${Date.now().toString(36)}`;
  await page.getByLabel('Course name').fill(name);
  await page.getByLabel('Price (US$)').fill('80');
  await page.getByLabel('Available seats').fill('12');
  await page
    .getByLabel('Class image')
    .setInputFiles({ name: 'b1.png', mimeType: 'image/png', buffer: await pngImage(320, 200, '#2563eb') });
  await page.getByLabel('Language').selectOption('es');
  await page.getByLabel('Level').selectOption('B1');
  await page.getByLabel('Description').fill('Conversation for intermediate learners.\n\nBring a notebook.');
  await expect(page.getByText('58 / 2000 characters')).toBeVisible();
  await page.getByLabel('Online').check();
  await page.getByLabel('Meeting link').fill('https://meet.example.com/b1-evenings');

  // Keyboard: the schedule switch and the meeting days are checkboxes Space toggles.
  await page.getByLabel(/Set the schedule now/).focus();
  await page.keyboard.press('Space');
  await page.getByLabel('First date').fill('2031-03-17');
  await page.getByLabel('Monday').focus();
  await page.keyboard.press('Space');
  await page.getByLabel('Wednesday').check();
  await page.getByLabel('Start time').fill('02:30');
  await page.getByLabel('Time zone').fill('Europe/Madrid');
  // 30 March 2031 is no meeting day: Mondays and Wednesdays at 02:30 all exist.
  await expect(page.getByRole('heading', { name: '10 sessions' })).toBeVisible();
  await page.getByLabel('Sunday').check();
  await expect(page.getByText(/02:30 does not exist on 2031-03-30 in Europe\/Madrid/)).toBeVisible();
  await page.getByLabel('Sunday').uncheck();
  await page.getByLabel('Start time').fill('18:00');
  const preview = page.getByRole('table');
  await expect(page.getByRole('heading', { name: '10 sessions' })).toBeVisible();
  await expect(
    preview.getByRole('columnheader', { name: "In the class's zone (Europe/Madrid)" }),
  ).toBeVisible();
  // The browser runs in UTC: the second column is the instructor's own time.
  await expect(preview.getByRole('row').nth(1)).toContainText(
    /Mar 17, 2031, 18:00 GMT\+1.*Mar 17, 2031, 17:00 UTC/,
  );

  await page.screenshot({ path: testInfo.outputPath('add-class-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 360, height: 800 });
  await page.screenshot({ path: testInfo.outputPath('add-class-360.png'), fullPage: true });
  // The preview's table scrolls inside the form rather than widen the page.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Add class' }).click();
  await expect(page.getByText('Class added successfully')).toBeVisible();

  await page.goto('/dashboard/myclasses');
  await page.getByRole('button', { name: `Sessions ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Sessions of ${name}` });
  await expect(dialog.getByRole('listitem')).toHaveCount(10);
  await dialog.getByRole('button', { name: 'Cancel session 2' }).click();
  await dialog.getByLabel(/Reason/).fill('Public holiday.');
  await dialog.getByRole('button', { name: 'Cancel session', exact: true }).click();
  await expect(dialog.getByText('Session 2 cancelled. Its students see why.')).toBeVisible();
  await expect(dialog.getByText('Public holiday.')).toBeVisible();
  await context.close();
});

test('an enrolled student sees their sessions on /dashboard/schedule, by keyboard and on a phone', async ({
  browser,
  baseURL,
}, testInfo) => {
  // Two widths, the keyboard walk and axe at each: over a minute on CI's two CPUs beside two other workers.
  test.setTimeout(120_000);
  const context = await signedIn(browser, baseURL!, ENROLLED_STUDENT);
  const page = await context.newPage();
  const sessions = (await (await page.request.get('/api/me/sessions')).json()) as {
    className: string;
    status: string;
  }[];
  expect(sessions.length).toBeGreaterThan(0);
  const first = sessions[0]!;

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/dashboard');
  await page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: 'My timetable' })
    .click();
  await expect(page).toHaveURL(/\/dashboard\/schedule$/);
  await expect(page.getByRole('heading', { name: 'My timetable', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Coming sessions' })).toBeVisible();
  await expect(page.getByText(first.className).first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('timetable-agenda-1280.png'), fullPage: true });

  // Keyboard: the Week toggle, then the time zone.
  await page.getByRole('button', { name: 'Week', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Week', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('button', { name: 'Next week' })).toBeVisible();
  await page.getByRole('button', { name: 'Next week' }).focus();
  await page.keyboard.press('Enter');
  await page.screenshot({ path: testInfo.outputPath('timetable-week-1280.png'), fullPage: true });
  await page.getByLabel('Show times in').selectOption('Asia/Tokyo');
  await expect(page.getByText(/Times in .*Asia\/Tokyo/).first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.setViewportSize({ width: 360, height: 800 });
  await page.getByRole('button', { name: 'Agenda', exact: true }).click();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);
  await page.screenshot({ path: testInfo.outputPath('timetable-agenda-360.png'), fullPage: true });
  await page.getByRole('button', { name: 'Week', exact: true }).click();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.screenshot({ path: testInfo.outputPath('timetable-week-360.png'), fullPage: true });
  expect(await axeViolations(page)).toEqual([]);
  await context.close();
});
