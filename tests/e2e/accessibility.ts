// WCAG 2.2 AA, checked with axe-core in the real browser: every route the suite visits is checked
// at desktop width and at 375 px, with zero violations allowed.
import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export const widths = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: '375 px', width: 375, height: 812 },
] as const;

const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe-core, once a document, in every frame that runs scripts (axe checks a frame's content only
 * when it runs there too). @axe-core/playwright's AxeBuilder sent the 650 KB script twice a check
 * and finished each check in a new blank page: 2.2-3.5 s a check on this machine against 0.2-0.4
 * s, and a third of the browser suite's time.
 */
async function axeInEveryFrame(page: Page): Promise<void> {
  for (const frame of page.frames()) {
    try {
      if (await frame.evaluate('typeof window.axe === "object"')) continue;
      await frame.evaluate(axeSource);
      await frame.evaluate(`axe.configure({ allowedOrigins: ['<unsafe_all_origins>'] })`);
    } catch {
      // A frame that runs no scripts (a browser error page) is left out; axe reports it untested.
    }
  }
}

/**
 * Checks the page as it is now (an open dialog included); fails with each violation's rule, impact
 * and elements. `except` leaves out rules a third party's markup breaks where our code cannot
 * reach (GraphiQL's tabs only), each written down in docs/testing.md.
 */
export async function expectNoAxeViolations(
  page: Page,
  label = page.url(),
  except: readonly string[] = [],
): Promise<void> {
  await animationsSettled(page);
  await axeInEveryFrame(page);
  const options: RunOptions = { runOnly: { type: 'tag', values: WCAG_22_AA } };
  const violations = await page.evaluate(async (runOptions) => {
    const { axe } = window as unknown as { axe: { run(context: Document, options: RunOptions): Promise<AxeResults> } };
    return (await axe.run(document, runOptions)).violations;
  }, options);
  const found = violations
    .filter((violation) => !except.includes(violation.id))
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  expect(found, `axe violations on ${label}`).toEqual([]);
}

/**
 * A side panel or dialog fades in: checked mid-animation, its text is part-transparent and axe
 * reports its contrast. Waits for every finite animation and transition on the page to end (an
 * endless one, a spinner, never would).
 */
async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}

const screens = 'tests/.artifacts/screens';

/**
 * axe, then a screenshot for people to look at, at each width; the page is left at desktop size.
 * A side panel is the height of the window and scrolls within itself, so a shot of one is of the
 * window.
 */
export async function checkAtBothWidths(
  page: Page,
  name: string,
  { panel = false, except = [] as readonly string[] } = {},
): Promise<void> {
  for (const { name: widthName, width, height } of widths) {
    await page.setViewportSize({ width, height });
    await expectNoAxeViolations(page, `${name} (${widthName})`, except);
    // The sticky header would otherwise sit mid-page in a full-page shot of a scrolled page.
    if (!panel) await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${screens}/${name}-${width}.png`, fullPage: !panel });
  }
  await page.setViewportSize({ width: widths[0].width, height: widths[0].height });
}
