import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/fixtures';
import { backgroundRgb } from './helpers';
import { newStudent, pngImage, signedIn, unique } from './support/sessions';

test('a profile photo is uploaded from the profile page and fills in the photo URL', async ({
  browser,
  baseURL,
}) => {
  const name = unique('Pia Photo');
  const { context } = await newStudent(browser, baseURL!, name);
  const page = await context.newPage();
  await page.goto('/dashboard/profile');
  await page
    .getByLabel('Or upload a photo')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await pngImage(80, 80, '#16a34a') });
  await expect(page.getByText('Photo uploaded: save your profile to keep it.')).toBeVisible();
  await expect(page.getByLabel('Photo URL')).toHaveValue(/^\/api\/images\/[0-9a-f]{32}$/);
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.locator('.toast').getByText('Profile updated')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByAltText(`${name}'s photo`).first()).toBeVisible();

  await page
    .getByLabel('Or upload a photo')
    .setInputFiles({ name: 'me.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg/>') });
  await expect(page.locator('#photo-upload-error')).toHaveText('Choose a JPEG, PNG, WebP or GIF image.');
  await context.close();
});

test('the loading states of the timetable and the school settings pass axe while their answers are held back', async ({
  browser,
  baseURL,
}) => {
  for (const [email, path, api, label] of [
    [
      'instructor@example.com',
      '/dashboard/teaching-schedule',
      '/api/me/teaching-sessions',
      'Loading your timetable',
    ],
    ['admin@example.com', '/dashboard/settings', '/api/school-settings', 'Loading the settings'],
  ] as const) {
    const context = await signedIn(browser, baseURL!, email);
    const page = await context.newPage();
    await page.setViewportSize({ width: 360, height: 800 });
    // The answer never comes while the check runs: the page stays in its loading state.
    await page.route(`**${api}*`, () => new Promise<void>(() => {}));
    await page.goto(path);
    await expect(page.getByRole('status', { name: label })).toBeVisible();
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(
      results.violations.map((v) => `${path}: ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([]);
    await context.close();
  }
});

for (const [email, path] of [
  ['instructor@example.com', '/dashboard/addclass'],
  ['instructor@example.com', '/dashboard/myclasses'],
  ['instructor@example.com', '/dashboard/teaching-schedule'],
  ['admin@example.com', '/dashboard/manage-class'],
  ['admin@example.com', '/dashboard/manage-users'],
  ['admin@example.com', '/dashboard/all-schedules'],
  ['admin@example.com', '/dashboard/coupons'],
  ['admin@example.com', '/dashboard/settings'],
  ['admin@example.com', '/dashboard/refunds'],
] as const) {
  for (const width of [360, 1280]) {
    test(`${path} has no detectable accessibility violations at ${width}px`, async ({ browser, baseURL }) => {
      const context = await signedIn(browser, baseURL!, email);
      const page = await context.newPage();
      await page.setViewportSize({ width, height: 800 });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      expect(
        results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      ).toEqual([]);
      await context.close();
    });
  }
}

test('in the dark theme the dashboard sidebar stays dark, with light text', async ({ browser, baseURL }) => {
  const context = await signedIn(browser, baseURL!, 'student@example.com');
  const page = await context.newPage();
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/dashboard');
  const sidebar = page.locator('aside').filter({ has: page.getByRole('navigation', { name: 'Dashboard' }) });
  const [r, g, b] = await backgroundRgb(sidebar);
  expect(0.2126 * r + 0.7152 * g + 0.0722 * b).toBeLessThan(90);
  const textLuminance = await sidebar.evaluate((element) => {
    const context = document.createElement('canvas').getContext('2d')!;
    context.fillStyle = getComputedStyle(element).color;
    context.fillRect(0, 0, 1, 1);
    const [red, green, blue] = context.getImageData(0, 0, 1, 1).data;
    return 0.2126 * red! + 0.7152 * green! + 0.0722 * blue!;
  });
  expect(textLuminance).toBeGreaterThan(200);
  await context.close();
});

test('the dashboard’s welcome picture floats once, in under 5 s, and then rests', async ({
  browser,
  baseURL,
}) => {
  const context = await signedIn(browser, baseURL!, 'student@example.com');
  const page = await context.newPage();
  await page.goto('/dashboard');
  const picture = page.getByAltText('A globe with speech bubbles in many languages');
  await expect(picture).toBeVisible();
  // Moving content that lasts more than 5 s needs a way to pause it (WCAG 2.2.2); this one has none.
  const timing = await picture.evaluate((img) =>
    img.getAnimations().map((animation) => {
      const { iterations, duration } = animation.effect!.getComputedTiming();
      return { iterations, duration };
    }),
  );
  expect(timing).toHaveLength(1);
  expect(Number(timing[0]!.iterations) * Number(timing[0]!.duration)).toBeLessThanOrEqual(5000);
  await picture.evaluate((img) => Promise.all(img.getAnimations().map((animation) => animation.finished)));
  expect(await picture.evaluate((img) => img.getAnimations().length)).toBe(0);
  await context.close();
});
