// Issue 34, cost flat as the data grows: each student route's ratio (its req/s over the constant route's, measured
// just before it on the same server) on the demo set against the same ratio on a big set. A constant route moves by
// a third between minutes on this machine, so the two sets are measured in turns, BENCH_SCALE_ROUNDS times (each
// round in the other order), and each route's median ratio per set is compared.
import type { LoadResult } from './harness';
import type { Target } from './dashboards';

/** A data set's server, signed in and warmed: the constant route and each route, measured on demand. */
export interface Served { data: string; list: Target[]; constant: () => LoadResult; route: (t: Target) => LoadResult }

const ROUNDS = Number(process.env.BENCH_SCALE_ROUNDS ?? 3);
/** Issue 34: each student route's ratio on the big set within 20% of its ratio on the demo set. */
const GOAL_CHANGE = 0.2;

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const percent = (change: number) => `${change >= 0 ? '+' : '-'}${Math.abs(change * 100).toFixed(1)}%`;
const MISSED = '  (misses the goal: within 20%)';

/** One round on one set: the constant route, then each of `routes`; their ratios and p99s by route name. */
function round(served: Served, routes: Target[]) {
  const baseline = served.constant();
  const out = new Map<string, { ratio: number; p99: number }>();
  for (const t of routes) {
    const r = served.route(t);
    out.set(t.name, { ratio: r.rps / baseline.rps, p99: r.p99 });
  }
  return { constant: baseline.rps, routes: out };
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
  const changes: number[] = [];
  for (const t of routes) {
    const of = (side: 'demo' | 'big') => rounds.map((r) => r[side].routes.get(t.name)!);
    const [d, b] = [of('demo'), of('big')];
    const before = median(d.map((x) => x.ratio));
    const after = median(b.map((x) => x.ratio));
    const change = after / before - 1;
    changes.push(change);
    console.log(`  ${t.name.padEnd(28)} demo ${d.map((x) => x.ratio.toFixed(3)).join(' ')} (p99 ${d.map((x) => x.p99).join('/')} ms)  `
      + `${big.data} ${b.map((x) => x.ratio.toFixed(3)).join(' ')} (p99 ${b.map((x) => x.p99).join('/')} ms)`);
    console.log(`RESULT dashboards-scale:${t.name} demo=${before.toFixed(3)} ${big.data}=${after.toFixed(3)} change=${percent(change)}${Math.abs(change) > GOAL_CHANGE ? MISSED : ''}`);
  }
  const worst = changes.reduce((w, c) => (Math.abs(c) > Math.abs(w) ? c : w));
  console.log(`RESULT dashboards-scale worst_change=${percent(worst)}${Math.abs(worst) > GOAL_CHANGE ? MISSED : ''}`);
}
