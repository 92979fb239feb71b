import path from 'node:path';
import type { Page } from '@playwright/test';
import { SCREENSHOT_DIR } from './environment.ts';

/** Saves the page as e2e/screenshots/<name>.png for a person to look at (git-ignored). */
export async function saveScreenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: true, animations: 'disabled' });
}
