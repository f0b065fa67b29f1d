import type { APIRequestContext, Locator, Page } from '@playwright/test';

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

/** Scrolls down the whole page in steps, as a reader would, so lazy sections load and entrances play. */
export async function scrollThrough(page: Page) {
  const height = await page.evaluate(() => document.body.scrollHeight);
  for (let y = 0; y < height; y += 500) {
    await page.mouse.wheel(0, 500);
    await page.waitForTimeout(50);
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
