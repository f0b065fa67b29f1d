import AxeBuilder from '@axe-core/playwright';
import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { pngImage, signedIn, unique } from './support/sessions';

const SHOTS = process.env.SHOTS_DIR;

async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('the schedule form marks what is required, finds zones by keyboard, takes skipped dates from a picker and shows a clash before sending', async ({
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const signed = await signedIn(browser, baseURL!, 'instructor@example.com');
  const state = await signed.storageState();
  await signed.close();
  // The instructor is in Madrid: the form's zone starts there.
  const context = await browser.newContext({ baseURL, storageState: state, timezoneId: 'Europe/Madrid' });
  const page = await context.newPage();
  const headers = { origin: baseURL! };

  // Another class of the instructor: Mondays 18:00 to 19:00 in Madrid from 3 May 2032.
  const upload = await page.request.post('/api/images', {
    headers,
    multipart: { image: { name: 'cover.png', mimeType: 'image/png', buffer: await pngImage() } },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const { data } = (await upload.json()) as { data: { display_url: string } };
  const other = unique('Portuguese Mondays');
  const created = await page.request.post('/api/classes', {
    headers,
    data: {
      name: other,
      price: 20,
      availableSeats: 5,
      img: data.display_url,
      schedule: {
        firstDate: '2032-05-03',
        days: ['mon'],
        startTime: '18:00',
        durationMinutes: 60,
        sessionCount: 3,
        timeZone: 'Europe/Madrid',
      },
    },
  });
  expect(created.status(), await created.text()).toBe(201);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/dashboard/addclass');
  // Required fields: marked with an asterisk and aria-required, the picture included.
  await expect(page.getByText(/Fields marked \* are required/)).toBeVisible();
  for (const label of ['Course name', 'Price (US$)', 'Available seats', 'Class image']) {
    await expect(page.getByLabel(label, { exact: true })).toHaveAttribute('aria-required', 'true');
  }
  await expect(page.getByLabel('Description')).not.toHaveAttribute('aria-required', 'true');
  const name = unique('Spanish Mondays');
  await page.getByLabel('Course name').fill(name);
  await page.getByLabel('Price (US$)').fill('80');
  await page.getByLabel('Available seats').fill('12');
  await page
    .getByLabel('Class image')
    .setInputFiles({ name: 'b1.png', mimeType: 'image/png', buffer: await pngImage(320, 200, '#2563eb') });

  await page.getByLabel(/Set the schedule now/).check();
  for (const label of ['First date', 'Start time', 'Duration (minutes)', 'Number of sessions', 'Time zone']) {
    await expect(page.getByLabel(label, { exact: true })).toHaveAttribute('aria-required', 'true');
  }

  // The time zone: the instructor's own to start with, then searched and chosen by keyboard.
  const zone = page.getByRole('combobox', { name: 'Time zone' });
  await expect(zone).toHaveValue('Europe/Madrid');
  await zone.focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('new york');
  await expect(zone).toHaveAttribute('aria-expanded', 'true');
  const zones = page.getByRole('listbox');
  await expect(zones.getByRole('option', { name: 'America/New_York' })).toBeVisible();
  if (SHOTS) {
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/time-zone-list-1280.png` });
  }
  await page.keyboard.press('ArrowDown');
  await expect(zone).toHaveAttribute('aria-activedescendant', /.+/);
  await page.keyboard.press('Enter');
  await expect(zone).toHaveValue('America/New_York');
  await expect(zone).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('madr');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(zone).toHaveValue('Europe/Madrid');

  await page.getByLabel('First date').fill('2032-05-03');
  await page.getByLabel('Monday').check();
  await page.getByLabel('Start time').fill('18:30');
  await page.getByLabel('Duration (minutes)').fill('60');
  await page.getByLabel('Number of sessions').fill('8');

  // The clash shows while the schedule is written, before anything is sent…
  const clash = page.getByText(`A session on 2032-05-03 overlaps "${other}" on 2032-05-03`);
  await expect(clash).toBeVisible();
  // …and goes once the time is fixed.
  await page.getByLabel('Start time').fill('20:00');
  await expect(clash).toBeHidden();

  // Skipped dates from the picker: Enter in it, or Add date. Each moves the series a week later.
  const picker = page.getByLabel('Skipped dates', { exact: true });
  await picker.fill('2032-05-10');
  await picker.press('Enter');
  await picker.fill('2032-05-17');
  await page.getByRole('button', { name: 'Add date' }).click();
  const chips = page.getByRole('list', { name: 'Skipped dates chosen' });
  await expect(chips.getByRole('listitem')).toHaveCount(2);
  const preview = page.getByRole('table');
  await expect(page.getByRole('heading', { name: '8 sessions' })).toBeVisible();
  await expect(preview.getByRole('row').nth(8)).toContainText('Jul 5, 2032');
  await expect(preview).not.toContainText('May 10, 2032');

  await page.screenshot({ path: testInfo.outputPath('schedule-form-1280.png'), fullPage: true });
  if (SHOTS) {
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/schedule-form-1280.png`, fullPage: true });
  }

  // A chip is taken out by keyboard: the series ends a week earlier.
  await chips.getByRole('button', { name: 'Remove Mon, May 17, 2032' }).focus();
  await page.keyboard.press('Delete');
  await expect(chips.getByRole('listitem')).toHaveCount(1);
  await expect(chips.getByRole('button', { name: 'Remove Mon, May 10, 2032' })).toBeFocused();
  await expect(preview.getByRole('row').nth(8)).toContainText('Jun 28, 2032');

  await page.setViewportSize({ width: 360, height: 800 });
  await page.screenshot({ path: testInfo.outputPath('schedule-form-360.png'), fullPage: true });
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/schedule-form-360.png`, fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Add class' }).click();
  await expect(page.getByText('Class added successfully')).toBeVisible();
  const mine = (await (await page.request.get('/api/classes/instructor@example.com')).json()) as {
    _id: string;
    name: string;
  }[];
  const added = mine.find((item) => item.name === name)!;
  const { sessions } = (await (await page.request.get(`/api/classes/${added._id}/sessions`)).json()) as {
    sessions: { startsAt: string }[];
  };
  expect(sessions).toHaveLength(8);
  expect(sessions.at(-1)!.startsAt).toBe('2032-06-28T18:00:00.000Z');
  await context.close();
});
