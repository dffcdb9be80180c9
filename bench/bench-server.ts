// The real application, started for a benchmark, plus bench-only routes: a bare single-row INSERT, a constant answer,
// the process's memory. They live here, not in the server, so production never carries them. The INSERT is the
// denominator of every write ratio: same process, same Fastify stack, same pool, the least work a write can do.
// BENCH_WORKERS=2 runs that many server processes on one port (node:cluster: the primary migrates once, then hands
// the port's connections to the workers in turn), as several servers behind one load balancer would be; give them
// REDIS_URL so they act as one (README, "More than one server").
import cluster from 'node:cluster';
import path from 'node:path';
import { loadConfig } from '../server/src/config';
import { openDatabase, migrate } from '../server/src/db/client';
import { MemoryFileStorage } from '../server/src/lib/storage';
import { buildApp } from '../server/src/app';
import { publicAccess, type Policy } from '../server/src/policies';
import { sql } from 'drizzle-orm';

const config = loadConfig();
const WORKERS = Number(process.env.BENCH_WORKERS ?? 1);
const open = () => openDatabase({ databaseUrl: config.databaseUrl, poolSize: config.databasePoolSize, pgliteDir: path.join(config.dataDir, 'db') });

/** Migrations and the bench table, once per database (the primary's job when there are workers). */
async function prepareDatabase(database: Awaited<ReturnType<typeof open>>) {
  await migrate(database);
  await database.db.execute(sql`create table if not exists bench_rows (id bigint generated always as identity primary key, token text not null, seconds int not null, at timestamptz not null default now())`);
}

/** One server process: the app and the bench routes, listening on PORT. */
async function serve(prepare: boolean) {
  // PostgreSQL from DATABASE_URL, or the embedded database under DATA_DIR (BENCH_ENGINE=pglite; one process only).
  const database = await open();
  if (prepare) await prepareDatabase(database);
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
  // Which process answered: the harness waits until it has seen every worker before measuring.
  app.get('/api/bench/pid/', { config: { access: publicAccess as Policy<unknown> } }, async () => ({ pid: process.pid }));
  await app.listen({ port: config.port, host: '127.0.0.1' });
  process.on('SIGTERM', async () => { await app.close(); await database.close(); process.exit(0); });
}

if (WORKERS <= 1) await serve(true);
else if (cluster.isPrimary) {
  const database = await open();
  await prepareDatabase(database);
  await database.close();
  // Round-robin is the default everywhere but Windows; set it anyway, so connections are spread evenly.
  cluster.schedulingPolicy = cluster.SCHED_RR;
  const workers = Array.from({ length: WORKERS }, () => cluster.fork());
  let stopping = false;
  for (const w of workers) {
    w.on('exit', (code) => {
      if (stopping) return;
      // A worker that dies mid-run would leave the other to carry the load unseen: stop the whole server.
      console.error(`bench server worker ${w.process.pid} exited (${code}); stopping`);
      stopping = true;
      for (const other of workers) other.process.kill('SIGTERM');
      process.exit(1);
    });
  }
  process.on('SIGTERM', async () => {
    stopping = true;
    await Promise.all(workers.map((w) => new Promise<void>((done) => {
      if (w.isDead()) return done();
      w.once('exit', () => done());
      w.process.kill('SIGTERM');
    })));
    process.exit(0);
  });
} else await serve(false);
