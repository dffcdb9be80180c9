import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A write that does not start its school's kept answers afresh (heartbeats, a quiz's saved answers). */
    leavesKeptAnswers?: boolean;
  }
  interface FastifyInstance {
    /** The app's kept answers (buildApp), for routes registered with `keep`. */
    keptAnswers: KeptAnswers;
  }
}

/** Answers this size and larger go compressed to a client that accepts it (app.ts registers @fastify/compress alike). */
export const COMPRESS_THRESHOLD_BYTES = 1024;
/** The encodings the server sends, the better first. */
export const COMPRESSED_ENCODINGS = ['br', 'gzip'] as const;
export type CompressedEncoding = (typeof COMPRESSED_ENCODINGS)[number];

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
/** How a kept answer is compressed (an object, so a test can count the compressions). */
export const keptCompressors: Record<CompressedEncoding, (text: string) => Promise<Buffer>> = {
  br: (text) => brotli(text, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT } }),
  gzip: (text) => gzip(text),
};

/**
 * A kept answer: its JSON text and, made once on the first call that accepts each, its brotli and gzip bytes. A kept
 * answer sent again then costs no compression either (ADR 0028). Brotli at quality 5 (made once per answer; answers
 * made afresh get @fastify/compress's 4): close to the best size at a small part of the time of quality 11.
 */
export class KeptText {
  private readonly encoded = new Map<CompressedEncoding, Promise<Buffer>>();
  constructor(readonly json: string) {}

