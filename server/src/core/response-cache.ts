import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { principalSchool, type Policy } from './policy';
import { UNKNOWN, type Invalidation, type SharedGenerations } from './shared-generations';
import { requestLanguage } from '../lib/localize';

export type { Invalidation };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A write that does not invalidate its school's cached answers (heartbeats, a quiz's saved answers). */
    skipsInvalidation?: boolean;
    /** How the route caches its answer (set by route(); read by the tests that walk the routes). */
    cache?: CacheScope;
  }
  interface FastifyInstance {
    /** The app's response cache (buildApp), for routes registered with `cache`. */
    responseCache: ResponseCache;
  }
}

/** Answers this size and larger go compressed to a client that accepts it (app.ts registers @fastify/compress alike). */
export const COMPRESS_THRESHOLD_BYTES = 1024;
/** The encodings the server sends, the better first. */
export const COMPRESSED_ENCODINGS = ['br', 'gzip'] as const;
export type CompressedEncoding = (typeof COMPRESSED_ENCODINGS)[number];

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
/** How a cached answer is compressed (an object, so a test can count the compressions). */
export const cacheCompressors: Record<CompressedEncoding, (text: string) => Promise<Buffer>> = {
  br: (text) => brotli(text, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT } }),
  gzip: (text) => gzip(text),
};

/**
 * A cached answer: its JSON text and, made once on the first call that accepts each, its brotli and gzip bytes. A
 * cached answer sent again then costs no compression either (ADR 0028). Brotli at quality 5 (made once per answer; answers
 * made afresh get @fastify/compress's 4): close to the best size at a small part of the time of quality 11.
 */
export class CachedText {
  private readonly encoded = new Map<CompressedEncoding, Promise<Buffer>>();
  constructor(readonly json: string) {}

  /** The answer's bytes in this encoding, compressed on the first call only. */
  bytes(encoding: CompressedEncoding): Promise<Buffer> {
    let made = this.encoded.get(encoding);
    if (!made) {
      made = cacheCompressors[encoding](this.json);
      this.encoded.set(encoding, made);
      made.catch(() => { if (this.encoded.get(encoding) === made) this.encoded.delete(encoding); });
    }
    return made;
  }
}

