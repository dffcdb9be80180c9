import type { ResponseCache } from './core/response-cache';
import type { RequestCaches } from './core/request-caches';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { FileStorage } from './lib/storage';
import type { Mailer } from './lib/mailer';

/** What every feature's routes receive: the database, the file storage and the configuration. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  storage: FileStorage;
  /** The kept answers (core/response-cache.ts); buildApp makes one from the config when absent and routes reach it as `app.responseCache`. */
  kept?: ResponseCache;
  /** Sessions and schools kept for a few seconds (core/request-caches.ts); buildApp makes one from the config when absent. */
  caches?: RequestCaches;
  /** How the server sends email; absent: over SMTP_URL when it is set (lib/mailer.ts), else no email. Tests give their own. */
  mailer?: Mailer | null;
  /** Where the log goes instead of stdout (tests read it to prove nothing secret is logged). */
  logStream?: NodeJS.WritableStream;
}
