/**
 * The arguments of `npm run seed`. Flags come as `--scale district` or `--scale=district`; bare words are accepted
 * too (a scale name, or an ISO instant for --now), which is what npm leaves of the flags when a script forwards
 * them without `--` (npm takes `--scale` as its own option and keeps only the word after it).
 */
export const SCALES = ['demo', 'district', 'state'] as const;
export type Scale = (typeof SCALES)[number];

export interface SeedArgs {
  scale: Scale;
  /** Where the data's six months (demo) or school days (district, state) end; default: the current time. */
  now?: Date;
}

export const SEED_USAGE = 'Usage: npm run seed [-- --scale demo|district|state] [--now 2026-11-21T06:00:00Z]';

const isScale = (v: string): v is Scale => (SCALES as readonly string[]).includes(v);

function parseNow(v: string): Date {
  const d = new Date(v);
  if (!/^\d{4}-\d{2}-\d{2}/.test(v) || Number.isNaN(d.getTime())) throw new Error(`--now must be a date or an ISO instant (got "${v}").\n${SEED_USAGE}`);
  return d;
}

/** Throws an Error with the usage for anything it does not understand. */
export function parseSeedArgs(argv: readonly string[]): SeedArgs {
  const out: SeedArgs = { scale: 'demo' };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].startsWith('--') ? argv[i].split(/=(.*)/s, 2) : [argv[i], undefined];
    const value = () => {
      const v = inline ?? argv[++i];
      if (v === undefined || v === '') throw new Error(`${flag} needs a value.\n${SEED_USAGE}`);
      return v;
    };
    if (flag === '--scale') {
      const v = value();
      if (!isScale(v)) throw new Error(`Unknown scale "${v}": use ${SCALES.slice(0, -1).join(', ')} or ${SCALES.at(-1)}.\n${SEED_USAGE}`);
      out.scale = v;
    } else if (flag === '--now') out.now = parseNow(value());
    else if (isScale(flag)) out.scale = flag;
    else if (/^\d{4}-\d{2}-\d{2}/.test(flag)) out.now = parseNow(flag);
    else throw new Error(`Unknown argument "${argv[i]}".\n${SEED_USAGE}`);
  }
  return out;
}
