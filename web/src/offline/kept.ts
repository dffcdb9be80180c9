/**
 * Subjects kept on the phone (ADR 0029): one Cache Storage cache, `prayog-kept-v1`, holds every kept answer under
 * its own URL, stamped with whom it was kept for, and one index entry listing the kept subjects. The page writes it
 * (keeping fetches through web/src/api/kept-subjects.ts); the service worker only reads it, with the same stamp rule
 * (web/vite.config.ts). Deleting the one cache removes everything: at sign-out, and when another account signs in.
 */
export const KEPT_CACHE = 'prayog-kept-v1';
/** The header every kept answer carries: the stamp of the session it was kept for, or `public` (course pages). */
export const KEPT_FOR_HEADER = 'X-Prayog-Kept-For';
const INDEX_URL = '/__prayog-kept__/index.json';
/** Room left on the phone beyond the subject itself, so keeping never fills it to the brim. */
const SPARE_BYTES = 5 * 1024 * 1024;

export interface KeptSubject {
  grade: number;
  slug: string;
  name: string;
  /** Bytes kept for this subject (its answers, pages and documents). */
  bytes: number;
  urls: string[];
  keptAt: number;
  /** Kept because it was the last subject opened, not because the student chose to. */
  auto: boolean;
}

interface KeptIndex {
  owner: string;
  stamp: string;
  subjects: KeptSubject[];
}

/** One answer to keep: its URL as the app asks for it, its bytes and type, and whether only its owner may read it. */
export interface KeptEntry {
  url: string;
  blob: Blob;
  contentType: string;
  personal: boolean;
}

export type KeptFailure = 'quota' | 'unsupported';
export class KeptError extends Error {
  constructor(readonly reason: KeptFailure) {
    super(`Could not keep the subject: ${reason}`);
  }
}

/** Cache Storage, hashing and a service worker: without any of them nothing can be kept (or opened offline). */
export function keptSupported(): boolean {
  return typeof caches !== 'undefined' && typeof crypto !== 'undefined' && crypto.subtle !== undefined
    && typeof navigator !== 'undefined' && 'serviceWorker' in navigator;
}

/** The stamp of a session: SHA-256 of its Authorization header, as the service worker computes it from a request. */
export async function stampOf(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`Token ${token}`));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

async function readIndex(cache: Cache): Promise<KeptIndex | null> {
  const response = await cache.match(INDEX_URL);
  if (!response) return null;
  try {
    return (await response.json()) as KeptIndex;
  } catch {
    return null;
  }
}

function writeIndex(cache: Cache, index: KeptIndex): Promise<void> {
  return cache.put(INDEX_URL, new Response(JSON.stringify(index), { headers: { 'Content-Type': 'application/json' } }));
}

/** A kept answer stamped for its reader: the session's stamp for personal answers, `public` for course pages. */
function stamped(body: Blob, contentType: string, stamp: string): Response {
  return new Response(body, { headers: { 'Content-Type': contentType, [KEPT_FOR_HEADER]: stamp } });
}

export interface Session {
  username: string;
  token: string;
}

/**
 * The cache as the signed-in session may use it. Another account's cache is deleted before anything is read; the same
 * student's entries kept under an earlier session (a new sign-in after the token expired) are stamped again for this one.
 */
async function openFor(session: Session): Promise<{ cache: Cache; index: KeptIndex }> {
  const stamp = await stampOf(session.token);
  let cache = await caches.open(KEPT_CACHE);
  const found = await readIndex(cache);
  if (found && found.owner !== session.username) {
    await caches.delete(KEPT_CACHE);
    cache = await caches.open(KEPT_CACHE);
  }
  const index: KeptIndex = found && found.owner === session.username ? found : { owner: session.username, stamp, subjects: [] };
  if (index.stamp !== stamp) {
    const previous = index.stamp;
    for (const request of await cache.keys()) {
      const response = await cache.match(request);
      if (response?.headers.get(KEPT_FOR_HEADER) === previous) {
        await cache.put(request, stamped(await response.blob(), response.headers.get('Content-Type') ?? 'application/octet-stream', stamp));
      }
    }
    index.stamp = stamp;
    await writeIndex(cache, index);
  }
  return { cache, index };
}

