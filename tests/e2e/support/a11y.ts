import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Runs axe (WCAG 2.0/2.1 A and AA rules) on the page as it is now (or only the parts
 * `include` selects) and fails with a readable list of violations: rule, impact, and the
 * offending selectors. Legacy mode runs axe once in the page itself instead of in every frame
 * and again in a blank page: the shop has no frames, and the blank page and second injection
 * cost seconds on a loaded machine.
 */
export async function expectNoA11yViolations(page: Page, options: { include?: string[]; exclude?: string[] } = {}): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).setLegacyMode();
  for (const selector of options.include ?? []) builder = builder.include(selector);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  const summary = violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).join('\n    ')}`,
  );
  expect(summary, 'axe violations').toEqual([]);
}