/** The encoding to send to a client with this Accept-Encoding (brotli before gzip), or null for the text as it is. */
export function acceptedEncoding(header: string | string[] | undefined): CompressedEncoding | null {
  const accepted = new Map<string, number>();
  for (const part of (Array.isArray(header) ? header.join(',') : header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name) accepted.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  return COMPRESSED_ENCODINGS.find((e) => (accepted.get(e) ?? accepted.get('*') ?? 0) > 0) ?? null;
}


/**
 * Answers of the staff dashboards' heavier reads (homes, reports, leaderboards, attendance), cached for a few seconds
 * per school (ADR 0007). Many coaches of one school, or one coach clicking between tabs, then cost one computation
 * instead of one each; a write that changes a school's figures (an assignment, a submitted quiz, a new student)
 * invalidates that school before its answer goes out. With several processes (REDIS_URL, ADR 0018) every
 * invalidation is written to Redis first and every cached read checks its school's generation there
 * (`shareThrough`), so no process answers from a cache older than a write another process acknowledged.
 */
export class ResponseCache {
  private readonly answers = new Map<string, { expires: number; value: Promise<unknown> }>();
  private readonly generations = new Map<number, number>();
  private everywhere = 0;
  /** Counts every invalidation, of one school or everywhere: an answer drawn from every school is as old as the latest. */
  private anyChange = 0;
  private relay: ((change: Invalidation) => void) | null = null;
  private shared: SharedGenerations | null = null;

  /** `ttlMs` 0 caches nothing (every call computes). */
  constructor(private readonly ttlMs: number, private readonly maxEntries = 5000) {}

  /** Moves with every invalidation, here or (through the relay) in another process (the leaderboard ranks follow it). */
  get invalidationCount(): number {
    return this.anyChange;
  }

  /** Whether answers are cached at all. */
  get caches(): boolean {
    return this.ttlMs > 0;
  }

  /** Several processes: generations are read from and written to Redis (core/across-servers.ts). */
  shareThrough(shared: SharedGenerations): void {
    this.shared = shared;
  }

  /**
   * The cached answer for this school and key, or a fresh one. Calls that arrive while it is being computed share
   * that one computation; a failed computation is not cached. The generation is read before computing, so an answer
   * computed while a write committed is filed under the generation that write replaced.
   */
  async get<T>(schoolId: number, key: string, compute: () => Promise<T>): Promise<T> {
    const generation = this.shared ? await this.shared.ofSchool(schoolId) : `${this.everywhere}:${this.generations.get(schoolId) ?? 0}`;
    if (generation === UNKNOWN) return compute();
    return this.cache(`${schoolId}:${generation}:${key}`, compute);
  }

  /**
   * The cached answer drawn from every school's rows (an administrator's overview), or a fresh one: used again only
   * while no school was invalidated and nothing everywhere.
   */
  async getAcrossSchools<T>(key: string, compute: () => Promise<T>): Promise<T> {
    const generation = this.shared ? await this.shared.ofAnySchool() : String(this.anyChange);
    if (generation === UNKNOWN) return compute();
    return this.cache(`all:${generation}:${key}`, compute);
  }

  private cache<T>(id: string, compute: () => Promise<T>): Promise<T> {
    if (this.ttlMs <= 0) return compute();
    const now = Date.now();
    const cached = this.answers.get(id);
    if (cached && cached.expires > now) return cached.value as Promise<T>;
    const value = compute();
    this.answers.set(id, { expires: now + this.ttlMs, value });
    value.catch(() => { if (this.answers.get(id)?.value === value) this.answers.delete(id); });
    this.evict(now);
    return value;
  }

  /** The school's figures changed: its cached answers are not used again, in any process. */
  invalidateSchool(schoolId: number): void {
    this.invalidatedElsewhere(schoolId);
    this.shared?.invalidate(schoolId);
    this.relay?.(schoolId);
  }

  /** Something every school shows changed (an administrator's write): no cached answer is used again. */
  invalidateEverywhere(): void {
    this.invalidatedElsewhere('everywhere');
    this.shared?.invalidate('everywhere');
    this.relay?.('everywhere');
  }

  /** Hands each invalidation made here to the other server processes too (their invalidation counts). */
  relayInvalidationsTo(relay: (change: Invalidation) => void): void {
    this.relay = relay;
  }

  /** An invalidation made through another server process: applied here, not relayed again. */
  invalidatedElsewhere(change: Invalidation): void {
    if (change === 'everywhere') this.everywhere++;
    else this.generations.set(change, (this.generations.get(change) ?? 0) + 1);
    this.anyChange++;
  }

  /** Beyond maxEntries, the expired answers go, then the oldest (a Map keeps insertion order). */
  private evict(now: number): void {
    if (this.answers.size <= this.maxEntries) return;
    for (const [id, cached] of this.answers) if (cached.expires <= now) this.answers.delete(id);
    for (const id of this.answers.keys()) {
      if (this.answers.size <= this.maxEntries) break;
      this.answers.delete(id);
    }
  }
}

/**
 * What a route caches: one answer per school and address (`per-school`: only behind a policy whose answer is the same
 * for everyone it lets in, `Policy.sameAnswerForTheSchool`), per school, caller and address (`per-user`: the caller's
 * own notes), or one answer per address drawn from every school (`all-schools`: an answer that does not depend on the
 * caller), used again only while no school was invalidated.
 */
export type CacheScope = 'per-school' | 'per-user' | 'all-schools';

/**
 * The school a call is about, as its route's policy reads it from the subject it loaded (`Policy.schoolOf`), else the
 * caller's own: the school whose cached answers the call reads, or, for a write, invalidates.
 */
export function schoolOfCall(req: FastifyRequest): number | null {
  const policy = req.routeOptions.config?.access as Policy<unknown> | undefined;
  const fromSubject = req.accessSubject != null && policy?.schoolOf ? policy.schoolOf(req.accessSubject) : null;
  return fromSubject ?? principalSchool(req.principal ?? null);
}

/**
 * A route's cached answer, sent as the JSON text the route's response schema made of it the first time: a cached
 * answer then costs neither a computation nor another validation and serialisation (ADR 0013). The key is the route
 * and the address it was called with (its query included), so no route sends text made by another route's schema, and
 * the caller's language, so no one reads content or messages made for another language.
 */
export async function replyCached<T>(cache: ResponseCache, scope: CacheScope, req: FastifyRequest, reply: FastifyReply, compute: () => Promise<T>): Promise<T | FastifyReply> {
  if (!cache.caches) return compute();
  const serialized = async () => {
    const text = reply.serialize(await compute());
    return new CachedText(typeof text === 'string' ? text : Buffer.from(text as ArrayBuffer).toString('utf8'));
  };
  let json: CachedText;
  // Answers carry content and messages in the caller's language (ADR 0044): one cached answer per language.
  const language = requestLanguage(req);
  reply.header('vary', 'accept-language');
  if (scope === 'all-schools') {
    json = await cache.getAcrossSchools(`${req.routeOptions.url}|${language}|${req.url}`, serialized);
  } else {
    const schoolId = schoolOfCall(req);
    if (schoolId === null) return compute();
    const who = scope === 'per-user' ? `${req.principal?.id ?? ''}|` : '';
    json = await cache.get(schoolId, `${req.routeOptions.url}|${language}|${who}${req.url}`, serialized);
  }
  reply.type('application/json; charset=utf-8');
  if (Buffer.byteLength(json.json) < COMPRESS_THRESHOLD_BYTES) return reply.send(json.json);
  // The answer differs by Accept-Encoding whichever is sent; the compression hook leaves an encoded answer alone.
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
  const encoding = acceptedEncoding(req.headers['accept-encoding']);
  if (!encoding) return reply.send(json.json);
  const bytes = await json.bytes(encoding);
  return reply.header('content-encoding', encoding).send(bytes);
}

/**
 * Every write that succeeds invalidates its school's cached answers before its answer goes out, so the next read
 * anywhere in the school sees it — whatever the feature, with nothing to remember. Writes that come by the thousand
 * and change only what the answers show within their cached time (heartbeats, a quiz's saved answers) say so on their
 * route (`skipsInvalidation`).
 */
export function invalidateOnWrites(app: FastifyInstance, cache: ResponseCache): void {
  app.addHook('onSend', async (req, reply) => {
    if (req.method === 'GET' || req.method === 'HEAD' || reply.statusCode >= 400) return;
    if (req.routeOptions.config?.skipsInvalidation) return;
    const schoolId = schoolOfCall(req);
    if (schoolId !== null) cache.invalidateSchool(schoolId);
    else if (req.principal?.isSuperuser) cache.invalidateEverywhere();
  });
}
