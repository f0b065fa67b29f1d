import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { signedIn } from './support/sessions';

// The seed's class that is already running: the demo instructor's, begun 17 days before the seed's day.
const RUNNING_CLASS = 'Spanish for Beginners';
const INSTRUCTOR = 'instructor@example.com';

async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The first session of the running class, which has taken place, and the first student on its roster. */
async function firstSessionAndStudent(instructor: BrowserContext, baseURL: string) {
  const sessions = (await (await instructor.request.get('/api/me/teaching-sessions')).json()) as {
    _id: string;
    classId: string;
    className: string;
    startsAt: string;
  }[];
  const session = sessions.find((s) => s.className === RUNNING_CLASS)!;
  expect(Date.parse(session.startsAt)).toBeLessThan(Date.now());
  const url = `/api/classes/${session.classId}/sessions/${session._id}/attendance`;
  const roster = (await (await instructor.request.get(url)).json()) as {
    students: { _id: string; name: string; email: string }[];
  };
  const student = roster.students[0]!;
  // Not recorded to start with, whatever an earlier run of this journey left.
  const cleared = await instructor.request.put(`${url}/${student._id}`, {
    headers: { origin: baseURL },
    data: { status: null },
  });
  expect(cleared.ok(), await cleared.text()).toBe(true);
  return { session, student };
}

test('the instructor marks a student late in the roster, and the student sees Late under their class', async ({
  browser,
  baseURL,
}, testInfo) => {
  const instructor = await signedIn(browser, baseURL!, INSTRUCTOR);
  const { student } = await firstSessionAndStudent(instructor, baseURL!);
  const page = await instructor.newPage();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/dashboard');
  await page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: 'Teaching timetable' })
    .click();
  await expect(page).toHaveURL(/\/dashboard\/teaching-schedule$/);
  await expect(page.getByRole('heading', { name: 'Teaching timetable', level: 1 })).toBeVisible();
  // The week comes first: this week's sessions, with their rosters.
  await expect(page.getByRole('heading', { name: /^Week of / })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('teaching-week-1280.png'), fullPage: true });

  // Keyboard: the agenda, then the roster of the class's first session, then Late for the student.
  await page.getByRole('button', { name: 'Agenda', exact: true }).focus();
  await page.keyboard.press('Enter');
  const rosterButton = page
    .getByRole('button', { name: new RegExp(`^Roster and attendance: ${escaped(RUNNING_CLASS)},`) })
    .first();
  await rosterButton.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Roster of ${RUNNING_CLASS}` });
  await expect(dialog).toBeVisible();
  const row = dialog.getByRole('group', { name: new RegExp(`^${escaped(student.name)}`) });
  await expect(row.getByRole('radio', { name: 'Not recorded' })).toBeChecked();
  await row.getByRole('radio', { name: 'Late' }).focus();
  await page.keyboard.press('Space');
  await expect(dialog.getByRole('status')).toHaveText(`${student.name}: Late.`);
  await expect(row.getByRole('radio', { name: 'Late' })).toBeChecked();
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('roster-1280.png') });

  await page.setViewportSize({ width: 360, height: 800 });
  expect(await pageWidth(page)).toBeLessThanOrEqual(360);
  await page.screenshot({ path: testInfo.outputPath('roster-360.png') });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(rosterButton).toBeFocused();
  expect(await pageWidth(page)).toBeLessThanOrEqual(360);
  await page.screenshot({ path: testInfo.outputPath('teaching-agenda-360.png'), fullPage: true });
  await page.getByRole('button', { name: 'Week', exact: true }).click();
  expect(await pageWidth(page)).toBeLessThanOrEqual(360);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('teaching-week-360.png'), fullPage: true });
  await instructor.close();

  const studentContext = await signedIn(browser, baseURL!, student.email);
  const mine = await studentContext.newPage();
  await mine.setViewportSize({ width: 1280, height: 900 });
  await mine.goto('/dashboard/enrolled');
  const attendance = mine.getByRole('button', { name: `Attendance: ${RUNNING_CLASS}` });
  await attendance.focus();
  await mine.keyboard.press('Enter');
  const own = mine.getByRole('dialog', { name: `Your attendance: ${RUNNING_CLASS}` });
  const sessions = own.getByRole('list', { name: 'Sessions that have taken place' }).getByRole('listitem');
  await expect(sessions.first()).toContainText('Late');
  await expect(own.getByText(/Late: 1/)).toBeVisible();
  expect(await axeViolations(mine)).toEqual([]);
  await mine.screenshot({ path: testInfo.outputPath('my-attendance-1280.png') });
  await mine.setViewportSize({ width: 360, height: 800 });
  expect(await pageWidth(mine)).toBeLessThanOrEqual(360);
  await mine.screenshot({ path: testInfo.outputPath('my-attendance-360.png') });
  await mine.keyboard.press('Escape');
  await expect(own).toBeHidden();
  await expect(attendance).toBeFocused();
  await studentContext.close();
});

test("the admin sees every class's sessions in one week, each naming its class and instructor", async ({
  browser,
  baseURL,
}, testInfo) => {
  const admin = await signedIn(browser, baseURL!, 'admin@example.com');
  const instructors = (await (await admin.request.get('/api/users')).json()) as {
    email: string;
    name: string;
    role: string;
  }[];
  const demoInstructor = instructors.find((p) => p.email === INSTRUCTOR)!.name;
  // The browser runs in UTC: this week and the next, as the page asks for them.
  const today = new Date();
  const monday = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()));
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
  const weekOf = async (offset: number) => {
    const start = new Date(monday.getTime() + offset * 7 * 86_400_000).toISOString().slice(0, 10);
    const res = await admin.request.get(`/api/sessions/week?start=${start}&tz=UTC`);
    expect(res.ok(), await res.text()).toBe(true);
    return (
      (await res.json()) as { sessions: { className: string; instructor: string; instructorName: string }[] }
    ).sessions;
  };
  // A week holding a class of another instructor than the demo one (classes start within two weeks of the seed).
  let offset = 0;
  let other = (await weekOf(0)).find((s) => s.instructor !== INSTRUCTOR);
  if (!other) {
    offset = 1;
    other = (await weekOf(1)).find((s) => s.instructor !== INSTRUCTOR);
  }
  expect(other, 'a class of another instructor this week or next').toBeTruthy();

  const page = await admin.newPage();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/dashboard');
  await page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: 'All schedules' })
    .click();
  await expect(page).toHaveURL(/\/dashboard\/all-schedules$/);
  await expect(page.getByRole('heading', { name: 'All schedules', level: 1 })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /this week|No class meets/ })).toBeVisible();
  // The running class meets this week: its sessions name the demo instructor.
  await expect(page.getByText(RUNNING_CLASS).first()).toBeVisible();
  await expect(page.getByText(`with ${demoInstructor}`).first()).toBeVisible();
  if (offset === 1) {
    await page.getByRole('button', { name: 'Next week' }).focus();
    await page.keyboard.press('Enter');
  }
  await expect(page.getByText(other!.className).first()).toBeVisible();
  await expect(page.getByText(`with ${other!.instructorName}`).first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('all-schedules-1280.png'), fullPage: true });

  await page.setViewportSize({ width: 360, height: 800 });
  expect(await pageWidth(page)).toBeLessThanOrEqual(360);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('all-schedules-360.png'), fullPage: true });
  await admin.close();
});
