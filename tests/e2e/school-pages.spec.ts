import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/fixtures';
import { showColorScheme } from './helpers';
import type { Page } from '@playwright/test';
import { newStudent, signedIn, unique } from './support/sessions';

/** Elements reaching past the right edge of the viewport (nothing may make the page scroll sideways). */
async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const wide = [...document.querySelectorAll('body *')].filter((element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.right > width + 0.5;
    });
    return [
      ...(document.documentElement.scrollWidth > width
        ? [`page ${document.documentElement.scrollWidth}`]
        : []),
      ...wide.slice(0, 5).map((e) => `${e.tagName.toLowerCase()}.${String(e.className).slice(0, 60)}`),
    ];
  });
}

// Dashboard pages are checked against the WCAG rules, as in dashboard-pages.spec.ts: the layout's drawer
// overlay sits outside any landmark at desktop widths (axe's best-practice 'region').
async function axeViolations(page: Page, wcagOnly: boolean) {
  const axe = new AxeBuilder({ page });
  if (wcagOnly) axe.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']);
  const { violations } = await axe.analyze();
  return violations.map((v) => ({
    rule: v.id,
    nodes: v.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary}`),
  }));
}

test('the footer links lead to About us, Contact and Teach with us', async ({ page }) => {
  await page.goto('/');
  const school = page.getByRole('navigation', { name: 'School' });
  await school.getByRole('link', { name: 'About us' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page).toHaveTitle('About us | Speak the World');
  await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
  await expect(
    page.getByText('In 2000 the centre became an academic department within the school of languages.', {
      exact: true,
    }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Popular Instructors' }).getByRole('article')).toHaveCount(6);
  await expect(page.getByRole('link', { name: 'Portuguese classes' })).toBeVisible();

  await school.getByRole('link', { name: 'Contact' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible();

  await school.getByRole('link', { name: 'Teach with us' }).click();
  await expect(page).toHaveURL(/\/teach$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Teach with us' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'Please Login' })).toBeVisible();
});

test('a visitor sends a message from Contact, and an admin reads and answers it', async ({
  page,
  browser,
  baseURL,
}) => {
  const subject = unique('Evening classes');
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Write to us' });
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByText('Name is required')).toBeVisible();
  await form.getByLabel('Your name').fill('Vera Visitor');
  await form.getByLabel('Your email').fill('vera@example.com');
  await form.getByLabel('Subject (optional)').fill(subject);
  await form.getByLabel('Message').fill('Do you teach in the evening?\nI work until 6 PM.');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByRole('status').getByText('Your message has reached the school')).toBeVisible();
  await expect(form.getByLabel('Your name')).toHaveValue('');
  // The confirmation is read by everyone: its colours pass the contrast rules in both themes.
  expect(await axeViolations(page, false)).toEqual([]);
  await showColorScheme(page, 'dark');
  expect(await axeViolations(page, false)).toEqual([]);

  const admin = await (await signedIn(browser, baseURL!, 'admin@example.com')).newPage();
  await admin.goto('/dashboard');
  await admin.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Messages' }).click();
  await expect(admin).toHaveTitle('Messages | Speak the World');
  const message = admin.getByRole('article', { name: subject });
  await expect(message.getByText(/^Vera Visitor ·/)).toBeVisible();
  await expect(message.getByRole('link', { name: 'vera@example.com' })).toBeVisible();
  await expect(message.getByText('I work until 6 PM.')).toBeVisible();
  await expect(message.getByText('Open', { exact: true })).toBeVisible();
  await message.getByLabel('Answer to Vera Visitor').fill('Yes: Tuesdays and Thursdays at 6:30 PM.');
  await message.getByRole('button', { name: 'Save answer' }).click();
  await expect(message.getByText('Answered', { exact: true })).toBeVisible();
  await expect(message.getByText('Yes: Tuesdays and Thursdays at 6:30 PM.')).toBeVisible();
  await expect(message.getByText(/Answered by Ada Admin/)).toBeVisible();
  await admin.reload();
  await expect(admin.getByRole('article', { name: subject }).getByText('Yes: Tuesdays')).toBeVisible();
  await admin.context().close();
});

test('a student applies to teach, an admin accepts, and the new instructor can add a class', async ({
  browser,
  baseURL,
}) => {
  const name = unique('Tara Teacher');
  const { context } = await newStudent(browser, baseURL!, name);
  const student = await context.newPage();
  await student.goto('/teach');
  await student.getByRole('button', { name: 'Send application' }).click();
  await expect(student.getByText('Name at least one language you teach')).toBeVisible();
  await student.getByLabel('Languages you teach').fill('Korean, Japanese');
  await student.getByLabel('Your teaching experience').fill('Five years at a language school in Seoul.');
  await student.getByLabel('A short bio for students').fill('I make grammar feel like a game.');
  await student.getByRole('button', { name: 'Send application' }).click();
  const status = student.getByRole('region', { name: 'Your application' });
  await expect(status.getByText('Waiting for an answer')).toBeVisible();
  await expect(student.getByRole('button', { name: 'Send application' })).toHaveCount(0);

  const admin = await (await signedIn(browser, baseURL!, 'admin@example.com')).newPage();
  await admin.goto('/dashboard/applications');
  const card = admin.getByRole('article', { name });
  await expect(card.getByText('Korean', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: `Accept ${name}` }).click();
  await admin
    .getByRole('alertdialog', { name: `Make ${name} an instructor?` })
    .getByRole('button', { name: 'Accept' })
    .click();
  await expect(card.getByText('Accepted', { exact: true })).toBeVisible();
  await admin.context().close();

  await student.reload();
  await expect(student.getByRole('heading', { name: 'You already teach with us' })).toBeVisible();
  await student.goto('/dashboard');
  const menu = student.getByRole('navigation', { name: 'Dashboard' });
  await expect(menu.getByRole('link', { name: 'Add a class' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'My selected classes' })).toHaveCount(0);
  await context.close();
});

test('a declined applicant reads the message on Teach with us and may apply again', async ({
  browser,
  baseURL,
}) => {
  const name = unique('Dan Declined');
  const { context } = await newStudent(browser, baseURL!, name);
  const applied = await context.request.post('/api/teaching-applications', {
    headers: { origin: baseURL! },
    data: { languages: ['Klingon'], experience: 'Conventions.', bio: 'Qapla!' },
  });
  expect(applied.status()).toBe(201);

  const admin = await (await signedIn(browser, baseURL!, 'admin@example.com')).newPage();
  await admin.goto('/dashboard/applications');
  const card = admin.getByRole('article', { name });
  await card.getByRole('button', { name: `Decline ${name}` }).click();
  await card.getByRole('button', { name: 'Decline with this message' }).click();
  await expect(card.getByText('Tell the applicant why')).toBeVisible();
  await card.getByLabel(`Message to ${name}`).fill('We do not offer Klingon classes.');
  await card.getByRole('button', { name: 'Decline with this message' }).click();
  await expect(card.getByText('Declined', { exact: true })).toBeVisible();
  await admin.context().close();

  const student = await context.newPage();
  await student.goto('/teach');
  await expect(student.getByText('We do not offer Klingon classes.')).toBeVisible();
  await expect(student.getByRole('button', { name: 'Send application' })).toBeVisible();
  await context.close();
});

test('on a 360 px phone the top bar shows the hours, phone and address, and the footer the hours', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  const header = page.locator('header').first();
  for (const text of ['Mon-Fri 8 AM-5 PM', '+1 (415) 555-0134', '350 Mission Street, San Francisco']) {
    const item = header.getByText(text);
    await expect(item).toBeVisible();
    const box = (await item.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(360);
  }
  await expect(page.getByRole('contentinfo').getByText('Mon-Fri 8 AM-5 PM')).toBeVisible();
  expect(await overflowing(page)).toEqual([]);
});

const pages: { path: string; who?: string; ready: (page: Page) => Promise<void> }[] = [
  {
    path: '/about',
    ready: (page) =>
      expect(page.getByRole('region', { name: 'Popular Instructors' }).getByRole('article')).toHaveCount(6),
  },
  {
    path: '/contact',
    ready: (page) => expect(page.getByRole('button', { name: 'Send message' })).toBeVisible(),
  },
  {
    path: '/teach',
    ready: (page) => expect(page.getByRole('link', { name: 'Create account' })).toBeVisible(),
  },
  {
    path: '/dashboard/messages',
    who: 'admin@example.com',
    ready: (page) =>
      expect(page.getByText(/open message|Every message is answered|No messages yet/)).toBeVisible(),
  },
  {
    path: '/dashboard/applications',
    who: 'admin@example.com',
    ready: (page) =>
      expect(
        page.getByText(/open application|Every application is decided|No applications yet/),
      ).toBeVisible(),
  },
];

for (const width of [1280, 360]) {
  for (const { path, who, ready } of pages) {
    test(`${path} at ${width} px: no axe violations, nothing wider than the screen`, async ({
      browser,
      baseURL,
    }) => {
      const context = who ? await signedIn(browser, baseURL!, who) : await browser.newContext({ baseURL });
      const page = await context.newPage();
      await page.setViewportSize({ width, height: 800 });
      await page.goto(path);
      await ready(page);
      expect(await axeViolations(page, !!who)).toEqual([]);
      expect(await overflowing(page)).toEqual([]);
      await context.close();
    });
  }
}
