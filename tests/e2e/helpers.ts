import { expect, type APIRequestContext, type Locator, type Page, type Request } from '@playwright/test';

/** The element's background as RGB, whatever colour syntax the theme uses (oklch here). */
export async function backgroundRgb(locator: Locator): Promise<[number, number, number]> {
  return locator.evaluate((element) => {
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 1;
    const context = canvas.getContext('2d')!;
    context.fillStyle = getComputedStyle(element).backgroundColor;
    context.fillRect(0, 0, 1, 1);
    const [r, g, b] = context.getImageData(0, 0, 1, 1).data;
    return [r!, g!, b!] as [number, number, number];
  });
}

/** Console errors and uncaught exceptions, including Content-Security-Policy violations. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Resolves once the browser has drawn this many more frames (intersection observers report once a frame). */
export async function frames(page: Page, count = 2) {
  await page.evaluate(
    (left) =>
      new Promise<void>((resolve) => {
        const next = (n: number) => (n === 0 ? resolve() : requestAnimationFrame(() => next(n - 1)));
        next(left);
      }),
    count,
  );
}

/** Scrolls down the whole page in steps, as a reader would, so lazy sections load and entrances play. */
export async function scrollThrough(page: Page) {
  const height = await page.evaluate(() => document.body.scrollHeight);
  for (let y = 0; y < height; y += 500) {
    const before = await page.evaluate(() => window.scrollY);
    await page.mouse.wheel(0, 500);
    // Each step is seen: the page has scrolled as far as it goes (the wheel may scroll smoothly), and a
    // frame has been drawn there.
    await page.waitForFunction(
      (target) =>
        window.scrollY >= Math.min(target, document.documentElement.scrollHeight - window.innerHeight) - 1,
      before + 500,
    );
    await frames(page);
  }
}

interface PublicClass {
  name: string;
  price: number;
  students: number;
  availableSeats: number;
  instructor: string;
}

/**
 * The approved classes as the API lists them now. Other journeys add, approve and buy classes on the same
 * server, so counts are read at the time of the test rather than taken from the seed.
 */
export async function approvedClasses(request: APIRequestContext, query = ''): Promise<PublicClass[]> {
  const res = await request.get(`/api/classes${query}`);
  return (await res.json()) as PublicClass[];
}

/** How far the page reaches past the viewport's right edge, and the widest element that does it. */
export async function overflow(page: Page) {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const documentWidth = Math.max(document.documentElement.scrollWidth, document.body.scrollWidth);
    let widest = '';
    let right = width;
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.right <= right + 0.5) continue;
      let clipped = false;
      for (
        let parent = element.parentElement;
        parent && parent !== document.body;
        parent = parent.parentElement
      ) {
        const style = getComputedStyle(parent);
        if (style.overflowX !== 'visible' && parent.getBoundingClientRect().right <= width + 0.5) {
          clipped = true;
          break;
        }
      }
      if (clipped) continue;
      right = box.right;
      widest = `${element.tagName.toLowerCase()}.${String(element.className).slice(0, 60)} "${(element.textContent ?? '').trim().slice(0, 40)}"`;
    }
    return { documentWidth, right: Math.round(right), widest };
  });
}

/** Resolves once every animation and transition under way has finished (those that repeat for ever aside). */
export async function animationsFinished(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * Switches a loaded page to this colour scheme and resolves once its colours have finished fading in, so a
 * contrast check reads the theme, not a frame of the change (CI read buttons mid-fade more than once).
 */
export async function showColorScheme(page: Page, colorScheme: 'light' | 'dark') {
  await page.emulateMedia({ colorScheme });
  await animationsFinished(page);
}

/**
 * A wait for the page's network to go quiet: no request in flight for `quietMs`, the rule of Playwright's
 * 'networkidle', which only follows a load; this one also serves navigations inside the page (its router's).
 * Call it once per page to start counting, then await what it returns after each navigation.
 */
export function networkQuiet(page: Page, quietMs = 500) {
  const inFlight = new Set<Request>();
  page.on('request', (request) => inFlight.add(request));
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => inFlight.delete(request));
  return async () => {
    let quietSince = Date.now();
    await expect
      .poll(
        () => {
          if (inFlight.size > 0) quietSince = Date.now();
          return Date.now() - quietSince >= quietMs;
        },
        { intervals: [50], timeout: 30_000, message: 'the network went quiet' },
      )
      .toBe(true);
  };
}
