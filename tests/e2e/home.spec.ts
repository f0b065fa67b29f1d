import { expect, test } from './support/fixtures';
import { approvedClasses, backgroundRgb, collectPageErrors, frames } from './helpers';

const PHRASES = ['Expand Your World!', 'Embrace Diversity!', 'Unleash Potential!'];
const BANNER_TEXTS = [
  'Small classes led by native-speaking instructors.',
  'From your first hello to confident conversation.',
  'Choose a class today and start speaking tomorrow.',
];
const FLAGS = [
  'Chinese',
  'Czech',
  'German',
  'English',
  'French',
  'Italian',
  'Japanese',
  'Portuguese',
  'Spanish',
];
const REASONS = [
  [
    'Over 20 Years of Experience',
    'In 2000 the centre became an academic department within the school of languages.',
  ],
  ['Exclusive Learning Materials', 'Text with multimedia on all areas of the curriculum.'],
  ['Career Upgrade', 'Learning a new language is fascinating and can lead to great opportunities.'],
];

test('the banner shows the headline, the tagline and Get Started, which opens the classes', async ({
  page,
}) => {
  await page.goto('/');
  const banner = page.getByRole('region', { name: 'Speak the World' });
  await expect(banner.getByRole('heading', { level: 1, name: 'Speak the World' })).toBeVisible();
  await expect(banner.getByText('Learn Any Language and', { exact: false })).toBeVisible();
  const picture = banner.locator('picture img');
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.currentSrc))
    .toMatch(/^http:\/\/localhost:\d+\/images\/banner\/banner-\d+\.(avif|webp)$/);
  expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await banner.getByRole('link', { name: 'Get Started' }).click();
  await expect(page).toHaveURL(/\/classes$/);
  await expect(page.getByRole('heading', { level: 1, name: 'All Classes' })).toBeVisible();
});

test('the typed phrase is typed letter by letter, stays 2000 ms when complete, then the next follows', async ({
  page,
}) => {
  await page.clock.install({ time: new Date('2030-01-01T09:00:00Z') });
  await page.clock.pauseAt(new Date('2030-01-01T09:00:01Z'));
  await page.goto('/');
  const typed = page.getByTestId('typed-phrase');
  await expect(typed).toHaveText('');
  await page.clock.runFor(80);
  await expect(typed).toHaveText('E');
  await page.clock.runFor(80 * 17);
  await expect(typed).toHaveText('Expand Your World!');
  await page.clock.runFor(1980);
  await expect(typed).toHaveText('Expand Your World!');
  await page.clock.runFor(20);
  await expect(typed).toHaveText('Expand Your World');
  await page.clock.runFor(50 * 17 + 80 * 18);
  await expect(typed).toHaveText('Embrace Diversity!');
  await page.clock.runFor(2000 + 50 * 17 + 80 * 18);
  await expect(typed).toHaveText('Unleash Potential!');
});

test('the banner text moves to the next of its three values every 4000 ms, and Pause stops it', async ({
  page,
}) => {
  await page.clock.install({ time: new Date('2030-01-01T09:00:00Z') });
  await page.clock.pauseAt(new Date('2030-01-01T09:00:01Z'));
  await page.goto('/');
  const text = (index: number) => page.getByText(BANNER_TEXTS[index]!, { exact: true });
  await expect(text(0)).toBeVisible();
  await expect(text(1)).toBeHidden();
  await page.clock.runFor(3990);
  await expect(text(0)).toBeVisible();
  await page.clock.runFor(10);
  await expect(text(1)).toBeVisible();
  await expect(text(0)).toBeHidden();
  await page.clock.runFor(4000);
  await expect(text(2)).toBeVisible();
  await page.clock.runFor(4000);
  await expect(text(0)).toBeVisible();

  await page.getByRole('button', { name: 'Pause animations' }).click();
  await expect(page.getByTestId('typed-phrase')).toHaveText(new RegExp(`^(${PHRASES.join('|')})$`));
  const frozen = await page.getByTestId('typed-phrase').textContent();
  await page.clock.runFor(20_000);
  await expect(text(0)).toBeVisible();
  await expect(page.getByTestId('typed-phrase')).toHaveText(frozen!);
});

