// axe-core on the page as it is now (WCAG 2.0–2.2 A and AA): the serious and critical violations, one line
// each with an example node, so that a failing expectation says what to fix.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes.length} node(s), e.g. ${violation.nodes[0]?.html.slice(0, 160) ?? '?'} (${violation.nodes[0]?.failureSummary?.replace(/\s+/gu, ' ').slice(0, 200) ?? ''})`,
    );
}
