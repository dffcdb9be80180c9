// The real application, started for a benchmark, plus one bench-only route: a bare single-row INSERT.
// It lives here, not in the server, so production never carries it. It is the denominator of every
// ratio: same process, same Fastify stack, same pool, the least work a write endpoint can do.
import path from 'node:path';
import { loadConfig } from '../server/src/config';
import { openDatabase, migrate } from '../server/src/db/client';
import { MemoryFileStorage } from '../server/src/lib/storage';
import { buildApp } from '../server/src/app';
import { publicAccess, type Policy } from '../server/src/policies';
import { sql } from 'drizzle-orm';

const config = loadConfig();
// PostgreSQL from DATABASE_URL, or the embedded database under DATA_DIR (BENCH_ENGINE=pglite).
const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'db') });
await migrate(database);
await database.db.execute(sql`create table if not exists bench_rows (id bigint generated always as identity primary key, token text not null, seconds int not null, at timestamptz not null default now())`);
const app = await buildApp({ config, database, db: database.db, storage: new MemoryFileStorage() });
app.post('/api/bench/insert/', { config: { access: publicAccess as Policy<unknown> } }, async (req) => {
  await database.db.execute(sql`insert into bench_rows (token, seconds) values (${String(req.headers.authorization ?? '')}, 30)`);
  return { ok: true };
});
// The read baseline: a constant JSON answer through the same stack (no database), for the dashboards scenario.
const constant = { learner_count: 120, active_learner_count: 48, subjects: ['Robotics', 'Artificial Intelligence'] };
app.get('/api/bench/constant/', { config: { access: publicAccess as Policy<unknown> } }, async () => constant);
// The soak's memory samples: this process's own figures, read while the load runs.
app.get('/api/bench/memory/', { config: { access: publicAccess as Policy<unknown> } }, async () => process.memoryUsage());
await app.listen({ port: config.port, host: '127.0.0.1' });
process.on('SIGTERM', async () => { await app.close(); await database.close(); process.exit(0); });
