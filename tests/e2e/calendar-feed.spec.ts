import AxeBuilder from '@axe-core/playwright';
import { request as httpRequest } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import ICAL from 'ical.js';
import { expect, test } from './support/fixtures';
import { showColorScheme } from './helpers';
import { selectClass, signUpStudent } from './purchase-helpers';

const CLASS = 'French for Travellers';

function events(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
}

test("a student downloads a class's sessions and subscribes to their feed, then turns it off", async ({
  page,
  baseURL,
}) => {
  await signUpStudent(page, baseURL, 'calendar');
  await page.goto('/classes');
  await selectClass(page, CLASS);
  await page.goto('/dashboard/selected');
  await page
    .getByRole('row', { name: new RegExp(CLASS) })
    .getByRole('button', { name: /Enrol for free/ })
    .click();
  await expect(page.getByRole('dialog', { name: 'Enrolled!' })).toBeVisible();

  await page.goto('/dashboard/enrolled');
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: `Add to calendar (.ics): ${CLASS}` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('French for Travellers.ics');
  const file = events(await readFile((await download.path())!, 'utf8'));
  expect(file).toHaveLength(4);
  expect(new Set(file.map((event) => event.summary))).toEqual(new Set([CLASS]));

  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/dashboard/profile');
  const section = page.getByRole('region', { name: 'Calendar feed' });
  await expect(section.getByText('You have no calendar feed.')).toBeVisible();
  await section.getByRole('button', { name: 'Create calendar feed' }).click();
  const url = await section.getByLabel('Your calendar feed link').inputValue();
  expect(url).toMatch(/\/api\/calendar\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
  await expect(section.getByRole('link', { name: 'Open in your calendar app' })).toHaveAttribute(
    'href',
    url.replace(/^https?:/, 'webcal:'),
  );
  for (const colorScheme of ['light', 'dark'] as const) {
    await showColorScheme(page, colorScheme);
    const { violations } = await new AxeBuilder({ page }).include('section').analyze();
    expect(
      violations.map((v) => `${colorScheme} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([]);
  }
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);

  // A calendar app: no cookie of the student's.
  const calendarApp = await httpRequest.newContext();
  const feed = await calendarApp.get(url);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  expect(events(await feed.text())).toHaveLength(4);

  await section.getByRole('button', { name: 'Turn off feed' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Turn off' }).click();
  await expect(section.getByText('You have no calendar feed.')).toBeVisible();
  expect((await calendarApp.get(url)).status()).toBe(404);
  await calendarApp.dispose();
});
