import axe from 'axe-core';
import { expect, type Page } from '@playwright/test';

const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Runs axe (WCAG 2.0/2.1 A and AA rules) on the page as it is now (or only the parts
 * `include` selects) and fails with a readable list of violations: rule, impact, and the
 * offending selectors. axe goes into the page once per document and runs there, in the page
 * itself (the shop has no frames); only violations are gathered and sent back. Each of these
 * was a cost of seconds on a loaded machine, at every check: @axe-core/playwright injects its
 * 580 kB twice per check, and axe builds a selector for every node that passes or does not apply.
 */
export async function expectNoA11yViolations(
  page: Page,
  options: { include?: string[]; exclude?: string[] } = {},
): Promise<void> {
  // A dialog still fading in has the colours of half its opacity: axe judges what the page settles on (a spinner
  // turns for ever, and is not waited for).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const summary = await page.evaluate(
    async ({ include, exclude, tags }) => {
      // As @axe-core/playwright passes it: no include is the whole document.
      const { violations } = await (window as unknown as { axe: typeof axe }).axe.run(
        { include, exclude },
        { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] },
      );
      return violations.map(
        (v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).join('\n    ')}`,
      );
    },
    { include: options.include ?? [], exclude: options.exclude ?? [], tags },
  );
  expect(summary, 'axe violations').toEqual([]);
}
