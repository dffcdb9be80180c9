// Runs every suite the README promises (type check, unit + integration on PGlite, the same on
// PostgreSQL, web component tests in jsdom, browser journeys in Chromium) and ends with one line: "N passed, N failed[, N skipped]".
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const resultsDir = path.resolve('.vitest-results');
fs.rmSync(resultsDir, { recursive: true, force: true });
fs.mkdirSync(resultsDir, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
/** What failed, named again just before the last line: CI keeps only the tail of a long log. */
const failures = [];
const only = process.argv.slice(2);
const runStart = Date.now();
/** The suites running in sessions of their own (`run`): stopped with this runner, which a terminal's Ctrl-C does not reach. */
const suites = new Set();
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of suites) {
      try { process.kill(-child.pid, 'SIGTERM'); } catch { /* already gone */ }
    }
    process.exit(130);
  });
}
/** Each suite's wall time, printed at the end (the journey groups run beside the suites, so they overlap). */
const times = [];
const seconds = (since) => (Date.now() - since) / 1000;

/**
 * Runs a command with its output shown, resolving to its exit status. Not spawnSync: the journeys' server is built
 * and its demo data loaded in the background meanwhile, which needs the event loop.
 */
function run(label, cmd, args, env = {}) {
  console.log(`\n=== ${label} ===`);
  const start = Date.now();
  // A session of its own (detached: setsid): Linux's scheduler (autogroups) shares the cores between sessions, so the
  // journeys' many browser threads no longer outweigh this suite's workers thread by thread (ADR 0003). Before, the
  // PGlite suite beside them ran five times slower than alone, past its time limits.
  const child = spawn(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env }, detached: true });
  suites.add(child);
  child.on('exit', () => suites.delete(child));
  return new Promise((resolve) => child.on('exit', (code) => {
    times.push([label, seconds(start)]);
    resolve(code ?? 1);
  }));
}

