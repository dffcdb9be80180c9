import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
/** axe-core's browser build, read once and injected into each page that is checked. */
let axeSource: string | undefined;
const source = () => (axeSource ??= fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8'));

export interface AxeFinding {
  id: string;
  impact: string;
  help: string;
  helpUrl: string;
  /** The CSS selectors of the first few offending nodes. */
  targets: string[];
  /** How many nodes break the rule in all. */
  count: number;
  /** axe's summary of what to fix on the first node. */
  summary: string;
}

export interface AxeOptions {
  /**
   * Nodes left out of the check, as CSS selectors (axe's `exclude`). Each use names, beside it, who owns the node
   * and the fix they still have to make: the check is for findings nobody has yet been asked to fix.
   */
  exclude?: string[];
  /** Only this part of the page (a dialog, say) is checked. */
  include?: string;
}

const BLOCKING = new Set(['critical', 'serious']);

/**
 * Runs axe-core on the page as it is now and returns its critical and serious findings (the ones issue 8 allows
 * none of). Minor and moderate findings are left to people reviewing the screens.
 */
export async function axeFindings(page: Page, options: AxeOptions = {}): Promise<AxeFinding[]> {
  // Evaluated rather than added as a <script>: the app's Content-Security-Policy refuses inline scripts.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(source());
  const context = options.include || options.exclude?.length
    ? { include: options.include ? [options.include] : undefined, exclude: options.exclude ?? [] }
    : undefined;
  return page.evaluate(async (ctx) => {
    type AxeResult = { id: string; impact?: string | null; help: string; helpUrl: string; nodes: { target: unknown[]; failureSummary?: string }[] };
    const axe = (window as unknown as { axe: { run: (c: unknown, o: unknown) => Promise<{ violations: AxeResult[] }> } }).axe;
    const { violations } = await axe.run(ctx ?? document, { resultTypes: ['violations'] });
    return violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? 'unknown',
      help: v.help,
      helpUrl: v.helpUrl,
      targets: v.nodes.slice(0, 4).map((n) => n.target.map(String).join(' >> ')),
      count: v.nodes.length,
      summary: (v.nodes[0]?.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 300),
    }));
  }, context).then((all) => all.filter((f) => BLOCKING.has(f.impact)));
}

/** The findings as a readable list for a failure message: rule, impact, what to fix, where. */
export function formatFindings(findings: AxeFinding[]): string {
  return findings
    .map((f) => `- ${f.id} (${f.impact}, ${f.count} node${f.count === 1 ? '' : 's'}): ${f.help}\n    ${f.summary}\n    at ${f.targets.join('\n       ')}`)
    .join('\n');
}
