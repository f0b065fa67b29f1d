import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { animationsFinished } from '../helpers';

/** axe at a phone's and a desktop's width, in that order: the page is left at the desktop's. */
export async function passesAxeAtBothWidths(page: Page, what: string) {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    // A new width moves the dashboard's menu in: its colours are read once it has finished fading.
    await animationsFinished(page);
    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    expect(
      violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      `${what} at ${width} px`,
    ).toEqual([]);
  }
}
