// Runs every suite the README promises (type check, unit + integration on PGlite, the same on
// PostgreSQL, web component tests in jsdom, browser journeys in Chromium) and ends with one line: "N passed, N failed[, N skipped]".
import { spawn, spawnSync } from 'node:child_process';
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
  countSuite(out, status);
}

function countSuite(out, status) {
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
/*
 * The browser journeys run as two groups side by side, each with its own server and database (e2e global setup), so
 * one group's writes (a class's new homework, demo.student's language) never reach the other's screens. Journeys
 * spend much of their time waiting on the browser, so two groups take little more than the longer one alone.
 */
// About equal in length (2026-11-25: 830 and 837 s of journeys). The administrator's accessibility check only looks,
// so it can run beside the student journeys.
const E2E_GROUPS = [
  ['tests/student/', 'tests/a11y/student', 'tests/routing/', 'tests/a11y/admin'],
  ['tests/staff/', 'tests/a11y/staff', 'tests/accounts/', 'tests/parent/', 'tests/admin/'],
];

/** Every journey file belongs to exactly one group, so none is ever left out of the run. */
function checkE2eGroups() {
  const root = path.resolve('e2e');
  const files = fs.readdirSync(path.join(root, 'tests'), { recursive: true })
    .filter((f) => String(f).endsWith('.spec.ts')).map((f) => `tests/${String(f).split(path.sep).join('/')}`);
  const misplaced = files.filter((f) => E2E_GROUPS.filter((g) => g.some((prefix) => f.startsWith(prefix))).length !== 1);
  if (misplaced.length) console.log(`These journeys are in no e2e group or in two: ${misplaced.join(', ')}`);
  return misplaced.length === 0;
}

function e2eGroup(index, filters) {
  const out = path.join(resultsDir, `e2e-${index + 1}.json`);
  const log = path.join(resultsDir, `e2e-${index + 1}.log`);
  const logFd = fs.openSync(log, 'w');
  const child = spawn('npx', ['vitest', 'run', '--config', 'e2e/vitest.config.ts', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`, ...filters], {
    stdio: ['ignore', logFd, logFd], env: { ...process.env, FORCE_COLOR: '0' },
  });
  return new Promise((resolve) => child.on('exit', (code) => {
    fs.closeSync(logFd);
    console.log(`\n=== e2e group ${index + 1} (${filters.join(' ')}) ===`);
    process.stdout.write(fs.readFileSync(log, 'utf8'));
    countSuite(out, code ?? 1);
    resolve();
  }));
}

/**
 * The journeys start right after the PGlite suite and run beside the PostgreSQL and web component suites: they leave
 * the cores partly idle, so the run is shorter even though each side slows the other a little (ADR 0003). Each group's
 * output is printed when it ends.
 */
function startE2e() {
  if (only.length && !only.includes('e2e')) return Promise.resolve();
  if (run('build web', 'npm', ['run', '--silent', 'build']) !== 0 || !checkE2eGroups()) {
    totals.failed += 1;
    return Promise.resolve();
  }
  console.log('\n=== e2e started: two groups side by side, beside the suites below; each prints when it ends ===');
  return Promise.all(E2E_GROUPS.map((filters, i) => e2eGroup(i, filters)));
}

const e2e = startE2e();
vitestSuite('postgres', [], { TEST_DB: 'postgres' });
vitestSuite('web', ['--config', 'web/vitest.config.ts']);
await e2e;

const line = `${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`;
fs.writeFileSync(path.join(resultsDir, 'summary.txt'), `${line}\n`);
console.log(`\n${line}`);
process.exit(totals.failed > 0 ? 1 : 0);
