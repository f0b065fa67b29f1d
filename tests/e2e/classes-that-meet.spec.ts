import AxeBuilder from '@axe-core/playwright';
import { request as httpRequest, type APIRequestContext, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import ICAL from 'ical.js';
import { expect, test } from './support/fixtures';
import { showColorScheme } from './helpers';
import { pngImage, signedIn, unique } from './support/sessions';
import { fillCard, signUpStudent } from './purchase-helpers';

/*
 * The whole journey of a scheduled class: one that meets on Mondays and Wednesdays at 18:00 in Madrid,
 * across the two autumn clock changes (Europe's on the last Sunday of October, the United States' a week
 * later), seen from New York, bought, exported to calendars, changed and unsubscribed.
 */

// Marco Rossi's demo classes meet on Thursdays and Sundays only: a Monday and Wednesday class of his never
// clashes with his demo term (the seed lays it out from the day it runs), whatever day the suite runs.
const INSTRUCTOR = 'marco.rossi@example.com';
const ADMIN = 'admin@example.com';
const NEW_YORK = { timezoneId: 'America/New_York', locale: 'en-GB' } as const;
const DAY = 86_400_000;

const isoDate = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The last Sunday of October of a year, as a UTC midnight: the day Europe leaves summer time. */
function lastSundayOfOctober(year: number) {
  const october31 = Date.UTC(year, 9, 31);
  return october31 - new Date(october31).getUTCDay() * DAY;
}

/**
 * The term: from two weeks before the last Sunday of the next October still to come, Mondays and Wednesdays.
 * Europe changes its clocks after the fourth session, the United States (first Sunday of November, a week
 * later) after the sixth. In Madrid 18:00 is 16:00 UTC in summer time (UTC+2) and 17:00 UTC after it (UTC+1);
 * in New York that is 12:00 (UTC-4), then 13:00 for the week between the changes, then 12:00 again (UTC-5).
 */
function autumnTerm(today: number) {
  let year = new Date(today).getUTCFullYear();
  while (lastSundayOfOctober(year) - 14 * DAY <= today) year++;
  const europeChange = lastSundayOfOctober(year);
  const usChange = europeChange + 7 * DAY;
  const firstDate = europeChange - 14 * DAY;
  const sessions = [1, 3, 8, 10, 15, 17, 22, 24, 29, 31].map((offset) => {
    const date = firstDate + offset * DAY;
    const startsAt = `${isoDate(date)}T${date < europeChange ? '16' : '17'}:00:00.000Z`;
    // Written as the page's language (en) writes them, whatever the browser's locale (en-GB here).
    const newYork = date < europeChange || date > usChange ? '12:00' : '1:00';
    return { date: isoDate(date), startsAt, newYork };
  });
  return { firstDate: isoDate(firstDate), europeChange, usChange, sessions };
}

const plusMinutes = (instant: string, minutes: number) =>
  new Date(Date.parse(instant) + minutes * 60_000).toISOString();

interface ParsedEvent {
  uid: string;
  start: string;
  end: string;
  sequence: number;
  status: string | null;
  summary: string;
}

function parseEvents(text: string): ParsedEvent[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar
    .getAllSubcomponents('vevent')
    .map((vevent) => {
      const event = new ICAL.Event(vevent);
      return {
        uid: event.uid,
        start: event.startDate.toJSDate().toISOString(),
        end: event.endDate.toJSDate().toISOString(),
        sequence: event.sequence,
        status: (vevent.getFirstPropertyValue('status') as string | null) ?? null,
        summary: event.summary,
      };
    })
    .sort((a, b) => a.start.localeCompare(b.start));
}

async function axeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Elements whose right edge passes the viewport: a phone would scroll sideways. */
const widerThanViewport = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`),
  );

test('Spanish B1 meets across two clock changes: created, approved, found, bought, exported, changed, unsubscribed', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const term = autumnTerm(Date.now());
  const name = unique('Spanish B1');

  // The instructor adds the class with the form; the preview already has the ten sessions.
  const instructorContext = await signedIn(browser, baseURL!, INSTRUCTOR);
  const instructor = await instructorContext.newPage();
  await instructor.goto('/dashboard/addclass');
  await instructor.getByLabel('Course name').fill(name);
  await instructor.getByLabel('Price (US$)').fill('80');
  await instructor.getByLabel('Available seats').fill('12');
  await instructor
    .getByLabel('Class image')
    .setInputFiles({ name: 'b1.png', mimeType: 'image/png', buffer: await pngImage(320, 200, '#dc2626') });
  await instructor.getByLabel('Language').selectOption('es');
  await instructor.getByLabel('Level').selectOption('B1');
  await instructor.getByLabel('Description').fill('Conversation for intermediate learners.');
  await instructor.getByLabel('Online').check();
  await instructor.getByLabel('Meeting link').fill('https://meet.example.com/spanish-b1');
  await instructor.getByLabel(/Set the schedule now/).check();
  await instructor.getByLabel('First date').fill(term.firstDate);
  await instructor.getByLabel('Monday').check();
  await instructor.getByLabel('Wednesday').check();
  await instructor.getByLabel('Start time').fill('18:00');
  await instructor.getByLabel('Duration (minutes)').fill('90');
  await instructor.getByLabel('Number of sessions').fill('10');
  await instructor.getByLabel('Time zone').fill('Europe/Madrid');
  await expect(instructor.getByRole('heading', { name: '10 sessions' })).toBeVisible();
  await instructor.getByRole('button', { name: 'Add class' }).click();
  await expect(instructor.getByRole('dialog', { name: 'Class added successfully' })).toBeVisible();

  // The admin approves it.
  const adminContext = await signedIn(browser, baseURL!, ADMIN);
  const admin = await adminContext.newPage();
  await admin.goto('/dashboard/manage-class');
  const adminRow = admin.getByRole('row', { name, exact: true });
  await adminRow.getByRole('button', { name: `Approve ${name}` }).click();
  await expect(admin.getByRole('dialog', { name: 'Done!' })).toBeVisible();
  await expect(adminRow.getByText('approved', { exact: true })).toBeVisible();
  await adminContext.close();

  // A visitor in New York finds it with the filters: Spanish, B1, Mondays, in the afternoon there (12:00 and
  // 13:00 in New York; 18:00 in Madrid would be the evening).
  const visitorContext = await browser.newContext({ baseURL, ...NEW_YORK });
  const visitor = await visitorContext.newPage();
  await visitor.goto('/classes');
  const card = visitor.getByRole('article', { name, exact: true });
  await expect(card).toBeVisible();
  await visitor.getByRole('combobox', { name: 'Language' }).selectOption('es');
  await visitor.getByRole('combobox', { name: 'Level' }).selectOption('B1');
  // The days are checkboxes now (several at once): Monday alone.
  const monday = visitor.getByRole('group', { name: /^Days/ }).getByRole('checkbox', { name: /^Mon/ });
  await monday.focus();
  await monday.press('Space');
  await expect(monday).toBeChecked();
  await visitor.getByRole('combobox', { name: 'Time of day' }).selectOption('evening');
  await expect(visitor).toHaveURL(/[?&]time=evening(&|$)/);
  await expect(card).toBeHidden();
  await visitor.getByRole('combobox', { name: 'Time of day' }).selectOption('afternoon');
  await expect(visitor).toHaveURL(/[?&]language=es(&|$)/);
  await expect(visitor).toHaveURL(/[?&]level=B1(&|$)/);
  await expect(visitor).toHaveURL(/[?&]day=mon(&|$)/);
  await expect(visitor).toHaveURL(/[?&]time=afternoon(&|$)/);
  await expect(card).toBeVisible();

  // Its page lists the ten sessions in New York time: 12:00, 13:00 in the week between the changes, 12:00.
  await card.getByRole('link', { name }).click();
  await expect(visitor.getByRole('heading', { level: 1, name })).toBeVisible();
  const classUrl = visitor.url();
  await visitor
    .getByRole('heading', { name: 'When it meets' })
    .evaluate((heading) => heading.scrollIntoView({ block: 'center' }));
  const agenda = visitor.getByRole('region', { name: 'Upcoming sessions' });
  await expect(agenda.getByText(/Times in .*America\/New_York/)).toBeVisible();
  await expect(visitor.getByText(/The class meets in .*Europe\/Madrid/)).toBeVisible();
  // One day heading per session (each on its own day), and under it the session's start.
  await expect(agenda.getByRole('heading', { level: 4 })).toHaveCount(10);
  for (const session of term.sessions) {
    const day = agenda.getByRole('listitem').filter({
      has: visitor.getByRole('heading', { level: 4 }).locator(`time[datetime="${session.date}"]`),
    });
    await expect(day.getByRole('listitem').locator('time').first(), session.date).toHaveText(
      new RegExp(`^${session.newYork}\\sPM$`),
    );
  }
  await visitorContext.close();

  // A student in New York buys it with the test card and finds it in their timetable.
  const studentContext = await browser.newContext({ baseURL, ...NEW_YORK });
  const student = await studentContext.newPage();
  await signUpStudent(student, baseURL, 'spanish-b1');
  await student.goto(classUrl);
  await student.getByRole('button', { name: `Select ${name}` }).click();
  const selected = student.getByRole('dialog', { name: 'Class selected!' });
  await expect(selected).toBeVisible();
  await expect(selected).toBeHidden({ timeout: 5000 });
  await student.goto('/dashboard/selected');
  await student.getByRole('link', { name: `Pay for ${name}` }).click();
  await expect(student.getByTestId('total-price')).toHaveText('$80.00');
  await fillCard(student, '4242424242424242');
  await student.getByRole('button', { name: 'Pay' }).click();
  await expect(student.getByRole('dialog', { name: 'Payment successful' })).toBeVisible();

  await student.goto('/dashboard/schedule');
  const timetable = student.getByRole('region', { name: 'Coming sessions' });
  await expect(timetable.getByText(name)).toHaveCount(10);
  await expect(timetable.getByText(/Times in .*America\/New_York/)).toBeVisible();

  // The class's .ics from Enrolled classes: ten events at the right instants, 90 minutes each.
  await student.goto('/dashboard/enrolled');
  const downloading = student.waitForEvent('download');
  await student.getByRole('link', { name: `Add to calendar (.ics): ${name}` }).click();
  const download = await downloading;
  const downloaded = parseEvents(await readFile((await download.path())!, 'utf8'));
  expect(downloaded.map((event) => [event.start, event.end, event.summary])).toEqual(
    term.sessions.map((session) => [session.startsAt, plusMinutes(session.startsAt, 90), name]),
  );

  // The personal feed from the profile, read as a calendar app reads it: without the student's cookie.
  await student.goto('/dashboard/profile');
  const feedSection = student.getByRole('region', { name: 'Calendar feed' });
  await feedSection.getByRole('button', { name: 'Create calendar feed' }).click();
  const feedUrl = await feedSection.getByLabel('Your calendar feed link').inputValue();
  const calendarApp = await httpRequest.newContext();
  const readFeed = async (app: APIRequestContext) => {
    const answer = await app.get(feedUrl);
    expect(answer.status()).toBe(200);
    return parseEvents(await answer.text()).filter((event) => event.summary === name);
  };
  const before = await readFeed(calendarApp);
  expect(before.map((event) => [event.start, event.end, event.sequence, event.status])).toEqual(
    term.sessions.map((session) => [session.startsAt, plusMinutes(session.startsAt, 90), 0, 'CONFIRMED']),
  );
  // The same sessions as the download: one UID per session in both.
  expect(before.map((event) => event.uid)).toEqual(downloaded.map((event) => event.uid));

  // The instructor moves the third session a day later and cancels the sixth, with a reason.
  const moved = term.sessions[2]!;
  const movedTo = isoDate(Date.parse(moved.startsAt) + DAY);
  await instructor.goto('/dashboard/myclasses');
  await instructor.getByRole('button', { name: `Sessions ${name}` }).click();
  const dialog = instructor.getByRole('dialog', { name: `Sessions of ${name}` });
  await expect(dialog.getByRole('listitem')).toHaveCount(10);
  await dialog.getByRole('button', { name: 'Move session 3' }).click();
  const moveForm = dialog.getByRole('form', { name: 'Move session 3' });
  await moveForm.getByLabel('New date').fill(movedTo);
  await moveForm.getByLabel(/New start time/).fill('18:00');
  await moveForm.getByLabel('Reason (optional)').fill('Room change.');
  await moveForm.getByRole('button', { name: 'Move session' }).click();
  await expect(dialog.getByText(/^Session 3 moved to /)).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel session 6' }).click();
  const cancelForm = dialog.getByRole('form', { name: 'Cancel session 6' });
  await cancelForm.getByLabel(/Reason/).fill('Teacher at a conference.');
  await cancelForm.getByRole('button', { name: 'Cancel session', exact: true }).click();
  await expect(dialog.getByText('Session 6 cancelled. Its students see why.')).toBeVisible();
  await instructorContext.close();

  // The feed keeps each session's UID: the moved one at its new time with SEQUENCE raised, the cancelled
  // one CANCELLED, the others as they were.
  const after = new Map((await readFeed(calendarApp)).map((event) => [event.uid, event]));
  expect(after.size).toBe(10);
  for (const [index, earlier] of before.entries()) {
    const now = after.get(earlier.uid)!;
    if (index === 2) {
      const startsAt = `${movedTo}T16:00:00.000Z`;
      expect([now.start, now.end, now.sequence, now.status]).toEqual([
        startsAt,
        plusMinutes(startsAt, 90),
        1,
        'CONFIRMED',
      ]);
    } else if (index === 5) {
      expect([now.start, now.sequence, now.status]).toEqual([earlier.start, 1, 'CANCELLED']);
    } else {
      expect([now.start, now.sequence, now.status]).toEqual([earlier.start, 0, 'CONFIRMED']);
    }
  }

  // The student turns the feed off in the profile; the old link answers 404.
  await student.goto('/dashboard/profile');
  await feedSection.getByRole('button', { name: 'Turn off feed' }).click();
  await student.getByRole('alertdialog').getByRole('button', { name: 'Turn off' }).click();
  await expect(feedSection.getByText('You have no calendar feed.')).toBeVisible();
  expect((await calendarApp.get(feedUrl)).status()).toBe(404);
  await calendarApp.dispose();
  await studentContext.close();
});

/** Creates and approves a class with a schedule through the API (the setup; the journey above uses the form). */
async function approvedClass(
  request: APIRequestContext,
  adminRequest: APIRequestContext,
  baseURL: string,
  fields: { name: string; price: number; schedule: Record<string, unknown> },
) {
  const headers = { origin: baseURL };
  const upload = await request.post('/api/images', {
    headers,
    multipart: { image: { name: 'cover.png', mimeType: 'image/png', buffer: await pngImage() } },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const { data } = (await upload.json()) as { data: { display_url: string } };
  const created = await request.post('/api/classes', {
    headers,
    data: { ...fields, availableSeats: 10, img: data.display_url, language: 'es', level: 'B1' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id = ((await created.json()) as { insertedId: string }).insertedId;
  const approved = await adminRequest.patch(`/api/classes/update/${id}`, {
    headers,
    data: { status: 'approved' },
  });
  expect(approved.ok(), await approved.text()).toBe(true);
  return id;
}

test("a class's page warns an enrolled student that it meets while their class does, and Select still works", async ({
  browser,
  baseURL,
}, testInfo) => {
  // A long journey (three sign-ins, two classes made, a student signed up through the mail, axe at three
  // sizes and in the cart): on CI's busy 2-CPU machine its steps alone took about 60 s.
  test.setTimeout(120_000);
  // Two instructors whose demo classes meet on other days (Tuesday, Thursday; Saturday).
  const first = await signedIn(browser, baseURL!, 'joao.silva@example.com');
  const second = await signedIn(browser, baseURL!, 'eva.novakova@example.com');
  const admin = await signedIn(browser, baseURL!, ADMIN);
  const evenings = unique('Spanish evenings');
  const club = unique('Spanish conversation club');
  // Mondays and Wednesdays 18:00 to 19:30 in Madrid from Monday 17 March 2031; the club on Mondays from
  // 19:00 from Wednesday 19 March, so its first session (24 March, 18:00 UTC, 14:00 in New York) shares half
  // an hour with the other class.
  const eveningsId = await approvedClass(first.request, admin.request, baseURL!, {
    name: evenings,
    price: 0,
    schedule: {
      firstDate: '2031-03-17',
      days: ['mon', 'wed'],
      startTime: '18:00',
      durationMinutes: 90,
      sessionCount: 8,
      timeZone: 'Europe/Madrid',
      skipDates: [],
    },
  });
  const clubId = await approvedClass(second.request, admin.request, baseURL!, {
    name: club,
    price: 15,
    schedule: {
      firstDate: '2031-03-19',
      days: ['mon'],
      startTime: '19:00',
      durationMinutes: 60,
      sessionCount: 4,
      timeZone: 'Europe/Madrid',
      skipDates: [],
    },
  });
  await Promise.all([first.close(), second.close(), admin.close()]);

  const context = await browser.newContext({ baseURL, ...NEW_YORK });
  const page = await context.newPage();
  await signUpStudent(page, baseURL, 'clash');
  await page.goto(`/classes/${eveningsId}`);
  await page.getByRole('button', { name: `Select ${evenings}` }).click();
  await expect(page.getByRole('dialog', { name: 'Class selected!' })).toBeVisible();
  await page.goto('/dashboard/selected');
  await page
    .getByRole('row', { name: new RegExp(evenings) })
    .getByRole('button', { name: /Enrol for free/ })
    .click();
  await expect(page.getByRole('dialog', { name: 'Enrolled!' })).toBeVisible();

  for (const [width, colorScheme] of [
    [1280, 'light'],
    [360, 'light'],
    [360, 'dark'],
  ] as const) {
    await page.emulateMedia({ colorScheme });
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/classes/${clubId}`);
    await expect(page.getByRole('heading', { level: 1, name: club })).toBeVisible();
    const note = page.getByRole('note', { name: 'Timetable clash' });
    await expect(note).toHaveText(
      new RegExp(
        `^This class meets while ${evenings}, which you are enrolled in, does \\(first on Mon, Mar 24, 2:00\\sPM EDT\\)\\. You can still select it\\.$`,
      ),
    );
    expect(await axeViolations(page)).toEqual([]);
    expect(await widerThanViewport(page)).toEqual([]);
    await page.screenshot({
      path: testInfo.outputPath(`class-clash-${width}-${colorScheme}.png`),
      fullPage: true,
    });
  }

  // A warning, not a refusal.
  await page.getByRole('button', { name: `Select ${club}` }).click();
  await expect(page.getByRole('dialog', { name: 'Class selected!' })).toBeVisible();
  await expect(page.getByRole('button', { name: `Selected ${club}` })).toBeVisible();

  // The cart says it too, with the same rule, readable in both themes.
  await page.goto('/dashboard/selected');
  const cartNote = page.getByRole('note', { name: 'Timetable clashes' });
  await expect(cartNote).toContainText(`${club} meets while ${evenings}, which you are enrolled in, does`);
  for (const colorScheme of ['light', 'dark'] as const) {
    await showColorScheme(page, colorScheme);
    const { violations } = await new AxeBuilder({ page }).include('[role="note"]').analyze();
    expect(violations.map((v) => `${colorScheme} ${v.id}`)).toEqual([]);
  }
  await context.close();
});
