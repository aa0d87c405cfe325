// WCAG 2.2 AA, checked with axe-core in the real browser: every route the suite visits is checked
// at desktop width and at 375 px, with zero violations allowed.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export const widths = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: '375 px', width: 375, height: 812 },
] as const;

/** Checks the page as it is now (an open dialog included); fails with each violation's rule, impact and elements. */
export async function expectNoAxeViolations(page: Page, label = page.url()): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  const found = violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
  expect(found, `axe violations on ${label}`).toEqual([]);
}
