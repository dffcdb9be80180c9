import type { Db } from './client';

/**
 * Something made once per database on first use (prepared queries, a write batcher, a small cache): one per running
 * server, several in tests, each dropped with its database.
 */
export function perDatabase<T>(make: (db: Db) => T): (db: Db) => T {
  const made = new WeakMap<Db, T>();
  return (db) => {
    let value = made.get(db);
    if (value === undefined) {
      value = make(db);
      made.set(db, value);
    }
    return value;
  };
}
