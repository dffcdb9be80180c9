/** `npm run seed`: loads the demo data into the configured database (PGlite, or PostgreSQL via DATABASE_URL) if it is empty. */
import path from 'node:path';
import { loadConfig } from '../config';
import { openDatabase, migrate } from '../db/client';
import { LocalFileStorage } from '../lib/storage';
import { seedIfEmpty } from './seed-if-empty';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'db') });
try {
  await migrate(database);
  const storage = new LocalFileStorage(path.join(config.dataDir, 'files'));
  const seeded = await seedIfEmpty(database.db, storage);
  if (!seeded) console.log('The database already has data; nothing was changed.');
} finally {
  await database.close();
}
process.exitCode = 0;
