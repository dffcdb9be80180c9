import { openDB, deleteDB, type DBSchema, type IDBPDatabase } from 'idb';

/**
 * Where the offline queue keeps its writes (ADR 0029, "The offline queue"): one IndexedDB database, `prayog-queue-v1`,
 * one store ordered by an auto-increment number, so writes go out in the order they were made. When the browser
 * refuses IndexedDB (some private modes), the writes are kept in memory for the page's life instead.
 */
export const QUEUE_DB = 'prayog-queue-v1';
const STORE = 'writes';

/** The calls a phone may queue: each becomes one request of the contract. */
export type QueuedCall = 'trackActivity' | 'completeLesson' | 'submitHomework' | 'saveAnswer';

export interface QueuedForm {
  fields: [string, string][];
  file: { field: string; name: string; type: string; blob: Blob } | null;
}

export interface QueuedWrite {
  /** The store's order (given when added). */
  seq?: number;
  /** The Idempotency-Key (a UUID made on the phone), the same on every try. */
  key: string;
  /** The account it was made by (its username): only that account's session ever sends it. */
  owner: string;
  call: QueuedCall;
  params?: Record<string, string | number>;
  /** A JSON body, or a multipart form (holiday homework with its PDF). */
  body?: Record<string, unknown>;
  form?: QueuedForm;
  /** Writes that belong together, e.g. `quiz:12` for one attempt's answers. */
  group?: string;
  /** When it was made (the phone's clock, ms). */
  madeAt: number;
}

interface QueueSchema extends DBSchema {
  writes: { key: number; value: QueuedWrite; indexes: { owner: string } };
}

export interface QueueStore {
  add(write: QueuedWrite): Promise<void>;
  /** The owner's writes, oldest first. */
  list(owner: string): Promise<QueuedWrite[]>;
  /** Every owner's oldest write (to find writes left by another account). */
  all(): Promise<QueuedWrite[]>;
  remove(seq: number): Promise<void>;
  /** Deletes everything: the database itself. */
  clear(): Promise<void>;
}

function memoryStore(): QueueStore {
  let next = 1;
  let writes: QueuedWrite[] = [];
  return {
    add: async (write) => { writes.push({ ...write, seq: next++ }); },
    list: async (owner) => writes.filter((w) => w.owner === owner),
    all: async () => [...writes],
    remove: async (seq) => { writes = writes.filter((w) => w.seq !== seq); },
    clear: async () => { writes = []; },
  };
}

function indexedStore(open: () => Promise<IDBPDatabase<QueueSchema>>): QueueStore {
  let db: Promise<IDBPDatabase<QueueSchema>> | null = null;
  const handle = () => (db ??= open().then((opened) => {
    // Sign-out deletes the database (forgetQueue) from anywhere: this connection steps aside, the next use reopens.
    opened.addEventListener('versionchange', () => {
      opened.close();
      db = null;
    });
    return opened;
  }));
  return {
    add: async (write) => { await (await handle()).add(STORE, write); },
    list: async (owner) => (await handle()).getAllFromIndex(STORE, 'owner', owner),
    all: async () => (await handle()).getAll(STORE),
    remove: async (seq) => { await (await handle()).delete(STORE, seq); },
    clear: forgetQueue,
  };
}

/** Deletes the queue's database with every write in it (sign-out; lib/storage.ts). */
export async function forgetQueue(): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  await deleteDB(QUEUE_DB);
}

/** The IndexedDB store, or the memory one when the browser has no IndexedDB or refuses to open it. */
export async function openQueueStore(): Promise<QueueStore> {
  if (typeof indexedDB === 'undefined') return memoryStore();
  const open = () => openDB<QueueSchema>(QUEUE_DB, 1, {
    upgrade(db) {
      const store = db.createObjectStore(STORE, { keyPath: 'seq', autoIncrement: true });
      store.createIndex('owner', 'owner');
    },
  });
  try {
    (await open()).close();
    return indexedStore(open);
  } catch {
    return memoryStore();
  }
}
