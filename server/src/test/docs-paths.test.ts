/**
 * Docs that stay true (issue 30): every file or folder of the repository that a README, an ADR or ARCHITECTURE.md
 * names — in `code` or as a link — exists. A rename that leaves the docs behind fails here.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const TOP = /^(server|web|contract|e2e|bench|docs|scripts|\.ci)\//;
/**
 * What a build or a journey writes (ignored by git: web/dist, server/dist, e2e/screenshots): present here only after
 * `npm run build`, never in CI's fresh clone, so the docs may name it without it existing.
 */
const OUTPUT = /^(web\/dist|server\/dist|e2e\/screenshots)(\/|$)/;

function docs(): string[] {
  const found = ['README.md', ...fs.readdirSync(path.join(root, 'docs'), { recursive: true }).map((f) => path.join('docs', String(f)))];
  for (const dir of ['server', 'web', 'contract', 'e2e', 'bench']) {
    found.push(...fs.readdirSync(path.join(root, dir), { recursive: true }).map(String)
      .filter((f) => f.endsWith('README.md') && !f.includes('node_modules') && !f.includes('dist')).map((f) => path.join(dir, f)));
  }
  return found.filter((f) => f.endsWith('.md'));
}

/** The repository paths a document names: `code` spans and link targets that start at a top folder or are relative links. */
function namedPaths(doc: string, text: string): { named: string; candidates: string[] }[] {
  const out: { named: string; candidates: string[] }[] = [];
  const spans = [...text.matchAll(/`([^`\s]+)`/g)].map((m) => m[1]);
  const links = [...text.matchAll(/\]\(([^)\s#]+)(?:#[^)]*)?\)/g)].map((m) => m[1]).filter((l) => !/^[a-z]+:/.test(l));
  for (const raw of [...spans, ...links]) {
    const named = raw.replace(/[.,:;]+$/, '').replace(/:\d+(-\d+)?$/, '');
    // Patterns and placeholders (<feature>, *, {a,b}, …) name a kind of path, not one path.
    if (/[<>*{}…$]|\.\.\.|\s/.test(named)) continue;
    const isLink = links.includes(raw);
    if (OUTPUT.test(named)) continue;
    if (TOP.test(named)) out.push({ named, candidates: [path.join(root, named), path.join(root, path.dirname(doc), named)] });
    else if (isLink) out.push({ named, candidates: [path.join(root, path.dirname(doc), named)] });
  }
  return out;
}

describe('the docs', () => {
  it('name only paths that exist', () => {
    const missing: string[] = [];
    let checked = 0;
    for (const doc of docs()) {
      for (const { named, candidates } of namedPaths(doc, fs.readFileSync(path.join(root, doc), 'utf8'))) {
        checked++;
        if (!candidates.some((c) => fs.existsSync(c))) missing.push(`${doc}: ${named}`);
      }
    }
    expect(missing).toEqual([]);
    expect(checked).toBeGreaterThan(50);
  });
});