test('with reduced motion the phrases appear whole, without typing', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.clock.install({ time: new Date('2030-01-01T09:00:00Z') });
  await page.clock.pauseAt(new Date('2030-01-01T09:00:01Z'));
  await page.goto('/');
  const typed = page.getByTestId('typed-phrase');
  await expect(typed).toHaveText(PHRASES[0]!);
  await page.clock.runFor(2000);
  await expect(typed).toHaveText(PHRASES[1]!);
  await expect(page.locator('.typewriter-caret')).toHaveCount(0);
});

test('Popular Classes shows the six classes with the most students, with price and students right', async ({
  page,
  request,
}) => {
  const popular = (await (await request.get('/api/classes?sort=popular&limit=6')).json()) as {
    name: string;
    price: number;
    students: number;
    availableSeats: number;
  }[];
  await page.goto('/');
  const section = page.getByRole('region', { name: 'Popular Classes' });
  await expect(section.getByText('Highest number of students enrolled')).toBeVisible();
  const cards = section.getByRole('article');
  await expect(cards).toHaveCount(6);
  for (const [index, item] of popular.entries()) {
    const card = cards.nth(index);
    await expect(card.getByText(`Language: ${item.name}`)).toBeVisible();
    const price = item.price === 0 ? 'Free' : `$${item.price.toFixed(2)}`;
    await expect(card.getByText(`Price: ${price}`)).toBeVisible();
    await expect(card.getByText(`Students: ${item.students}`, { exact: true })).toBeVisible();
    await expect(card.getByText(`Available seats: ${item.availableSeats}`)).toBeVisible();
  }
  const full = section.getByRole('article', { name: 'Conversational Spanish' });
  const [red, green, blue] = await backgroundRgb(full);
  expect(red).toBeGreaterThan(150);
  expect(green).toBeLessThan(90);
  expect(blue).toBeLessThan(90);

  await section.getByRole('link', { name: 'Show all classes' }).click();
  await expect(page).toHaveURL(/\/classes$/);
});

test("Popular Instructors shows six instructors, and View classes opens that instructor's classes", async ({
  page,
  request,
}) => {
  const approved = await approvedClasses(request);
  const kenjis = approved.filter((item) => item.instructor === 'kenji.sato@example.com').length;
  await page.goto('/');
  const section = page.getByRole('region', { name: 'Popular Instructors' });
  await expect(section.getByText('Our heroes', { exact: true })).toBeVisible();
  await expect(section.getByRole('article')).toHaveCount(6);
  const kenji = section.getByRole('article', { name: 'Kenji Sato' });
  await expect(kenji.getByText('Instructor', { exact: true })).toBeVisible();
  await expect(kenji.getByText('kenji.sato@example.com')).toBeVisible();
  await kenji.getByRole('link', { name: 'View classes' }).click();

  await expect(page).toHaveURL(/\/classes\?instructor=kenji\.sato%40example\.com$/);
  await expect(page.getByTestId('instructor-filter')).toContainText('Kenji Sato');
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(kenjis);
  for (const card of await cards.all()) await expect(card.getByText('Instructor: Kenji Sato')).toBeVisible();

  await page.getByRole('button', { name: 'Clear the instructor filter' }).click();
  await expect(page).toHaveURL(/\/classes$/);
  await expect(page.getByTestId('instructor-filter')).toHaveCount(0);
  await expect(cards).toHaveCount(approved.length);
});

