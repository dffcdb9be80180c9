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

/** One rule's finding on nodes someone else owns and has been asked to fix; only those nodes are let through. */
export interface KnownFinding {
  rule: string;
  /** The nodes, as a CSS selector (matched against each offending node). */
  selector: string;
  /** Who fixes it and how: shown nowhere, it documents why the finding is let through. */
  owner: string;
}

export interface AxeOptions {
  /** Nodes left out of the check, with everything inside them, as CSS selectors (axe's `exclude`). */
  exclude?: string[];
  /** Findings on these nodes are not reported (the rest of the page, and other rules on them, still are). */
  known?: KnownFinding[];
  /** Only these parts of the page (a dialog, the shell's sidebar and top bar …) are checked. */
  include?: string[];
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
    ? { include: options.include?.map((selector) => [selector]), exclude: (options.exclude ?? []).map((selector) => [selector]) }
    : undefined;
  const known = (options.known ?? []).map(({ rule, selector }) => ({ rule, selector }));
  return page.evaluate(async ({ ctx, known }) => {
    type AxeResult = { id: string; impact?: string | null; help: string; helpUrl: string; nodes: { target: unknown[]; failureSummary?: string }[] };
    const axe = (window as unknown as { axe: { run: (c: unknown, o: unknown) => Promise<{ violations: AxeResult[] }> } }).axe;
    const { violations } = await axe.run(ctx ?? document, { resultTypes: ['violations'] });
    const isKnown = (rule: string, target: unknown[]) => {
      const el = target.length === 1 ? document.querySelector(String(target[0])) : null;
      return !!el && known.some((k) => k.rule === rule && el.matches(k.selector));
    };
    for (const v of violations) v.nodes = v.nodes.filter((n) => !isKnown(v.id, n.target));
    return violations.filter((v) => v.nodes.length > 0).map((v) => ({
      id: v.id,
      impact: v.impact ?? 'unknown',
      help: v.help,
      helpUrl: v.helpUrl,
      targets: v.nodes.slice(0, 4).map((n) => n.target.map(String).join(' >> ')),
      count: v.nodes.length,
      summary: (v.nodes[0]?.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 300),
    }));
  }, { ctx: context, known }).then((all) => all.filter((f) => BLOCKING.has(f.impact)));
}

/** The findings as a readable list for a failure message: rule, impact, what to fix, where. */
export function formatFindings(findings: AxeFinding[]): string {
  return findings
    .map((f) => `- ${f.id} (${f.impact}, ${f.count} node${f.count === 1 ? '' : 's'}): ${f.help}\n    ${f.summary}\n    at ${f.targets.join('\n       ')}`)
    .join('\n');
}
