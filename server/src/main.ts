import path from 'node:path';
import { loadConfig } from './config';
import { openDatabase, migrate } from './db/client';
import { LocalFileStorage } from './lib/storage';
import { buildApp } from './app';
import { seedIfEmpty } from './seed/seed-if-empty';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'db') });
await migrate(database);
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