/** A failed test's file (relative to the repository), its full name and the first line of its error. */
function failureLine(suite, file, test) {
  const message = String(test.failureMessages?.[0] ?? '').split('\n')[0].replace(/\x1b\[[0-9;]*m/g, '').slice(0, 200);
  return `${suite}: ${path.relative(process.cwd(), file)} > ${test.fullName}${message ? ` (${message})` : ''}`;
}

/** A vitest suite: its JSON report gives the counts; a suite that could not report counts as one failure. */
async function vitestSuite(name, args, env) {
  if (only.length && !only.includes(name)) return;
  const out = path.join(resultsDir, `${name}.json`);
  const status = await run(name, 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`, ...args], env);
  countSuite(name, out, status);
}

function countSuite(name, out, status) {
  if (!fs.existsSync(out)) {
    totals.failed += 1;
    failures.push(`${name}: wrote no report (exit status ${status})`);
    return;
  }
  const r = JSON.parse(fs.readFileSync(out, 'utf8'));
  totals.passed += r.numPassedTests;
  totals.failed += r.numFailedTests;
  totals.skipped += r.numPendingTests + r.numTodoTests;
  // Files that failed to load contribute no test counts; make sure they still fail the run.
  const brokenFiles = (r.testResults ?? []).filter((f) => f.status === 'failed' && f.assertionResults.length === 0).length;
  totals.failed += brokenFiles;
  for (const file of r.testResults ?? []) {
    if (file.status === 'failed' && file.assertionResults.length === 0) failures.push(`${name}: ${path.relative(process.cwd(), file.name)} did not load (${String(file.message ?? '').split('\n')[0].slice(0, 200)})`);
    for (const test of file.assertionResults) if (test.status === 'failed') failures.push(failureLine(name, file.name, test));
  }
  if (status !== 0 && r.numFailedTests === 0 && brokenFiles === 0) {
    totals.failed += 1;
    failures.push(`${name}: exit status ${status} with no failed test`);
  }
}

async function step(name, cmd, args) {
  if (only.length && !only.includes(name)) return;
  if (await run(name, cmd, args) === 0) totals.passed += 1;
  else {
    totals.failed += 1;
    failures.push(`${name} failed`);
  }
}

/*
 * The browser journeys run as groups side by side, each with its own server and database (e2e global setup), so
 * one group's writes (a class's new homework, demo.student's language) never reach the other's screens. A journey
 * spends most of its time waiting (on the page, the server, a quiz's real deadline): one group alone keeps about half
 * a core busy, so four groups take a third of the time two did, and the machine stays busy.
 */
// About equal in length (2026-11-29, alone on this 2-core machine: 402-469 s each, four side by side).
const E2E_GROUPS = [
  ['tests/student/offline-queue', 'tests/student/quiz-submit', 'tests/student/take-quiz', 'tests/student/lessons',
    'tests/student/class-change', 'tests/student/course-report', 'tests/student/dashboard', 'tests/student/hindi-course'],
  ['tests/a11y/student', 'tests/routing/', 'tests/student/offline-lessons', 'tests/student/profile-and-homework',
    'tests/student/portal-panels', 'tests/student/sign-up', 'tests/student/reports-and-leaderboard', 'tests/student/own-origin',
    'tests/student/question-kinds'],
  ['tests/a11y/staff', 'tests/staff/'],
  ['tests/accounts/', 'tests/parent/', 'tests/admin/', 'tests/a11y/admin'],
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

/**
 * Chromium raises its renderers' and compositors' threads to nice -8 when it may, and as root (CI) it may: the journeys
 * then took six times their share of the two cores, and the suites beside them ran five to seven times slower than
 * alone (the web components 8 minutes instead of 1.2). Without CAP_SYS_NICE the browser runs at the same priority as
 * everything else. Not root, it cannot raise them anyway.
 */
function withoutRaisedPriority() {
  const root = process.getuid?.() === 0;
  return root && fs.existsSync('/usr/bin/setpriv') ? ['/usr/bin/setpriv', '--inh-caps=-sys_nice', '--bounding-set=-sys_nice'] : [];
}

function e2eGroup(index, filters, env) {
  const out = path.join(resultsDir, `e2e-${index + 1}.json`);
  const log = path.join(resultsDir, `e2e-${index + 1}.log`);
  const logFd = fs.openSync(log, 'w');
  const start = Date.now();
  const vitest = ['npx', 'vitest', 'run', '--config', 'e2e/vitest.config.ts', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`, ...filters];
  const [cmd, ...args] = [...withoutRaisedPriority(), ...vitest];
  const child = spawn(cmd, args, {
    stdio: ['ignore', logFd, logFd], env: { ...process.env, FORCE_COLOR: '0', ...env },
  });
  return new Promise((resolve) => child.on('exit', (code) => {
    fs.closeSync(logFd);
    times.push([`e2e group ${index + 1}`, seconds(start)]);
    console.log(`\n=== e2e group ${index + 1} (${filters.join(' ')}) ===`);
    process.stdout.write(fs.readFileSync(log, 'utf8'));
    countSuite(`e2e group ${index + 1}`, out, code ?? 1);
    resolve();
  }));
}

/** Runs a command in the background, its output kept in a log under .vitest-results; resolves to its exit status. */
function background(label, cmd, args, env = {}) {
  const log = path.join(resultsDir, `${label.replace(/\W+/g, '-')}.log`);
  const logFd = fs.openSync(log, 'w');
  const start = Date.now();
  const child = spawn(cmd, args, { stdio: ['ignore', logFd, logFd], env: { ...process.env, ...env } });
  return new Promise((resolve) => child.on('exit', (code) => {
    fs.closeSync(logFd);
    times.push([label, seconds(start)]);
    if (code !== 0) console.log(`\n=== ${label} failed ===\n${fs.readFileSync(log, 'utf8')}`);
    resolve(code ?? 1);
  }));
}

/**
 * The journeys' server, compiled once for every group (server/build.mjs into node_modules/.cache), and the demo data
 * loaded once into a template database each group copies: loading it takes one to five minutes on a busy 2-core
 * machine (mostly waiting on the disk), which every group's server used to spend at its start. Begun first thing, in
 * the background, so the loading overlaps the type check, lint and the PGlite suite.
 */
async function prepareE2eServer() {
  const serverBuild = path.resolve('node_modules/.cache/prayog-e2e-server', `${process.pid}-npm-test`);
  const dataTemplate = fs.mkdtempSync(path.join(os.tmpdir(), 'prayog-e2e-template-'));
  const cleanUp = () => {
    fs.rmSync(serverBuild, { recursive: true, force: true });
    fs.rmSync(dataTemplate, { recursive: true, force: true });
  };
  try {
    const { buildServer } = await import(new URL('../server/build.mjs', import.meta.url).href);
    await buildServer({ outdir: serverBuild, entryPoints: { main: 'src/main.ts', seed: 'src/seed/cli.ts' } });
  } catch (err) {
    console.log(`\n=== e2e server build failed ===\n${err}`);
    return { ok: false, cleanUp };
  }
  const seeded = await background('e2e demo data', process.execPath, ['--enable-source-maps', path.join(serverBuild, 'seed.js')], {
    DATA_DIR: dataTemplate, DATABASE_URL: '', LOG_LEVEL: 'warn',
  });
  return { ok: seeded === 0, env: { E2E_SERVER_BUILD: serverBuild, E2E_DATA_TEMPLATE: dataTemplate }, cleanUp };
}

/**
 * The journeys start as soon as the web app and their server are built and the demo data is loaded (about a minute),
 * and run beside the type check, lint and the suites below: they leave the cores partly idle, so the whole run is
 * shorter even though each side slows the other a little (ADR 0003). Each group's output is printed when it ends.
 */
async function startE2e(server) {
  const built = await background('build web', 'npm', ['run', '--silent', 'build']) === 0 && checkE2eGroups();
  const prepared = await server;
  try {
    if (!built || !prepared.ok) {
      totals.failed += 1;
      failures.push(built ? 'e2e: the journeys\' server or demo data could not be prepared' : 'e2e: the web app did not build, or a journey is in no group');
      return;
    }
    console.log(`\n=== e2e started: ${E2E_GROUPS.length} groups side by side, beside the suites; each prints when it ends ===`);
    await Promise.all(E2E_GROUPS.map((filters, i) => e2eGroup(i, filters, prepared.env)));
  } finally {
    prepared.cleanUp();
  }
}

const withE2e = !only.length || only.includes('e2e');
const e2e = withE2e ? startE2e(prepareE2eServer()) : Promise.resolve();
await step('typecheck', 'npm', ['run', '--silent', 'typecheck']);
await step('lint', 'npm', ['run', '--silent', 'lint']);
await vitestSuite('pglite', []);
await vitestSuite('postgres', [], { TEST_DB: 'postgres' });
await vitestSuite('web', ['--config', 'web/vitest.config.ts']);
await e2e;

console.log('\nWall time of each part (the journey groups ran beside the suites):');
for (const [label, secs] of [...times, ['whole run', seconds(runStart)]]) console.log(`  ${label.padEnd(24)} ${(secs / 60).toFixed(1).padStart(5)} min (${Math.round(secs)} s)`);
if (failures.length) console.log(`\nFailed:\n${failures.map((f) => `  ${f}`).join('\n')}`);
const line = `${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`;
fs.writeFileSync(path.join(resultsDir, 'summary.txt'), `${line}\n`);
console.log(`\n${line}`);
process.exit(totals.failed > 0 ? 1 : 0);
