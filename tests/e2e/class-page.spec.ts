import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/fixtures';
import type { APIRequestContext, Page } from '@playwright/test';
import { collectPageErrors } from './helpers';
import { classCard } from './purchase-helpers';

interface PublicClass {
  _id: string;
  name: string;
  price: number;
  instructorName: string;
  availableSeats: number;
  students: number;
}

async function classNamed(request: APIRequestContext, name: string): Promise<PublicClass> {
  const all = (await (await request.get('/api/classes')).json()) as PublicClass[];
  const found = all.find((item) => item.name === name);
  if (!found) throw new Error(`No approved class named ${name}`);
  return found;
}

/** What the page says for a term of its facts list ('Price', 'Available seats', 'Students'). */
const fact = (page: Page, term: string) =>
  page.getByRole('term').filter({ hasText: term }).locator('xpath=following-sibling::dd[1]');

/** Elements whose right edge passes the viewport: a phone would scroll sideways. */
const widerThanViewport = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`),
  );

test('a visitor opens a class from /classes, sees its details and Select, and goes back', async ({
  page,
  request,
}) => {
  const mandarin = await classNamed(request, 'Mandarin Tones Bootcamp');
  await page.goto('/classes');
  await classCard(page, mandarin.name).getByRole('link', { name: mandarin.name }).click();

  await expect(page).toHaveURL(new RegExp(`/classes/${mandarin._id}$`));
  await expect(page.getByRole('heading', { level: 1, name: mandarin.name })).toBeVisible();
  await expect(page).toHaveTitle(`${mandarin.name} | Speak the World`);
  await expect(page.getByRole('img', { name: `${mandarin.name} class` })).toHaveJSProperty('complete', true);
  await expect(fact(page, 'Price')).toHaveText('$89.00');
  await expect(fact(page, 'Available seats')).toHaveText(String(mandarin.availableSeats));
  await expect(fact(page, 'Students')).toHaveText(String(mandarin.students));
  await expect(page.getByRole('button', { name: `Select ${mandarin.name}` })).toBeEnabled();

  await page.goBack();
  await expect(page).toHaveURL(/\/classes$/);
  await expect(page.getByRole('heading', { level: 1, name: 'All Classes' })).toBeVisible();
  await expect(classCard(page, mandarin.name)).toBeVisible();

  // The instructor's name leads to their page; the back link to every class.
  await page.goto(`/classes/${mandarin._id}`);
  await page.getByRole('link', { name: mandarin.instructorName }).click();
  await expect(page.getByRole('heading', { level: 1, name: mandarin.instructorName })).toBeVisible();
  await page.goBack();
  await page.getByRole('main').getByRole('link', { name: 'All classes' }).click();
  await expect(page).toHaveURL(/\/classes$/);
});

test("Popular Classes on the home page opens a class's page by its name", async ({ page, request }) => {
  const popular = (await (await request.get('/api/classes?sort=popular&limit=6')).json()) as PublicClass[];
  const first = popular[0]!;
  await page.goto('/');
  await page
    .getByRole('region', { name: 'Popular Classes' })
    .getByRole('article', { name: first.name, exact: true })
    .getByRole('link', { name: first.name })
    .click();
  await expect(page).toHaveURL(new RegExp(`/classes/${first._id}$`));
  await expect(page.getByRole('heading', { level: 1, name: first.name })).toBeVisible();
});

test('the HTML the server sends carries the title, the description and a schema.org Course', async ({
  request,
  browser,
  baseURL,
  page,
}) => {
  const mandarin = await classNamed(request, 'Mandarin Tones Bootcamp');
  const html = await (await request.get(`/classes/${mandarin._id}`)).text();
  expect(html).toContain(`<title>${mandarin.name} | Speak the World</title>`);
  expect(html).toMatch(
    /<meta name="description" content="Mandarin Tones Bootcamp, a class taught by Li Wei at Speak the World\. \$89\.00, \d+ seats? left\.">/,
  );
  expect(html).toContain(`<meta property="og:image" content="${baseURL}/images/classes/`);
  const json = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)?.[1];
  expect(JSON.parse(json!)).toMatchObject({
    '@type': 'Course',
    name: mandarin.name,
    provider: { name: 'Speak the World' },
    offers: { price: 89, priceCurrency: 'USD' },
  });

  // Before any script: the title, the way back and the skeleton.
  const noScript = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const bare = await noScript.newPage();
  await bare.goto(`/classes/${mandarin._id}`);
  await expect(bare).toHaveTitle(`${mandarin.name} | Speak the World`);
  await expect(bare.getByRole('main').getByRole('link', { name: 'All classes' })).toBeVisible();
  await expect(bare.getByRole('status')).toContainText('Loading the class');
  await noScript.close();

  // Hydrated without a complaint: neither the page nor its JSON-LD trips the Content-Security-Policy.
  const errors = collectPageErrors(page);
  page.on('console', (message) => {
    if (message.type() === 'warning') errors.push(message.text());
  });
  await page.goto(`/classes/${mandarin._id}`);
  await expect(page.getByRole('heading', { level: 1, name: mandarin.name })).toBeVisible();
  expect(errors).toEqual([]);
});

test('an unknown class says Class not found, with a way back to the classes', async ({ page }) => {
  for (const id of ['1f0e3d6a-9b7c-4e21-8a55-3c2b1a0f9e8d', 'not-a-class']) {
    await page.goto(`/classes/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Class not found' })).toBeVisible();
    await expect(page).toHaveTitle('Class | Speak the World');
  }
  await page.getByRole('link', { name: 'See all classes' }).click();
  await expect(page).toHaveURL(/\/classes$/);
});

test("a class's name on a card and its Select are reached with Tab and work with Enter", async ({
  page,
  request,
}) => {
  const french = await classNamed(request, 'French for Travellers');
  const tabTo = async (target: ReturnType<Page['getByRole']>, limit = 80) => {
    await expect(target).toBeVisible();
    for (let i = 0; i < limit; i++) {
      if (await target.evaluate((element) => element === document.activeElement)) return;
      await page.keyboard.press('Tab');
    }
    throw new Error('not reached with Tab');
  };
  await page.goto('/classes');
  await tabTo(classCard(page, french.name).getByRole('link', { name: french.name }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/classes/${french._id}$`));

  await tabTo(page.getByRole('button', { name: `Select ${french.name}` }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog', { name: 'Please login to select this class' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Login' }).press('Enter');
  await expect(page).toHaveURL(/\/login$/);
});

for (const width of [1280, 360]) {
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`axe finds nothing on a class's page at ${width} px (${colorScheme}), and nothing is wider than the screen`, async ({
      page,
      request,
    }) => {
      // A full class: its seats carry the Full badge and Select says why it is off.
      const full = await classNamed(request, 'Conversational Spanish');
      await page.emulateMedia({ colorScheme });
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/classes/${full._id}`);
      await expect(page.getByRole('heading', { level: 1, name: full.name })).toBeVisible();
      await expect(page.getByText('This class is full.')).toBeVisible();
      const { violations } = await new AxeBuilder({ page }).analyze();
      expect(
        violations.map((v) => ({ rule: v.id, nodes: v.nodes.map((node) => node.target.join(' ')) })),
      ).toEqual([]);
      expect(await widerThanViewport(page)).toEqual([]);
    });
  }
}
