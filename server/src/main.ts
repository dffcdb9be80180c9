import path from 'node:path';
import { loadConfig } from './config';
import { openDatabase, migrate } from './db/client';
import { maintainPartitions } from './db/partitions';
import { LocalFileStorage } from './lib/storage';
import { buildApp } from './app';
import { seedIfEmpty } from './seed/seed-if-empty';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, poolSize: config.databasePoolSize, pgliteDir: path.join(config.dataDir, 'db') });
await migrate(database);
// The logs' partitions for this month and the next two, and any row a default partition holds moved to its month
// (ADR 0045); old months are dropped by the hourly retention job, which records it. Not a reason to refuse to start
// (a default partition takes the rows meanwhile): the job tries again within the hour.
await maintainPartitions(database.db).catch((err: unknown) => console.warn('The log partitions were not checked at start; the hourly job will:', err));
const storage = new LocalFileStorage(path.join(config.dataDir, 'files'));
// Demo data goes into the embedded database on its first start; PostgreSQL only gets it from `npm run seed`.
if (database.engine === 'pglite' && config.seedDemo === 'auto') await seedIfEmpty(database.db, storage);

const app = await buildApp({ config, database, db: database.db, storage });
const shutdown = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
await app.listen({ port: config.port, host: config.host });
