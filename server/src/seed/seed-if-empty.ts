import type { Db } from '../db/client';
import type { FileStorage } from '../lib/storage';
import { describeSummary, runSeed } from './demo';

/**
 * Loads the demo data only into a database without schools (a fresh one); returns whether it did.
 * The emptiness check is repeated inside the seed's locked transaction, so concurrent starts are safe.
 */
export async function seedIfEmpty(db: Db, storage: FileStorage, opts: { now?: Date; log?: (line: string) => void } = {}): Promise<boolean> {
  const log = opts.log ?? ((line: string) => console.log(line));
  const summary = await runSeed(db, storage, { now: opts.now, onlyIfEmpty: true });
  if (!summary) return false;
  log(`Demo data loaded (${describeSummary(summary)}).`);
  return true;
}
