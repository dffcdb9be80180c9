// Runs every suite the README promises (type check, unit + integration on PGlite, the same on
// PostgreSQL, web component tests in jsdom, browser journeys in Chromium) and ends with one line: "N passed, N failed[, N skipped]".
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const resultsDir = path.resolve('.vitest-results');
fs.rmSync(resultsDir, { recursive: true, force: true });
fs.mkdirSync(resultsDir, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
const only = process.argv.slice(2);

function run(label, cmd, args, env = {}) {
  console.log(`\n=== ${label} ===`);
  const res = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return res.status ?? 1;
}

/** A vitest suite: its JSON report gives the counts; a suite that could not report counts as one failure. */
function vitestSuite(name, args, env) {
  if (only.length && !only.includes(name)) return;
  const out = path.join(resultsDir, `${name}.json`);
  const status = run(name, 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`, ...args], env);
  if (!fs.existsSync(out)) {
    totals.failed += 1;
    return;
  }
  const r = JSON.parse(fs.readFileSync(out, 'utf8'));
  totals.passed += r.numPassedTests;
  totals.failed += r.numFailedTests;
  totals.skipped += r.numPendingTests + r.numTodoTests;
  // Files that failed to load contribute no test counts; make sure they still fail the run.
  const brokenFiles = (r.testResults ?? []).filter((f) => f.status === 'failed' && f.assertionResults.length === 0).length;
  totals.failed += brokenFiles;
  if (status !== 0 && r.numFailedTests === 0 && brokenFiles === 0) totals.failed += 1;
}

function step(name, cmd, args) {
  if (only.length && !only.includes(name)) return;
  if (run(name, cmd, args) === 0) totals.passed += 1;
  else totals.failed += 1;
}

step('typecheck', 'npm', ['run', '--silent', 'typecheck']);
step('lint', 'npm', ['run', '--silent', 'lint']);
vitestSuite('pglite', []);
vitestSuite('postgres', [], { TEST_DB: 'postgres' });
vitestSuite('web', ['--config', 'web/vitest.config.ts']);
if (!only.length || only.includes('e2e')) {
  if (run('build web', 'npm', ['run', '--silent', 'build']) !== 0) totals.failed += 1;
  else vitestSuite('e2e', ['--config', 'e2e/vitest.config.ts']);
}

const line = `${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`;
fs.writeFileSync(path.join(resultsDir, 'summary.txt'), `${line}\n`);
console.log(`\n${line}`);
process.exit(totals.failed > 0 ? 1 : 0);
