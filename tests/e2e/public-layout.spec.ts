import { expect, test } from './support/fixtures';
import { newStudent, unique } from './support/sessions';

test('the header shows the school details and its links lead to each page', async ({ page }) => {
  await page.goto('/');
  const header = page.locator('header').first();
  await expect(header.getByText('Mon-Fri 8 AM-5 PM')).toBeVisible();
  await expect(header.getByText(/\+1 \(415\) 555-0134/)).toBeVisible();
  await expect(header.getByText('350 Mission Street, San Francisco')).toBeVisible();

  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Instructors' }).click();
  await expect(page).toHaveURL(/\/ins$/);
  await expect(page.getByRole('heading', { level: 1, name: 'All Instructors' })).toBeVisible();
  await expect(page.getByText('See all of our heroes')).toBeVisible();
  await expect(page.getByRole('article', { name: 'Kenji Sato' })).toBeVisible();

  await nav.getByRole('link', { name: 'Classes' }).click();
  await expect(page).toHaveURL(/\/classes$/);
  await expect(page.getByRole('heading', { level: 1, name: 'All Classes' })).toBeVisible();
  await expect(page.getByText('Language: Mandarin Tones Bootcamp')).toBeVisible();
  await expect(page.getByText('Language: Spanish Grammar Clinic')).toHaveCount(0);

  await nav.getByRole('link', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'Please Login' })).toBeVisible();

  await nav.getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Speak the World' })).toBeVisible();
});

test('the footer carries the tagline and the newsletter box', async ({ page }) => {
  await page.goto('/');
  const footer = page.locator('footer');
  await expect(footer.getByText('Providing reliable service since 1992').first()).toBeVisible();
  await expect(footer.getByRole('textbox', { name: /email/i })).toBeVisible();
  await expect(footer.getByRole('button', { name: 'Subscribe' })).toBeVisible();
});

test('an unknown page shows the 404 page with a way home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByText('Awwww! Don`t Cry!')).toBeVisible();
  await expect(page.getByText('Its just a 404 error!')).toBeVisible();
  await page.getByRole('link', { name: 'Lets go home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('an unknown API path answers a JSON 404', async ({ request }) => {
  const res = await request.get('/api/no-such-thing');
  expect(res.status()).toBe(404);
  expect((await res.json()).error.code).toBe('not_found');
});

test('on a 360 px phone the signed-in header fits: the school name whole, nothing on top of it', async ({
  browser,
  baseURL,
}) => {
  // A new student of its own: another journey may have signed the demo student's session out.
  const { context: student } = await newStudent(browser, baseURL!, unique('Nina Narrow'));
  const page = await student.newPage();
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/classes');
  const nav = page.getByRole('navigation', { name: 'Main' });
  const logOut = nav.getByRole('button', { name: 'LogOut' });
  await expect(logOut).toBeVisible();
  const name = nav.getByRole('link', { name: 'Speak the World' });
  // The name is whole: not cut short with an ellipsis.
  const nameIsWhole = await name.evaluate((link) => {
    const text = link.querySelector('span') ?? link;
    return text.scrollWidth <= text.clientWidth;
  });
  expect(nameIsWhole).toBe(true);
  const boxes = await Promise.all(
    [name, nav.getByRole('link', { name: 'Dashboard' }), nav.getByAltText('Default avatar'), logOut].map(
      async (locator) => (await locator.boundingBox())!,
    ),
  );
  for (let i = 1; i < boxes.length; i++) {
    expect(boxes[i]!.x, `item ${i} starts after item ${i - 1} ends`).toBeGreaterThanOrEqual(
      boxes[i - 1]!.x + boxes[i - 1]!.width,
    );
  }
  expect(boxes.at(-1)!.x + boxes.at(-1)!.width).toBeLessThanOrEqual(360);
  await student.close();
});

test('the header link of the current page reads at 4.5:1 contrast or more, in both themes', async ({
  page,
}) => {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.goto('/classes');
    const current = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Classes' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    const ratio = await current.evaluate((link) => {
      const rgb = (colour: string) => {
        const context = document.createElement('canvas').getContext('2d')!;
        context.fillStyle = colour;
        context.fillRect(0, 0, 1, 1);
        return [...context.getImageData(0, 0, 1, 1).data].slice(0, 3);
      };
      let painted: Element | null = link;
      while (painted && getComputedStyle(painted).backgroundColor === 'rgba(0, 0, 0, 0)') {
        painted = painted.parentElement;
      }
      const luminance = (colour: string) => {
        const [r, g, b] = rgb(colour).map((c) => {
          const s = c / 255;
          return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
      };
      const text = luminance(getComputedStyle(link).color);
      const back = luminance(painted ? getComputedStyle(painted).backgroundColor : 'white');
      return (Math.max(text, back) + 0.05) / (Math.min(text, back) + 0.05);
    });
    expect(ratio, colorScheme).toBeGreaterThanOrEqual(4.5);
  }
});

test('the footer offers Login and Register to a visitor, Dashboard and LogOut once signed in, and Get started goes where the banner does', async ({
  page,
  baseURL,
}) => {
  await page.goto('/');
  const account = page.getByRole('contentinfo').getByRole('navigation', { name: 'Account' });
  await expect(account.getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(account.getByRole('link', { name: 'Register' })).toBeVisible();
  const banner = await page.getByRole('link', { name: 'Get Started', exact: true }).getAttribute('href');
  const footer = await page
    .getByRole('contentinfo')
    .getByRole('link', { name: 'Get started', exact: true })
    .getAttribute('href');
  expect(footer).toBe(banner);

  await newStudent(page.context().browser()!, baseURL!, unique('Footer Fan')).then(async ({ context }) => {
    const signed = await context.newPage();
    await signed.goto('/');
    const links = signed.getByRole('contentinfo').getByRole('navigation', { name: 'Account' });
    await expect(links.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(links.getByRole('link', { name: 'Login' })).toHaveCount(0);
    await expect(links.getByRole('link', { name: 'Register' })).toHaveCount(0);
    await links.getByRole('button', { name: 'LogOut' }).click();
    await expect(links.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(
      signed.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }),
    ).toBeVisible();
    await context.close();
  });
});