test('Why Choose Us shows the three reasons in both columns and rises into view once', async ({ page }) => {
  await page.goto('/');
  const section = page.getByRole('region', { name: 'Why Choose Us' });
  const content = page.getByTestId('why-choose-us-content');
  await expect(content).toHaveCSS('opacity', '0');
  await expect(content).toHaveCSS('transition-duration', '2s, 2s');

  await section.scrollIntoViewIfNeeded();
  await expect(section.getByText('Some simple reasons')).toBeVisible();
  for (const [title, description] of REASONS) {
    await expect(section.getByRole('heading', { name: title })).toHaveCount(2);
    await expect(section.getByText(description!)).toHaveCount(2);
  }
  await expect(section.getByRole('img', { name: /open book, a graduation cap/ })).toBeVisible();
  await expect(content).toHaveCSS('opacity', '1');
  await expect(content).toHaveCSS('translate', '0px');

  await page.evaluate(() => window.scrollTo(0, 0));
  // Out of view again: once the browser has told observers so and drawn a few frames, it has not faded.
  await section.evaluate(
    (element) =>
      new Promise<void>((resolve) => {
        const observer = new IntersectionObserver(([entry]) => {
          if (entry && !entry.isIntersecting) {
            observer.disconnect();
            resolve();
          }
        });
        observer.observe(element);
      }),
  );
  await frames(page, 3);
  await expect(content).toHaveCSS('opacity', '1');
});

test('on a phone Why Choose Us shows each reason once', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/');
  const section = page.getByRole('region', { name: 'Why Choose Us' });
  await section.scrollIntoViewIfNeeded();
  for (const [title] of REASONS) {
    await expect(section.getByRole('heading', { name: title })).toHaveCount(1);
  }
});

test('the carousel shows the nine flags with their captions, as a coverflow, without CSP errors', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await page.goto('/');
  const section = page.getByRole('region', { name: 'Languages we teach' });
  await section.scrollIntoViewIfNeeded();
  const slides = section.locator('.swiper-slide');
  await expect(slides).toHaveCount(9);
  await expect(section.locator('figcaption')).toHaveText(FLAGS);
  const sources = await section
    .locator('.swiper-slide img')
    .evaluateAll((images) => images.map((img) => new URL((img as HTMLImageElement).src).pathname));
  expect(sources).toEqual(FLAGS.map((flag) => `/images/flags/${flag.toLowerCase()}.webp`));
  await expect(section.locator('.swiper-pagination-bullet')).toHaveCount(9);
  await expect(section.locator('.swiper-slide-shadow-left').first()).toBeAttached();

  const active = section.locator('.swiper-slide-active figcaption');
  await expect(active).toHaveText('French');
  await expect(section.locator('.swiper-slide-active img')).toHaveJSProperty('complete', true);
  expect(await section.locator('.swiper-slide-next').getAttribute('style')).toContain('rotateY(-50deg)');
  await section.getByRole('button', { name: 'Next language' }).click();
  await expect(active).toHaveText('Italian');
  await section.getByRole('button', { name: 'Previous language' }).click();
  await section.getByRole('button', { name: 'Previous language' }).click();
  await expect(active).toHaveText('English');

  const widthShare = await section
    .locator('.swiper')
    .evaluate((el) => el.getBoundingClientRect().width / el.parentElement!.parentElement!.clientWidth);
  expect(widthShare).toBeCloseTo(2 / 5, 2);
  expect(errors).toEqual([]);
});

test('on a phone the carousel takes two thirds of the width and still shows five flags at once', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  const section = page.getByRole('region', { name: 'Languages we teach' });
  await section.scrollIntoViewIfNeeded();
  const swiper = section.locator('.swiper');
  await expect(section.locator('.swiper-slide')).toHaveCount(9);
  const [carousel, slide] = await Promise.all([
    swiper.evaluate((el) => el.getBoundingClientRect().width),
    section
      .locator('.swiper-slide')
      .first()
      .evaluate((el) => parseFloat(getComputedStyle(el).width)),
  ]);
  const container = await swiper.evaluate((el) => el.parentElement!.parentElement!.clientWidth);
  expect(carousel / container).toBeCloseTo(2 / 3, 2);
  expect(slide * 5).toBeCloseTo(carousel, 0);
});
