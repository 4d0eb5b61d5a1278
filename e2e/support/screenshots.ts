import type { Page } from '@playwright/test';

/**
 * Screenshots for people to look at after a run (a journey's steps at its width) are taken only
 * when asked: `E2E_SCREENSHOTS=1 npm run e2e`. A full-page capture costs a layout of the whole
 * page and a PNG encode on a 2-core machine, and no assertion reads them. A failing test keeps
 * its own screenshot either way (playwright.config.ts, `screenshot: 'only-on-failure'`).
 */
export const SCREENSHOTS_ASKED = process.env.E2E_SCREENSHOTS === '1';

/** `page.screenshot(options)` when screenshots were asked for; nothing otherwise. */
export async function keepScreenshot(page: Page, options: { path: string; fullPage?: boolean }) {
  if (SCREENSHOTS_ASKED) await page.screenshot(options);
}
