import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { newStudent, unique } from './support/sessions';

/** Whether the focused element is inside this part of the page. */
const focusIsIn = (part: Locator) => part.evaluate((element) => element.contains(document.activeElement));

/**
 * The phone menu's journey by keyboard: Enter opens it and puts focus on its first link; Tab goes round what
 * is not covered, never into the page under it; Escape closes it and gives focus back to its button.
 */
async function menuJourney(page: Page, menu: Locator, firstLink: string, uncovered: Locator) {
  const button = page.getByRole('button', { name: 'Open menu' });
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  const controls = await button.getAttribute('aria-controls');
  expect(controls).toBeTruthy();
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator(`[aria-controls="${controls}"]`)).toHaveAttribute('aria-expanded', 'true');
  await expect(menu.getByRole('link', { name: firstLink })).toBeFocused();
  // The button names what it opens.
  await expect(page.locator(`#${controls}`).getByRole('link', { name: firstLink })).toBeVisible();
  for (let tab = 0; tab < 25; tab++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => document.activeElement?.tagName ?? 'none');
    // Between the last element and the first, focus may pass to the browser's own controls (the body).
    if (focused === 'BODY') continue;
    expect(await focusIsIn(uncovered), `Tab ${tab + 1} stays out of the covered page`).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(menu.getByRole('link', { name: firstLink })).not.toBeInViewport();
  await expect(button).toBeFocused();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
}

test('on a 360 px phone the site menu is used by keyboard: focus goes in, stays off the page under it, and comes back', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/classes');
  await expect(page.getByRole('heading', { level: 1, name: 'All Classes' })).toBeVisible();
  await menuJourney(page, page.locator('#mobile-menu'), 'Home', page.locator('header').first());
  await expect(page.locator('#mobile-menu')).toHaveCount(0);
  // The page under it is usable again.
  await expect(page.getByRole('main')).not.toHaveAttribute('inert');
});

test('on a 360 px phone the dashboard menu is used by keyboard: focus goes in, stays off the page under it, and comes back', async ({
  browser,
  baseURL,
}) => {
  const { context } = await newStudent(browser, baseURL!, unique('Kira Keys'));
  const page = await context.newPage();
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/dashboard');
  const menu = page.getByRole('navigation', { name: 'Dashboard' });
  await menuJourney(page, menu, 'Welcome', page.locator('#dashboard-side'));
  await expect(page.locator('.drawer-content')).not.toHaveAttribute('inert');
  // A link of the menu closes it and opens its page.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await menu.getByRole('link', { name: 'My timetable' }).click();
  await expect(page).toHaveURL(/\/dashboard\/schedule$/);
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  await context.close();
});

test("a class's sessions are on its page without scrolling, and Tab goes from Select to them", async ({
  browser,
  baseURL,
  request,
}) => {
  const classes = (await (await request.get('/api/classes')).json()) as { _id: string; name: string }[];
  let withSessions: { _id: string; name: string } | undefined;
  for (const item of classes) {
    const answer = (await (await request.get(`/api/classes/${item._id}/sessions`)).json()) as {
      sessions: { endsAt: string }[];
    };
    if (answer.sessions.some((session) => Date.parse(session.endsAt) > Date.now())) {
      withSessions = item;
      break;
    }
  }
  expect(withSessions, 'a demo class with sessions to come').toBeDefined();
  for (const width of [360, 1280]) {
    // A tab of its own: the app restores a reloaded page's scroll position from the tab's session storage.
    const page = await browser.newPage({ baseURL, viewport: { width, height: 800 } });
    await page.goto(`/classes/${withSessions!._id}`);
    const sessions = page.getByRole('region', { name: 'When it meets' });
    // Read by a screen reader as soon as the class is: not a placeholder waiting for the page to scroll.
    await expect(sessions.getByRole('heading', { name: 'Upcoming sessions' })).toBeAttached();
    await expect(sessions.getByRole('listitem').first()).toBeAttached();
    expect(await page.evaluate(() => window.scrollY), `scrolled at ${width} px`).toBe(0);
    await page.getByRole('button', { name: `Select ${withSessions!.name}` }).focus();
    await page.keyboard.press('Tab');
    expect(await focusIsIn(sessions), `at ${width} px the next Tab stop is in the sessions`).toBe(true);
    await expect(sessions.getByRole('combobox', { name: 'Show times in' })).toBeFocused();
    await page.close();
  }
});
