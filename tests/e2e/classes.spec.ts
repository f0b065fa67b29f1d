import { expect, test } from './support/fixtures';
import type { Page } from '@playwright/test';
import { approvedClasses, backgroundRgb } from './helpers';

interface ApiClass {
  name: string;
  price: number;
  students: number;
  availableSeats: number;
}

const cardNames = (page: Page) =>
  page.getByRole('article').evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label')));
const cardPrices = (page: Page) =>
  page
    .getByRole('article')
    .getByText(/^Price: /)
    .evaluateAll((lines) =>
      lines.map((line) => {
        const shown = line.textContent!.replace('Price: ', '');
        return shown === 'Free' ? 0 : Number(shown.replace(/[$,]/g, ''));
      }),
    );

test('the classes page lists the approved classes with image, language, seats, students and price', async ({
  page,
  request,
}) => {
  const approved = (await (await request.get('/api/classes')).json()) as ApiClass[];
  const mandarin = approved.find((item) => item.name === 'Mandarin Tones Bootcamp')!;
  await page.goto('/classes');
  await expect(page.getByRole('heading', { level: 1, name: 'All Classes' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(approved.length);
  await expect(page.getByRole('article', { name: 'Spanish Grammar Clinic' })).toHaveCount(0);
  await expect(page.getByRole('article', { name: 'Italian through Opera' })).toHaveCount(0);

  const card = page.getByRole('article', { name: 'Mandarin Tones Bootcamp' });
  await expect(card.getByRole('img', { name: 'Mandarin Tones Bootcamp class' })).toHaveJSProperty(
    'complete',
    true,
  );
  await expect(card.getByText('Language: Mandarin Tones Bootcamp')).toBeVisible();
  await expect(card.getByText(`Available seats: ${mandarin.availableSeats}`)).toBeVisible();
  await expect(card.getByText(`Students: ${mandarin.students}`, { exact: true })).toBeVisible();
  await expect(card.getByText('Price: $89.00')).toBeVisible();
  await expect(
    page.getByRole('article', { name: 'French for Travellers' }).getByText('Price: Free'),
  ).toBeVisible();
});

test('a full class has a red background and says it is full', async ({ page }) => {
  await page.goto('/classes');
  for (const name of ['Conversational Spanish', 'Chinese Characters 101']) {
    const card = page.getByRole('article', { name });
    await expect(card.getByText('Available seats: 0')).toBeVisible();
    await expect(card.getByText('Full', { exact: true })).toBeVisible();
    const [red, green, blue] = await backgroundRgb(card);
    expect(red).toBeGreaterThan(150);
    expect(green).toBeLessThan(90);
    expect(blue).toBeLessThan(90);
  }
  const [red, green, blue] = await backgroundRgb(page.getByRole('article', { name: 'Business Japanese' }));
  expect([red, green, blue]).toEqual([255, 255, 255]);
});

test('search, the seats filter and the sort change the list and survive a reload', async ({
  page,
  request,
}) => {
  const approved = (await (await request.get('/api/classes')).json()) as ApiClass[];
  const mostPopularWithSeats = approved
    .filter((item) => item.availableSeats > 0)
    .sort((a, b) => b.students - a.students || a.name.localeCompare(b.name))[0]!.name;
  await page.goto('/classes');
  await expect(page.getByRole('article')).toHaveCount(approved.length);
  const withSeats = approved.filter((item) => item.availableSeats > 0).length;

  const search = page.getByRole('searchbox', { name: 'Search classes' });
  await search.fill('japanese');
  await expect.poll(() => cardNames(page)).toEqual(['Japanese Hiragana & Katakana', 'Business Japanese']);
  await expect(page).toHaveURL(/[?&]q=japanese/);
  await expect(page.getByRole('status').filter({ hasText: 'classes' })).toHaveText('2 classes');

  await search.fill('');
  // Each keystroke replaces the URL; let that navigation land before the next control changes it.
  await expect(page).not.toHaveURL(/[?&]q=/);
  const seats = page.getByRole('checkbox', { name: 'Only classes with seats' });
  await seats.check();
  await expect(page.getByRole('article')).toHaveCount(withSeats);
  await expect(page.getByRole('article', { name: 'Conversational Spanish' })).toHaveCount(0);
  await expect(page.getByRole('article', { name: 'Chinese Characters 101' })).toHaveCount(0);

  const sort = page.getByRole('combobox', { name: 'Sort by' });
  await sort.selectOption({ label: 'Price: low to high' });
  await expect.poll(() => cardNames(page).then((names) => names[0])).toBe('French for Travellers');
  const up = await cardPrices(page);
  expect(up).toEqual([...up].sort((a, b) => a - b));
  await expect(page).toHaveURL(/seats=available/);
  await expect(page).toHaveURL(/sort=price-asc/);

  await page.reload();
  await expect(seats).toBeChecked();
  await expect(sort).toHaveValue('price-asc');
  await expect(page.getByRole('article')).toHaveCount(withSeats);
  expect(await cardPrices(page)).toEqual(up);

  await sort.selectOption({ label: 'Price: high to low' });
  await expect.poll(() => cardNames(page).then((names) => names[0])).toBe('Business Japanese');
  await sort.selectOption({ label: 'Most popular' });
  await expect.poll(() => cardNames(page).then((names) => names[0])).toBe(mostPopularWithSeats);
  await expect(page).not.toHaveURL(/sort=/);

  await page.goto('/classes?q=tones');
  await expect(search).toHaveValue('tones');
  await expect.poll(() => cardNames(page)).toEqual(['Mandarin Tones Bootcamp']);
});

test('the filters work from the keyboard', async ({ page, request }) => {
  const approved = await approvedClasses(request);
  const french = approved.filter((item) => /french/i.test(item.name)).length;
  await page.goto('/classes');
  await expect(page.getByRole('article')).toHaveCount(approved.length);
  await page.getByRole('searchbox', { name: 'Search classes' }).focus();
  await page.keyboard.type('french');
  await expect(page.getByRole('article')).toHaveCount(french);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('checkbox', { name: 'Only classes with seats' })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(page.getByRole('checkbox', { name: 'Only classes with seats' })).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toBeFocused();
});

test('a list that fails to load says so, and Try again loads it', async ({ page, request }) => {
  const approved = await approvedClasses(request);
  await page.route('**/api/classes', (route) => route.abort('failed'));
  await page.clock.install();
  await page.goto('/classes');
  // The query retries three times (1 s, 2 s, 4 s) before it gives up: the page's clock is moved on a second
  // at a time rather than waited out.
  const alert = page.getByRole('alert').filter({ hasText: 'We could not load the classes.' });
  await expect
    .poll(
      async () => {
        await page.clock.runFor(1000);
        return alert.isVisible();
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  await page.clock.resume();
  await page.unroute('**/api/classes');
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('article')).toHaveCount(approved.length);
});
