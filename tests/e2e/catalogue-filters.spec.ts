import { expect, test } from './support/fixtures';
import type { Page } from '@playwright/test';
import { collectPageErrors } from './helpers';

interface CatalogueClass {
  _id: string;
  name: string;
  language?: string | null;
  level?: string | null;
  weekStarts?: string[] | null;
  firstSessionAt?: string | null;
}

interface SessionsAnswer {
  timeZone: string | null;
  sessions: { startsAt: string; endsAt: string; status: string }[];
}

// A visitor in New York whose browser writes times on a 24-hour clock.
test.use({ timezoneId: 'America/New_York', locale: 'en-GB' });

const catalogue = async (page: Page) =>
  (await (await page.request.get('/api/classes')).json()) as CatalogueClass[];

const shownCount = (page: Page) => page.getByRole('status').filter({ hasText: /class/ });
const countText = (n: number) => `${n} ${n === 1 ? 'class' : 'classes'}`;

test('filters by language and level, keeps them in the URL, and back returns to the previous filters', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  const all = await catalogue(page);
  const spanish = all.filter((item) => item.language === 'es');
  const spanishB1 = spanish.filter((item) => item.level === 'B1');
  expect(spanish.length).toBeGreaterThan(spanishB1.length);
  expect(spanishB1.length).toBeGreaterThan(0);

  await page.goto('/classes');
  await expect(page.getByRole('article')).toHaveCount(all.length);
  const language = page.getByRole('combobox', { name: 'Language' });
  const level = page.getByRole('combobox', { name: 'Level' });
  // With no filter, the counts beside the choices are those of the whole catalogue.
  await expect(language.locator('option', { hasText: 'Spanish' })).toHaveText(`Spanish (${spanish.length})`);
  const b1 = all.filter((item) => item.level === 'B1').length;
  await expect(level.locator('option[value="B1"]')).toHaveText(`B1 (intermediate) (${b1})`);

  await language.selectOption('es');
  await expect(page).toHaveURL(/[?&]language=es(&|$)/);
  await expect(page.getByRole('article')).toHaveCount(spanish.length);
  // Then each level's count is what choosing it would list beside Spanish, not the whole catalogue's.
  await expect(level.locator('option[value="B1"]')).toHaveText(`B1 (intermediate) (${spanishB1.length})`);
  await expect(shownCount(page)).toHaveText(countText(spanish.length));
  for (const item of spanish) await expect(page.getByRole('article', { name: item.name })).toBeVisible();

  await level.selectOption('B1');
  await expect(page).toHaveURL(/[?&]level=B1(&|$)/);
  await expect(page).toHaveURL(/[?&]language=es(&|$)/);
  await expect(page.getByRole('article')).toHaveCount(spanishB1.length);
  await expect(shownCount(page)).toHaveText(countText(spanishB1.length));

  // A shared link opens on the same list.
  await page.reload();
  await expect(language).toHaveValue('es');
  await expect(level).toHaveValue('B1');
  await expect(page.getByRole('article')).toHaveCount(spanishB1.length);

  await page.goBack();
  await expect(page).not.toHaveURL(/level=/);
  await expect(level).toHaveValue('');
  await expect(language).toHaveValue('es');
  await expect(page.getByRole('article')).toHaveCount(spanish.length);

  await page.goBack();
  await expect(language).toHaveValue('');
  await expect(page.getByRole('article')).toHaveCount(all.length);
  expect(errors).toEqual([]);
});

test('a card says the language, level, format and when the class meets in the visitor’s zone', async ({
  page,
}) => {
  const item = (await catalogue(page)).find((c) => c.name === 'Conversational Spanish')!;
  const clock = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'America/New_York',
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const [day, time] = clock.format(new Date(item.weekStarts![0]!)).split(' ');
  await page.goto('/classes');
  const card = page.getByRole('article', { name: 'Conversational Spanish' });
  await expect(card.getByText('Spanish', { exact: true })).toBeVisible();
  await expect(card.getByText('B1 (intermediate)')).toBeVisible();
  await expect(card.getByText('In person')).toBeVisible();
  await expect(
    card.getByText(new RegExp(`${day}.* ${time} · (from|until|ended) \\d{1,2} [A-Z][a-z]{2}$`)),
  ).toBeVisible();
});

