import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/fixtures';
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_PASSWORD, newStudent, signedIn, unique } from './support/sessions';

interface PublicInstructor {
  _id: string;
  name: string;
  email: string;
}

async function instructorNamed(request: APIRequestContext, name: string) {
  const all = (await (await request.get('/api/instructors')).json()) as PublicInstructor[];
  const found = all.find((person) => person.name === name);
  if (!found) throw new Error(`No instructor named ${name}`);
  return found;
}

async function approvedClassNames(request: APIRequestContext, email: string) {
  const res = await request.get(`/api/classes?instructor=${encodeURIComponent(email)}`);
  return ((await res.json()) as { name: string }[]).map((c) => c.name);
}

/** Elements whose right edge passes the viewport: a phone would scroll sideways. */
const widerThanViewport = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`),
  );

test("a visitor opens an instructor's page from /ins and sees their bio, languages and approved classes", async ({
  page,
  request,
}) => {
  const kenji = await instructorNamed(request, 'Kenji Sato');
  const theirs = await approvedClassNames(request, kenji.email);
  expect(theirs.length).toBeGreaterThan(0);

  await page.goto('/ins');
  await page.getByRole('article', { name: 'Kenji Sato' }).getByRole('link', { name: 'Kenji Sato' }).click();
  await expect(page).toHaveURL(new RegExp(`/ins/${kenji._id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Kenji Sato' })).toBeVisible();
  await expect(page).toHaveTitle('Kenji Sato | Speak the World');
  await expect(page.getByRole('img', { name: 'Portrait of Kenji Sato' })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Languages Kenji Sato teaches' }).getByRole('listitem'),
  ).toHaveText(['Japanese', 'Korean', 'English']);
  await expect(page.getByText(/Born in Osaka/)).toBeVisible();

  const classes = page.getByRole('region', { name: 'Classes by Kenji Sato' }).getByRole('article');
  await expect(classes).toHaveCount(theirs.length);
  for (const name of theirs) {
    await expect(page.getByRole('article', { name }).getByRole('button', { name: 'Select' })).toBeVisible();
  }
  // Pending classes are not public.
  await expect(page.getByText('Korean Hangul in a Week')).toHaveCount(0);

  await page.getByRole('link', { name: 'All instructors' }).click();
  await expect(page).toHaveTitle('Instructors | Speak the World');
});

test("the instructor's name on a card is reached with Tab and opens the page with Enter", async ({
  page,
  request,
}) => {
  const sophie = await instructorNamed(request, 'Sophie Laurent');
  await page.goto('/ins');
  const link = page
    .getByRole('article', { name: 'Sophie Laurent' })
    .getByRole('link', { name: 'Sophie Laurent' });
  await expect(link).toBeVisible();
  let reached = false;
  for (let i = 0; i < 60 && !reached; i++) {
    await page.keyboard.press('Tab');
    reached = await link.evaluate((element) => element === document.activeElement);
  }
  expect(reached).toBe(true);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/ins/${sophie._id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Sophie Laurent' })).toBeVisible();
});

test('an unknown instructor gets a clear not-found state with a way back', async ({ page }) => {
  await page.goto('/ins/no-such-instructor');
  await expect(page.getByRole('heading', { level: 1, name: 'Instructor not found' })).toBeVisible();
  await page.getByRole('link', { name: 'See all instructors' }).click();
  await expect(page).toHaveURL(/\/ins$/);
});

test('the page arrives prerendered as a skeleton and is hydrated without complaints', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const marco = await instructorNamed(request, 'Marco Rossi');
  const noScript = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const bare = await noScript.newPage();
  await bare.goto(`/ins/${marco._id}`);
  await expect(bare).toHaveTitle('Instructor | Speak the World');
  await expect(bare.getByRole('link', { name: 'All instructors' })).toBeVisible();
  await expect(bare.getByRole('status')).toContainText('Loading the instructor');
  await noScript.close();

  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto(`/ins/${marco._id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Marco Rossi' })).toBeVisible();
  await expect(page).toHaveTitle('Marco Rossi | Speak the World');
  expect(problems).toEqual([]);
});

for (const width of [1280, 360]) {
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`axe finds nothing on an instructor's page at ${width} px (${colorScheme}), and nothing is wider than the screen`, async ({
      page,
      request,
    }) => {
      const amira = await instructorNamed(request, 'Amira Haddad');
      await page.emulateMedia({ colorScheme });
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/ins/${amira._id}`);
      await expect(page.getByRole('heading', { level: 2, name: 'Classes by Amira Haddad' })).toBeVisible();
      await expect(page.getByRole('article').first()).toBeVisible();
      const { violations } = await new AxeBuilder({ page }).analyze();
      expect(
        violations.map((v) => ({ rule: v.id, nodes: v.nodes.map((node) => node.target.join(' ')) })),
      ).toEqual([]);
      expect(await widerThanViewport(page)).toEqual([]);
    });
  }
}

test('an instructor writes a bio and picks languages in the profile, then sees them on their page', async ({
  browser,
  baseURL,
}) => {
  const name = unique('Tomas Teacher');
  const { context, email } = await newStudent(browser, baseURL!, name);
  const me = (await (await context.request.get('/api/me')).json()) as { _id: string };
  const admin = await signedIn(browser, baseURL!, 'admin@example.com');
  const promoted = await admin.request.patch(`/api/users/update/${me._id}`, {
    data: { role: 'instructor' },
    headers: { origin: baseURL! },
  });
  expect(promoted.status()).toBe(200);
  await admin.close();
  // A role change ends the sessions of that account: sign in again as the instructor.
  const again = await context.request.post('/api/auth/sign-in/email', {
    data: { email, password: DEMO_PASSWORD },
    headers: { origin: baseURL! },
  });
  expect(again.status()).toBe(200);

  const page = await context.newPage();
  // On a phone, where the profile's new fields must fit too.
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/dashboard/profile');
  const form = page.getByRole('form', { name: 'Profile' });
  const bio = form.getByRole('textbox', { name: 'Bio' });
  await expect(bio).toHaveValue('');
  await bio.fill('Czech grammar without tears.\nSmall groups on Tuesday evenings.');
  await expect(form.getByText('62 / 1000 characters')).toBeVisible();
  expect(await widerThanViewport(page)).toEqual([]);
  const languages = form.getByRole('group', { name: 'Languages you teach' });
  await languages.getByRole('checkbox', { name: 'Czech' }).check();
  await languages.getByRole('checkbox', { name: 'German' }).check();
  await form.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Profile updated')).toBeVisible();

  // Too long a bio is refused in the form, before it is sent.
  await bio.fill('x'.repeat(1001));
  await form.getByRole('button', { name: 'Save profile' }).click();
  await expect(form.getByText('Bio should be at most 1000 characters long')).toBeVisible();
  await page.reload();
  await expect(bio).toHaveValue('Czech grammar without tears.\nSmall groups on Tuesday evenings.');
  await expect(languages.getByRole('checkbox', { name: 'Czech' })).toBeChecked();

  await form.getByRole('link', { name: 'your instructor page' }).click();
  await expect(page).toHaveURL(new RegExp(`/ins/${me._id}$`));
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('Small groups on Tuesday evenings.')).toBeVisible();
  await expect(
    page.getByRole('list', { name: `Languages ${name} teaches` }).getByRole('listitem'),
  ).toHaveText(['Czech', 'German']);
  await expect(page.getByText(`${name} has no open classes right now.`)).toBeVisible();
  await context.close();
});
