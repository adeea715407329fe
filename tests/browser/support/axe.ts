import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** WCAG 2.0, 2.1 and 2.2, levels A and AA: what the site promises. */
export const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

export interface AxeScope {
  /** Only check inside this selector (e.g. an open dialog); the whole page by default. */
  include?: string;
  /** Leave these out (e.g. a third-party frame the site does not control). */
  exclude?: string[];
}

/**
 * Runs axe-core on the page as it is now and returns its WCAG A/AA violations (and duplicate
 * landmark names) as readable lines, one per offending element:
 * `expect(await axeViolations(page)).toEqual([])` then shows what to fix and where.
 */
export async function axeViolations(page: Page, scope: AxeScope = {}): Promise<string[]> {
  let builder = new AxeBuilder({ page })
    // Landmarks as shown (hidden duplicates do not count): the check html-validate cannot make, see the README.
    // `options` replaces the whole option object, so it must come before `withTags`.
    .options({ rules: { 'landmark-unique': { enabled: true } } })
    .withTags(WCAG_AA_TAGS)
    // A page without frames is checked by one `axe.run` in the page itself: the same rules on the same
    // document, without the blank tab (and second copy of axe) that stitching frames' results together needs.
    .setLegacyMode(page.frames().length === 1);
  if (scope.include) builder = builder.include(scope.include);
  for (const selector of scope.exclude ?? []) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  return violations.flatMap((violation) =>
    violation.nodes.map((node) => {
      const where = node.target.map(String).join(' > ');
      const why = node.failureSummary?.replace(/\s*\n\s*/g, ' ') ?? '';
      return `[${violation.impact ?? 'unknown'}] ${violation.id}: ${violation.help} at ${where}\n    ${node.html.slice(0, 200)}\n    ${why}`;
    }),
  );
}
