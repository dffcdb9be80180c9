// Issue 34, cost flat as the data grows: each student route's ratio (its req/s over the constant route's, measured
// just before it on the same server) on the demo set against the same ratio on a big set. A constant route moves by
// a third between minutes on this machine, so the two sets are measured in turns, BENCH_SCALE_ROUNDS times (each
// round in the other order), and each route's median ratio per set is compared.
//
// The goal's comparison holds the students fixed: the big set holds the demo data unchanged, so its server reads the
// demo set's own students, with the same rows each, among all the big set's. Only the data around them grows. The
// big set's own sample of students is compared too, for information: a demo student has more rows than a generated
// one (224 activity rows and 11.4 attempts against 149 and 10.2), so that comparison mixes two changes.
import type { LoadResult } from './harness';
import type { Target } from './dashboards';

/**
 * A data set's server, signed in and warmed: the constant route and each route, measured on demand; `students` are
 * the usernames its student routes are read as; `routeAsSame`, where given, reads a route as another set's students.
 */
export interface Served {
  data: string; list: Target[]; students: string[];
  constant: () => LoadResult; route: (t: Target) => LoadResult; routeAsSame?: (t: Target) => LoadResult;
}

const ROUNDS = Number(process.env.BENCH_SCALE_ROUNDS ?? 3);
/** Issue 34: each student route's ratio on the big set within 20% of its ratio on the demo set. */
const GOAL_CHANGE = 0.2;

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const percent = (change: number) => `${change >= 0 ? '+' : '-'}${Math.abs(change * 100).toFixed(1)}%`;
const MISSED = '  (misses the goal: within 20%)';

type Ratios = Map<string, { ratio: number; p99: number }>;

/**
 * One round on one set: the constant route, then each of `routes` (as the demo set's students too, where the set
 * can); their ratios and p99s by route name.
 */
function round(served: Served, routes: Target[]) {
  const baseline = served.constant();
  const own: Ratios = new Map();
  const same: Ratios = new Map();
  for (const t of routes) {
    const r = served.route(t);
    own.set(t.name, { ratio: r.rps / baseline.rps, p99: r.p99 });
    if (!served.routeAsSame) continue;
    const s = served.routeAsSame(t);
    same.set(t.name, { ratio: s.rps / baseline.rps, p99: s.p99 });
  }
  return { constant: baseline.rps, routes: own, same };
}

/** Measures the demo set's routes that the big set also has, in turns, and prints the two ratios and the change. */
export function compareScale(demo: Served, big: Served, bigName: string): void {
  const routes = demo.list.filter((t) => big.list.some((b) => b.name === t.name));
  if (routes.length === 0) return;
  const rounds: { demo: ReturnType<typeof round>; big: ReturnType<typeof round> }[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    if (i % 2 === 0) {
      const d = round(demo, routes);
      rounds.push({ demo: d, big: round(big, routes) });
    } else {
      const b = round(big, routes);
      rounds.push({ demo: round(demo, routes), big: b });
    }
  }
  console.log(`\ndashboards, demo data against ${bigName}: each route's ratio to the constant route just before it, ${ROUNDS} rounds in turns, medians`);
  console.log(`  constant JSON route by round: demo ${rounds.map((r) => r.demo.constant.toFixed(0)).join(', ')} req/s; ${big.data} ${rounds.map((r) => r.big.constant.toFixed(0)).join(', ')} req/s`);
  const compare = (label: string, resultName: string, bigSide: (r: typeof rounds[number]) => Ratios, goal: boolean) => {
    console.log(`  ${label}`);
    const changes: number[] = [];
    for (const t of routes) {
      const d = rounds.map((r) => r.demo.routes.get(t.name)!);
      const b = rounds.map((r) => bigSide(r).get(t.name)!);
      const before = median(d.map((x) => x.ratio));
      const after = median(b.map((x) => x.ratio));
      const change = after / before - 1;
      changes.push(change);
      console.log(`  ${t.name.padEnd(28)} demo ${d.map((x) => x.ratio.toFixed(3)).join(' ')} (p99 ${d.map((x) => x.p99).join('/')} ms)  `
        + `${big.data} ${b.map((x) => x.ratio.toFixed(3)).join(' ')} (p99 ${b.map((x) => x.p99).join('/')} ms)`);
      const missed = goal && Math.abs(change) > GOAL_CHANGE ? MISSED : '';
      console.log(`RESULT ${resultName}:${t.name} demo=${before.toFixed(3)} ${big.data}=${after.toFixed(3)} change=${percent(change)}${missed}`);
    }
    const worst = changes.reduce((w, c) => (Math.abs(c) > Math.abs(w) ? c : w));
    console.log(`RESULT ${resultName} worst_change=${percent(worst)}${goal && Math.abs(worst) > GOAL_CHANGE ? MISSED : ''}`);
  };
  if (big.routeAsSame) {
    compare(`the demo set's ${demo.students.length} students, read on each set (the goal: within 20%)`, 'dashboards-scale', (r) => r.big.same, true);
  }
  compare(`${big.data}: ${big.students.length} of its own students (more data around them and fewer rows each; for information)`,
    big.routeAsSame ? 'dashboards-scale-own-students' : 'dashboards-scale', (r) => r.big.routes, !big.routeAsSame);
}
