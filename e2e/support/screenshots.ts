import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { SCREENSHOT_DIR } from './environment.ts';

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 900 };

/** Saves the page as e2e/screenshots/<name>.png for a person to look at (git-ignored). */
export async function saveScreenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: true, animations: 'disabled' });
}

/** Elements reaching past the right edge of the viewport (a phone layout that scrolls sideways). */
function overflowing(page: Page) {
  return page.evaluate(() =>
    document.documentElement.scrollWidth <= window.innerWidth + 1
      ? []
      : Array.from(document.querySelectorAll('body *'))
          .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1)
          .slice(0, 5)
          .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 80)}`),
  );
}

/**
 * The screen at desktop and phone width, saved as <name>-desktop and <name>-phone; at phone width nothing may stick
 * out sideways (a soft check: the journey goes on and the report lists what did).
 */
export async function shoot(page: Page, name: string): Promise<void> {
  await saveScreenshot(page, `${name}-desktop`);
  await page.setViewportSize(PHONE);
  // The shell settles into its phone layout over a few frames: poll until it has.
  await expect
    .configure({ soft: true })
    .poll(() => overflowing(page), { message: `${name} at phone width`, timeout: 3_000 })
    .toEqual([]);
  await saveScreenshot(page, `${name}-phone`);
  await page.setViewportSize(DESKTOP);
}
