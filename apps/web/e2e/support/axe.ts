import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
/** axe-core's browser build, evaluated in the page. */
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  readonly id: string;
  readonly impact: string | null;
  readonly help: string;
  readonly nodes: string[];
}

/** Runs axe-core (WCAG 2.1 A and AA rules, best practices) on the page as it is; answers every violation. */
export async function runAxe(page: Page): Promise<AxeViolation[]> {
  // Evaluated through the DevTools protocol: the app's CSP (script-src 'self') rightly refuses an inline <script>.
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: unknown, options: object) => Promise<{ violations: { id: string; impact?: string | null; help: string; nodes: { target: unknown[]; failureSummary?: string; html: string }[] }[] }> } }).axe;
    // react-aria's live announcer (a visually hidden live region) briefly keeps the announcement of a pending button
    // ("aria-labelledby" of a button that is gone once the page changed): transient third-party markup, not the page's.
    const result = await axe.run({ exclude: [['[data-live-announcer]']] }, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] }, resultTypes: ['violations'] });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? null,
      help: violation.help,
      nodes: violation.nodes.map((node) => `${node.target.map(String).join(' ')} ${node.html.slice(0, 160)} ${(node.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 300)}`),
    }));
  });
}

/** The serious and critical violations (the ones that fail the tests), readable in an assertion message. */
export function blocking(violations: readonly AxeViolation[]): string[] {
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.impact} ${violation.id}: ${violation.help} — ${violation.nodes.slice(0, 5).join(' | ')}`);
}
