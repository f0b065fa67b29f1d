import { approvedClasses } from './helpers';
import { expect, test } from './support/fixtures';

test('the instructors page shows every instructor with photo, name, label, email and View classes', async ({
  page,
  request,
}) => {
  const instructors = (await (await request.get('/api/instructors')).json()) as {
    name: string;
    email: string;
  }[];
  await page.goto('/ins');
  await expect(page.getByRole('heading', { level: 1, name: 'All Instructors' })).toBeVisible();
  await expect(page.getByText('See all of our heroes')).toBeVisible();
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(instructors.length);
  for (const person of instructors) {
    const card = page.getByRole('article', { name: person.name });
    await expect(card.getByRole('heading', { name: person.name })).toBeVisible();
    await expect(card.getByText('Instructor', { exact: true })).toBeVisible();
    await expect(card.getByText(person.email)).toBeVisible();
    await expect(card.getByRole('link', { name: 'View classes' })).toHaveAttribute(
      'href',
      `/classes?instructor=${encodeURIComponent(person.email)}`,
    );
  }
  const photo = page.getByRole('article', { name: 'Sophie Laurent' }).getByRole('img', {
    name: 'Portrait of Sophie Laurent',
  });
  await photo.scrollIntoViewIfNeeded();
  await expect(photo).toHaveJSProperty('complete', true);
  expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});

test("View classes shows only that instructor's approved classes, and clearing the chip shows all", async ({
  page,
  request,
}) => {
  const theirs = (await (
    await request.get('/api/classes?instructor=sophie.laurent%40example.com')
  ).json()) as {
    name: string;
  }[];
  expect(theirs.length).toBeGreaterThan(1);
  await page.goto('/ins');
  await page
    .getByRole('article', { name: 'Sophie Laurent' })
    .getByRole('link', { name: 'View classes' })
    .click();
  await expect(page).toHaveURL(/\/classes\?instructor=sophie\.laurent%40example\.com$/);
  const chip = page.getByTestId('instructor-filter');
  await expect(chip).toContainText('Sophie Laurent');
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(theirs.length);
  for (const { name } of theirs) {
    await expect(page.getByRole('article', { name }).getByText('Instructor: Sophie Laurent')).toBeVisible();
  }

  await page.reload();
  await expect(chip).toContainText('Sophie Laurent');
  await expect(cards).toHaveCount(theirs.length);

  await chip.getByRole('button', { name: 'Clear the instructor filter' }).click();
  await expect(chip).toHaveCount(0);
  await expect(page).toHaveURL(/\/classes$/);
  await expect(cards).toHaveCount((await approvedClasses(request)).length);
});

test('an instructor without approved classes gets a clear empty state', async ({ page, request }) => {
  const theirs = await approvedClasses(request, '?instructor=instructor%40example.com');
  await page.goto('/classes?instructor=instructor%40example.com&q=grammar');
  await expect(page.getByText('No classes match your search.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page.getByRole('article')).toHaveCount(theirs.length);
  await page.goto('/classes?instructor=nobody%40example.com');
  await expect(page.getByText('nobody@example.com has no open classes right now.')).toBeVisible();
});
