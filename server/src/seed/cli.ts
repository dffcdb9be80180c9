/**
 * `npm run seed`: loads the demo data into the configured database (PGlite, or PostgreSQL via DATABASE_URL) if it is
 * empty. `npm run seed -- --scale district` loads the demo data and a district of 50 schools (seed/district/),
 * `--scale state` the same with 200 schools; both on PostgreSQL only.
 */
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../config';
import { openDatabase, migrate } from '../db/client';
import { LocalFileStorage } from '../lib/storage';
import { seedIfEmpty } from './seed-if-empty';
import { parseSeedArgs } from './district/cli-args';
import { describeDistrict, seedDistrict } from './district';
import { DISTRICT_SIZES, STATE_SIZES } from './district/sizes';

/** What each big scale loads and how long it took on a 2-core machine (seed/district/README.md). */
const BIG_SCALES = {
  district: { sizes: DISTRICT_SIZES, name: 'District', takes: 'two to five minutes' },
  state: { sizes: STATE_SIZES, name: 'State', takes: 'ten to twenty minutes' },
} as const;

const EMPTY_ONLY = 'The database already has data; nothing was changed.';

async function main(): Promise<number> {
  let args;
  try {
    args = parseSeedArgs(process.argv.slice(2));
  } catch (err) {
    console.error((err as Error).message);
    return 2;
  }
  const config = loadConfig();
  if (args.scale !== 'demo' && !config.databaseUrl) {
    // 16 million rows (the state: 64 million) in the embedded database would take hours and gigabytes of memory.
    console.error(`The ${args.scale} data set needs PostgreSQL: set DATABASE_URL=postgres://user@host:5432/dbname to an empty database. `
      + 'The embedded database (PGlite) only gets the demo data (npm run seed).');
    return 1;
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, poolSize: config.databasePoolSize, pgliteDir: path.join(config.dataDir, 'db') });
  try {
    await migrate(database);
    const storage = new LocalFileStorage(path.join(config.dataDir, 'files'));
    if (args.scale === 'demo') {
      const seeded = await seedIfEmpty(database.db, storage, { now: args.now });
      if (!seeded) console.log(EMPTY_ONLY);
      return 0;
    }
    const scale = BIG_SCALES[args.scale];
    const [hasData] = ((await database.db.execute(sql`select 1 from schools limit 1`)) as unknown as { rows: unknown[] }).rows;
    if (!hasData) console.log(`Loading the demo data and ${scale.sizes.schools} schools (${scale.takes})…`);
    const summary = await seedDistrict(database.db, storage, scale.sizes, { now: args.now, onlyIfEmpty: true });
    if (!summary) {
      console.log(EMPTY_ONLY);
      return 0;
    }
    console.log(`${scale.name} data loaded (${describeDistrict(summary)}).`);
    // Fresh planner statistics, so the first dashboards do not wait for autovacuum to notice millions of new rows.
    const t0 = performance.now();
    await database.db.execute(sql`analyze`);
    console.log(`Statistics updated (analyze) in ${((performance.now() - t0) / 1000).toFixed(1)} s.`);
    return 0;
  } finally {
    await database.close();
  }
}

process.exitCode = await main();