  /** The answer's bytes in this encoding, compressed on the first call only. */
  bytes(encoding: CompressedEncoding): Promise<Buffer> {
    let made = this.encoded.get(encoding);
    if (!made) {
      made = keptCompressors[encoding](this.json);
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

/** What a write changed: one school's figures, or every school's. */
export type KeptChange = number | 'everywhere';

/**
 * Answers of the staff dashboards' heavier reads (homes, reports, leaderboards, attendance), kept for a few seconds
 * per school (ADR 0007). Many coaches of one school, or one coach clicking between tabs, then cost one computation
 * instead of one each; a write that changes a school's figures (an assignment, a submitted quiz, a new student)
 * starts that school afresh at once, in this process. With several processes (REDIS_URL, ADR 0018) the change is
 * published to the others, which start the school afresh a moment later; without Redis they see it within the time an
 * answer is kept.
 */
export class KeptAnswers {
  private readonly answers = new Map<string, { expires: number; value: Promise<unknown> }>();
  private readonly generations = new Map<number, number>();
  private everywhere = 0;
  /** Counts every change, of one school or everywhere: an answer drawn from every school is as old as the latest. */
  private anyChange = 0;
  private relay: ((change: KeptChange) => void) | null = null;

  /** `ttlMs` 0 keeps nothing (every call computes). */
  constructor(private readonly ttlMs: number, private readonly maxEntries = 5000) {}

  /** Moves with every change of one school or everywhere (the leaderboard ranks follow it, ADR 0020). */
  get changeCount(): number {
    return this.anyChange;
  }

  /** Whether answers are kept at all. */
  get keeps(): boolean {
    return this.ttlMs > 0;
  }

  /**
   * The kept answer for this school and key, or a fresh one. Calls that arrive while it is being computed share
   * that one computation; a failed computation is not kept.
   */
  get<T>(schoolId: number, key: string, compute: () => Promise<T>): Promise<T> {
    return this.keep(`${schoolId}:${this.everywhere}:${this.generations.get(schoolId) ?? 0}:${key}`, compute);
  }

  /**
   * The kept answer drawn from every school's rows (an administrator's overview), or a fresh one: used again only
   * while no school changed and nothing changed everywhere.
   */
  getAcrossSchools<T>(key: string, compute: () => Promise<T>): Promise<T> {
    return this.keep(`all:${this.anyChange}:${key}`, compute);
  }

  private keep<T>(id: string, compute: () => Promise<T>): Promise<T> {
    if (this.ttlMs <= 0) return compute();
    const now = Date.now();
    const kept = this.answers.get(id);
    if (kept && kept.expires > now) return kept.value as Promise<T>;
    const value = compute();
    this.answers.set(id, { expires: now + this.ttlMs, value });
    value.catch(() => { if (this.answers.get(id)?.value === value) this.answers.delete(id); });
    this.evict(now);
    return value;
  }

  /** The school's figures changed: its kept answers are not used again. */
  changed(schoolId: number): void {
    this.changedElsewhere(schoolId);
    this.relay?.(schoolId);
  }

  /** Something every school shows changed (an administrator's write): no kept answer is used again. */
  changedEverywhere(): void {
    this.changedElsewhere('everywhere');
    this.relay?.('everywhere');
  }

  /** Hands each change made here to the other server processes too. */
  relayChangesTo(relay: (change: KeptChange) => void): void {
    this.relay = relay;
  }

  /** A change made through another server process: applied here, not relayed again. */
  changedElsewhere(change: KeptChange): void {
    if (change === 'everywhere') this.everywhere++;
    else this.generations.set(change, (this.generations.get(change) ?? 0) + 1);
    this.anyChange++;
  }

  /** Beyond maxEntries, the expired answers go, then the oldest (a Map keeps insertion order). */
  private evict(now: number): void {
    if (this.answers.size <= this.maxEntries) return;
    for (const [id, kept] of this.answers) if (kept.expires <= now) this.answers.delete(id);
    for (const id of this.answers.keys()) {
      if (this.answers.size <= this.maxEntries) break;
      this.answers.delete(id);
    }
  }
}

/**
 * What a route keeps: one answer per school and address, per school, caller and address (the caller's own notes), or
 * one answer per address drawn from every school (`all-schools`: an administrator's cross-school reads, whose answer
 * does not depend on the caller), used again only while no school changed.
 */
export type KeepRule = 'per-school' | 'per-user' | 'all-schools';

/**
 * The school a call is about, from what its policy loaded (the staff's school, the student, a parent's child, the
 * record) or from the signed-in account: the school whose kept answers it reads, or starts afresh.
 */
export function schoolOfCall(req: FastifyRequest): number | null {
  const subject = req.accessSubject as { school?: { id?: unknown }; student?: { schoolId?: unknown }; child?: { schoolId?: unknown }; schoolId?: unknown } | null;
  const candidates = [subject?.school?.id, subject?.student?.schoolId, subject?.child?.schoolId, subject?.schoolId, req.principal?.student?.schoolId, req.principal?.schoolId];
  const found = candidates.find((id) => typeof id === 'number');
  return typeof found === 'number' ? found : null;
}

/**
 * A route's kept answer, sent as the JSON text the route's response schema made of it the first time: a kept answer
 * then costs neither a computation nor another validation and serialisation (ADR 0013). The key is the route and the
 * address it was called with (its query included), so no route sends text made by another route's schema.
 */
export async function replyKept<T>(kept: KeptAnswers, rule: KeepRule, req: FastifyRequest, reply: FastifyReply, compute: () => Promise<T>): Promise<T | FastifyReply> {
  if (!kept.keeps) return compute();
  const serialized = async () => {
    const text = reply.serialize(await compute());
    return new KeptText(typeof text === 'string' ? text : Buffer.from(text as ArrayBuffer).toString('utf8'));
  };
  let json: KeptText;
  if (rule === 'all-schools') {
    json = await kept.getAcrossSchools(`${req.routeOptions.url}|${req.url}`, serialized);
  } else {
    const schoolId = schoolOfCall(req);
    if (schoolId === null) return compute();
    const who = rule === 'per-user' ? `${req.principal?.id ?? ''}|` : '';
    json = await kept.get(schoolId, `${req.routeOptions.url}|${who}${req.url}`, serialized);
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
 * Every write that succeeds starts its school's kept answers afresh before its answer goes out, so the next read
 * anywhere in the school sees it — whatever the feature, with nothing to remember. Writes that come by the thousand
 * and change only what the answers show within their kept time (heartbeats, a quiz's saved answers) say so on their
 * route (`leavesKeptAnswers`).
 */
export function startSchoolsAfreshOnWrites(app: FastifyInstance, kept: KeptAnswers): void {
  app.addHook('onSend', async (req, reply) => {
    if (req.method === 'GET' || req.method === 'HEAD' || reply.statusCode >= 400) return;
    if (req.routeOptions.config?.leavesKeptAnswers) return;
    const schoolId = schoolOfCall(req);
    if (schoolId !== null) kept.changed(schoolId);
    else if (req.principal?.isSuperuser) kept.changedEverywhere();
  });
}