test('the days filter takes several days, and the Weekdays shortcut, by keyboard', async ({ page }) => {
  const weekdaysList = (await (
    await page.request.get('/api/classes?day=mon,tue,wed,thu,fri&tz=America/New_York')
  ).json()) as CatalogueClass[];
  await page.goto('/classes');
  await expect(page.getByRole('article').first()).toBeVisible();
  const days = page.getByRole('group', { name: 'Days (New York time)' });
  await days.getByRole('checkbox', { name: /^Sat/ }).focus();
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(/[?&]day=sat(&|$)/);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(/[?&]day=sat%2Csun(&|$)/);
  // Sunday, then the Weekdays shortcut: it replaces the days chosen.
  await page.keyboard.press('Tab');
  await expect(days.getByRole('button', { name: 'Weekdays' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/[?&]day=mon%2Ctue%2Cwed%2Cthu%2Cfri(&|$)/);
  await expect(days.getByRole('button', { name: 'Weekdays' })).toHaveAttribute('aria-pressed', 'true');
  await expect(shownCount(page)).toHaveText(countText(weekdaysList.length));
  await expect(days.getByRole('checkbox', { name: /^Mon/ })).toBeChecked();
  await expect(days.getByRole('checkbox', { name: /^Sat/ })).not.toBeChecked();
  // The times of day name the zone they are read in.
  await expect(
    page.getByRole('combobox', { name: 'Time of day' }).locator('option[value="evening"]'),
  ).toHaveText(/^Evening \(17:00–24:00, New York time\) \(\d+\)$/);
});

test("a class's page lists its sessions in the browser's zone, and the class's own on request", async ({
  page,
}) => {
  const item = (await catalogue(page)).find((c) => c.name === 'Conversational Spanish')!;
  const answer = (await (
    await page.request.get(`/api/classes/${item._id}/sessions`)
  ).json()) as SessionsAnswer;
  const next = answer.sessions.find((s) => s.status === 'scheduled' && Date.parse(s.endsAt) > Date.now())!;
  // The page writes times as its language (en) does, not as the browser's locale (en-GB) would.
  const at = (zone: string) =>
    new Intl.DateTimeFormat('en', { timeZone: zone, hour: 'numeric', minute: '2-digit' }).format(
      new Date(next.startsAt),
    );

  await page.goto('/classes');
  await page.getByRole('link', { name: 'Conversational Spanish' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Conversational Spanish' })).toBeVisible();
  await expect(page.getByText('Level B1')).toBeVisible();
  await expect(page.getByText('In person: Calle Sierpes 12, 41004 Sevilla, Spain')).toBeVisible();

  // The sessions come with the class (keyboard.spec.ts checks them without scrolling); scrolled to for the look.
  await page
    .getByRole('heading', { name: 'When it meets' })
    .evaluate((heading) => heading.scrollIntoView({ block: 'center' }));
  const agenda = page.getByRole('region', { name: 'Upcoming sessions' });
  await expect(agenda.getByText(/Times in .*America\/New_York/)).toBeVisible();
  const first = agenda.locator(`time[datetime="${next.startsAt}"]`).first();
  await expect(first).toHaveText(at('America/New_York'));
  await expect(page.getByText(/The class meets in .*Europe\/Madrid/)).toBeVisible();

  await page.getByLabel('Show times in').selectOption(answer.timeZone!);
  await expect(agenda.getByText(/Times in .*Europe\/Madrid/)).toBeVisible();
  await expect(first).toHaveText(at(answer.timeZone!));
});

for (const width of [360, 1280]) {
  test(`the filters and a class's sessions fit a ${width} px screen`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/classes?language=es');
    await expect(page.getByRole('article').first()).toBeVisible();
    if (width < 768) {
      // Folded on a phone, with the list right under the button.
      await expect(page.getByRole('combobox', { name: 'Language' })).toBeHidden();
      await page.getByRole('button', { name: /More filters/ }).click();
    }
    await expect(page.getByRole('combobox', { name: 'Language' })).toBeVisible();
    const overflow = () =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.screenshot({ path: testInfo.outputPath(`classes-${width}.png`), fullPage: true });

    await page.getByRole('link', { name: 'Conversational Spanish' }).first().click();
    await page
      .getByRole('heading', { name: 'When it meets' })
      .evaluate((heading) => heading.scrollIntoView({ block: 'center' }));
    await expect(page.getByRole('region', { name: 'Upcoming sessions' })).toBeVisible();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.screenshot({ path: testInfo.outputPath(`class-page-${width}.png`), fullPage: true });
  });
}