/** The subjects kept for the signed-in student. */
export async function keptSubjects(session: Session): Promise<KeptSubject[]> {
  if (!keptSupported()) return [];
  return (await openFor(session)).index.subjects;
}

/** URLs no longer used by any kept subject, deleted from the cache. */
async function dropUnused(cache: Cache, removed: KeptSubject[], remaining: KeptSubject[]): Promise<void> {
  const used = new Set(remaining.flatMap((s) => s.urls));
  for (const url of removed.flatMap((s) => s.urls)) if (!used.has(url)) await cache.delete(url);
}

const isQuotaError = (error: unknown) => error instanceof DOMException && (error.name === 'QuotaExceededError' || error.code === 22);

/** Is there room for `bytes` more? Unknown quota (an old browser) counts as room; the write itself still checks. */
async function hasRoomFor(bytes: number): Promise<boolean> {
  if (!navigator.storage?.estimate) return true;
  const { quota, usage } = await navigator.storage.estimate();
  if (quota === undefined || usage === undefined) return true;
  return quota - usage >= bytes + SPARE_BYTES;
}

/** Asks the browser once not to evict kept lessons under pressure; a refusal only means they may be evicted. */
async function askToPersist(): Promise<void> {
  try {
    if (navigator.storage?.persist && !(await navigator.storage.persisted())) await navigator.storage.persist();
  } catch {
    // Not offered here: kept lessons are simply best-effort.
  }
}

/**
 * Keeps one subject: its answers are written and listed. Kept automatically (the last subject opened), it replaces the
 * previous automatic one; an explicitly kept subject stays explicit when it is opened again. Throws KeptError('quota')
 * when the phone has no room, leaving nothing of this subject half-kept.
 */
export async function keepSubject(
  session: Session,
  subject: { grade: number; slug: string; name: string },
  entries: KeptEntry[],
  { auto }: { auto: boolean },
): Promise<KeptSubject> {
  if (!keptSupported()) throw new KeptError('unsupported');
  const { cache, index } = await openFor(session);
  const same = (s: KeptSubject) => s.grade === subject.grade && s.slug === subject.slug;
  const before = index.subjects.find(same);
  const bytes = entries.reduce((sum, e) => sum + e.blob.size, 0);
  if (!(await hasRoomFor(bytes - (before?.bytes ?? 0)))) throw new KeptError('quota');
  await askToPersist();
  const kept: KeptSubject = {
    ...subject, bytes, urls: entries.map((e) => e.url), keptAt: Date.now(), auto: auto && (before?.auto ?? true),
  };
  try {
    for (const e of entries) await cache.put(e.url, stamped(e.blob, e.contentType, e.personal ? index.stamp : 'public'));
  } catch (error) {
    await dropUnused(cache, [kept], index.subjects.filter((s) => !same(s)).concat(before ? [before] : []));
    if (isQuotaError(error)) throw new KeptError('quota');
    throw error;
  }
  // Only one automatic subject at a time: the last one opened.
  const dropped = index.subjects.filter((s) => !same(s) && kept.auto && s.auto);
  const remaining = [...index.subjects.filter((s) => !same(s) && !dropped.includes(s)), kept];
  await dropUnused(cache, [...dropped, ...(before ? [before] : [])], remaining);
  await writeIndex(cache, { ...index, subjects: remaining });
  return kept;
}

/** Removes one kept subject (the switch turned off); answers another kept subject still uses stay. */
export async function removeSubject(session: Session, grade: number, slug: string): Promise<void> {
  if (!keptSupported()) return;
  const { cache, index } = await openFor(session);
  const removed = index.subjects.filter((s) => s.grade === grade && s.slug === slug);
  const remaining = index.subjects.filter((s) => !removed.includes(s));
  await dropUnused(cache, removed, remaining);
  await writeIndex(cache, { ...index, subjects: remaining });
}

/** Everything kept on this phone, gone (sign-out, a refused token, a password change). */
export async function forgetKept(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await caches.delete(KEPT_CACHE);
}
