import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

// axe ("The pages"): the WCAG 2.0 and 2.1 rules of levels A and AA, run on what a page
// shows once it has loaded. accessibility.spec.ts runs it on every page and back-office screen.

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Waits for the page's main heading and for every spinner to go, so axe sees the loaded page. */
export async function settled(page: Page, heading?: string | RegExp) {
  await expect(
    heading
      ? page.getByRole('heading', { name: heading }).first()
      : page.getByRole('heading', { level: 1 }).first(),
  ).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('.animate-spin:visible')).toHaveCount(0, { timeout: 15_000 });
  await expect(page.locator('[aria-busy="true"]:visible')).toHaveCount(0, { timeout: 15_000 });
}

/**
 * Fails with one line per rule and element when axe finds any WCAG 2.1 A or AA violation in
 * what the page shows now (an open dialog included).
 */
export async function expectNoViolations(page: Page, what: string) {
  await animationsDone(page);
  // Only violations are collected: listing every pass makes each run several times slower.
  // (options() replaces every option: the tags come after it.) Legacy mode runs axe.run in the page
  // itself: the default (runPartial per frame, then finishRun in a new blank tab with axe injected
  // again) is for cross-origin iframes, and the app has no iframe; it took a quarter more CPU
  // (accessibility.spec at 1280 px: 178 against 131 CPU-seconds, docs/performance.md).
  const { violations } = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(WCAG_TAGS)
    .setLegacyMode(true)
    .analyze();
  const found = violations.flatMap((v) =>
    v.nodes.map((node) => `${v.id} (${v.impact}): ${node.target.join(' ')} · ${v.help}`),
  );
  // Soft: a test that checks several pages or steps reports every one with violations, then fails.
  expect.soft(found, `${what}: infracciones de WCAG 2.1 AA según axe`).toEqual([]);
}

/**
 * Waits for every finite CSS animation and transition to end. axe reads colours as they are
 * drawn: a dialog still fading in, or a button under the pointer mid-way through its hover
 * transition, measured as a contrast failure in one CI run in a hundred. Endless ones (spinners,
 * skeletons) are left alone; settled() already waited for those to go.
 */
async function animationsDone(page: Page) {
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY);
    const ends = finite.map((animation) =>
      animation.finished.then(
        () => undefined,
        () => undefined, // a cancelled animation is over too
      ),
    );
    await Promise.race([Promise.all(ends), new Promise((resolve) => setTimeout(resolve, 2_000))]);
  });
}

/** Loads a path, waits for it to settle and checks it. */
export async function checkPage(page: Page, path: string, heading?: string | RegExp) {
  await page.goto(path);
  await settled(page, heading);
  await expectNoViolations(page, path);
}

/** A 1×1 transparent PNG: the store map's tiles, as the test machine has no tile server. */
const EMPTY_TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** Serves the map tiles locally: a failed tile would be a console error, and the map must show. */
export async function serveMapTiles(page: Page) {
  await page.route(/^https:\/\/[^/]*tile[^/]*\//, (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: EMPTY_TILE }),
  );
}
