import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The repository root, so ./data means the same folder whichever workspace npm runs us from. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Days a school has to answer a privacy request unless PRIVACY_REQUEST_DAYS says otherwise (the demo data uses it too). */
export const DEFAULT_PRIVACY_REQUEST_DAYS = 30;
/** Days a student's data is kept after the school deactivates their account (they left), unless RETENTION_DAYS says otherwise. */
export const DEFAULT_RETENTION_DAYS = 365;
/**
 * Months of the append-only logs (sign-ins, lesson activity, the audit log, access records) kept before the current
 * month, unless LOG_RETENTION_MONTHS says otherwise (ADR 0045): two school years, so a year-on-year report still
 * finds last year's whole year, and well past the year record_reads promises.
 */
export const DEFAULT_LOG_RETENTION_MONTHS = 24;

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('data'),
  // An empty value (DATABASE_URL= npm start) means the embedded database, like an unset one.
  DATABASE_URL: z.preprocess((v) => (v === '' ? undefined : v), z.string().regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://').optional()),
  // PostgreSQL connections each process may hold. The database's cores bound how many queries run at once, so several
  // processes on one database share that budget: two processes on a 2-core database do best with 5 each (ADR 0047).
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  TOKEN_TTL_HOURS: z.coerce.number().int().min(1).max(24 * 90).default(24 * 7),
  ONE_TIME_PASSWORD_HOURS: z.coerce.number().int().min(1).max(24 * 30).default(72),
  LOGIN_LIMIT_PER_IP: z.coerce.number().int().min(1).default(300),
  LOGIN_LIMIT_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
  LOGIN_LIMIT_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
  REGISTER_LIMIT_PER_IP: z.coerce.number().int().min(1).default(60),
  // Comma-separated origins (https://app.example.org) allowed to call the API from another origin; empty: none.
  CORS_ORIGINS: z.string().default('').transform((v) => v.split(',').map((o) => o.trim()).filter(Boolean))
    .pipe(z.array(z.url({ protocol: /^https?$/, error: 'CORS_ORIGINS must be a comma-separated list of http(s) origins' }))),
  SEED_DEMO: z.enum(['auto', 'never']).default('auto'),
  // How long the staff dashboards' heavier answers are kept per school (0: not kept). ADR 0007.
  STAFF_ANSWERS_SECONDS: z.coerce.number().int().min(0).max(300).default(15),
  // Days a school has to answer a privacy request (issue 31, ADR 0037): the DPDP Rules allow at most 90.
  PRIVACY_REQUEST_DAYS: z.coerce.number().int().min(1).max(90).default(DEFAULT_PRIVACY_REQUEST_DAYS),
  // Days a student's data is kept after their account is deactivated, then erased (ADR 0038); the notice states it.
  RETENTION_DAYS: z.coerce.number().int().min(30).max(3650).default(DEFAULT_RETENTION_DAYS),
  // Months of sign-ins, lesson activity, audit entries and access records kept; older months are dropped (ADR 0045).
  // At least 13: the access records promise a year, and a school year's reports need all of it.
  LOG_RETENTION_MONTHS: z.coerce.number().int()
    .min(13, 'LOG_RETENTION_MONTHS must be at least 13: access records are kept a year, and a school year\'s reports read all of it')
    .max(240).default(DEFAULT_LOG_RETENTION_MONTHS),
  // How long a signed-in session and a school are kept in memory between requests (0: read every time). ADR 0013.
  TOKEN_CACHE_SECONDS: z.coerce.number().int().min(0).max(60).default(5),
  // Several server processes share rate limits, revocations and live notifications through one Redis (ADR 0018).
  REDIS_URL: z.preprocess((v) => (v === '' ? undefined : v), z.string().regex(/^rediss?:\/\//, 'REDIS_URL must start with redis:// or rediss://').optional()),
  // Start of every key and channel name, so several deployments (or test runs) can share one Redis.
  REDIS_PREFIX: z.string().min(1).max(100).default('prayog:'),
  // Which X-Forwarded-For entries to believe: a hop count or the proxies' own addresses, never "all" (ADR 0021).
  TRUST_PROXY: z.string().default('false').transform(trustedProxies),
  // Email (ADR 0027): an smtp:// or smtps:// URL turns on password reset links; the sender; the web address in links.
  SMTP_URL: z.preprocess((v) => (v === '' ? undefined : v), z.string().regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://').optional()),
  SMTP_FROM: z.string().min(3).max(200).default('Prayog <no-reply@localhost>'),
  PUBLIC_URL: z.preprocess((v) => (v === '' ? undefined : v), z.url({ protocol: /^https?$/, error: 'PUBLIC_URL must be the http(s) address people open, e.g. https://prayog.example.org' }).optional()),
  WEB_DIST_DIR: z.string().default('web/dist'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  databasePoolSize: number;
  tokenTtlHours: number;
  /** How long a one-time password (a reset, an account made by the school or a roster import) signs in, once. */
  oneTimePasswordHours: number;
  loginLimitPerIp: number;
  loginLimitPerAccount: number;
  loginLimitWindowMinutes: number;
  registerLimitPerIp: number;
  /** Origins allowed to call the API cross-origin (none by default: same origin only). */
  corsOrigins: string[];
  seedDemo: 'auto' | 'never';
  /** How long the staff dashboards' heavier answers are kept per school, in seconds (0: not kept). */
  staffAnswersSeconds: number;
  /** Days a school has to answer a privacy request (at most 90). */
  privacyRequestDays: number;
  /** Days a student's data is kept after their account is deactivated (they left), then erased. */
  retentionDays: number;
  /** Months of the append-only logs kept before the current month; older month partitions are dropped (ADR 0045). */
  logRetentionMonths: number;
  /** How long sessions and schools are kept in memory between requests, in seconds (0: not kept). */
  tokenCacheSeconds: number;
  /** Redis shared by every server process (rate limits, revocations, notifications); unset: one process. */
  redisUrl?: string;
  /** Start of this deployment's Redis keys and channels. */
  redisPrefix: string;
  logLevel: string;
  /**
   * The deployment's own proxies, whose X-Forwarded-For entries are believed (rate limits, the sign-in lockout):
   * false (none: the connection's address), a number of hops, or their addresses and CIDR ranges. ADR 0021.
   */
  trustProxy: TrustedProxies;
  webDistDir: string;
  /** Where email goes out (password reset links, ADR 0027); unset: no email, the sign-in page only says whom to ask. */
  smtpUrl?: string;
  /** The sender of every email ('Prayog <no-reply@school.example>'). */
  smtpFrom: string;
  /** The web address people open (no trailing slash), for links in email; required with SMTP_URL. */
  publicUrl?: string;
};

/** false: no proxy; a number: that many proxies in front; a list: the proxies' addresses and CIDR ranges. */
export type TrustedProxies = false | number | string[];

const TRUST_PROXY_HELP = 'write the number of proxies in front of the server (TRUST_PROXY=1 for one load balancer) '
  + 'or their addresses and ranges (TRUST_PROXY=10.0.0.0/8,192.168.1.5)';
/** Names proxy-addr (Fastify's trustProxy) knows for the private and loopback ranges. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const version = net.isIP(address ?? '');
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY as Fastify's trustProxy. `true` would believe the leftmost X-Forwarded-For entry, which the client
 * writes itself even behind a proxy that appends the real address, so it is refused with what to write instead.
 */
function trustedProxies(value: string, ctx: z.RefinementCtx): TrustedProxies {
  const v = value.trim().toLowerCase();
  if (v === '' || v === 'false' || v === '0') return false;
  if (v === 'true') {
    ctx.addIssue({ code: 'custom', message: `TRUST_PROXY=true would believe any address a client writes in X-Forwarded-For; ${TRUST_PROXY_HELP}` });
    return z.NEVER;
  }
  if (/^\d+$/.test(v)) {
    const hops = Number(v);
    if (hops <= 10) return hops;
    ctx.addIssue({ code: 'custom', message: `TRUST_PROXY: ${v} proxies is more than a deployment has; ${TRUST_PROXY_HELP}` });
    return z.NEVER;
  }
  const entries = v.split(',').map((e) => e.trim()).filter(Boolean);
  const bad = entries.filter((e) => !isAddressOrRange(e));
  if (entries.length === 0 || bad.length > 0) {
    ctx.addIssue({ code: 'custom', message: `TRUST_PROXY: ${bad.join(', ') || value} is not a number of proxies, an address or a CIDR range; ${TRUST_PROXY_HELP}` });
    return z.NEVER;
  }
  return entries;
}

/** The only reader of process.env: fails fast with a readable list of what is wrong. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  // A reset link must not take its address from the request's Host header (anyone could aim it elsewhere).
  if (e.SMTP_URL && !e.PUBLIC_URL) throw new Error('Invalid configuration:\n  PUBLIC_URL: set it to the address people open (https://...) when SMTP_URL is set: emailed links use it');
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(repoRoot, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    tokenTtlHours: e.TOKEN_TTL_HOURS,
    oneTimePasswordHours: e.ONE_TIME_PASSWORD_HOURS,
    loginLimitPerIp: e.LOGIN_LIMIT_PER_IP,
    loginLimitPerAccount: e.LOGIN_LIMIT_PER_ACCOUNT,
    loginLimitWindowMinutes: e.LOGIN_LIMIT_WINDOW_MINUTES,
    registerLimitPerIp: e.REGISTER_LIMIT_PER_IP,
    corsOrigins: e.CORS_ORIGINS.map((o) => new URL(o).origin),
    seedDemo: e.SEED_DEMO,
    staffAnswersSeconds: e.STAFF_ANSWERS_SECONDS,
    privacyRequestDays: e.PRIVACY_REQUEST_DAYS,
    retentionDays: e.RETENTION_DAYS,
    logRetentionMonths: e.LOG_RETENTION_MONTHS,
    tokenCacheSeconds: e.TOKEN_CACHE_SECONDS,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    webDistDir: path.resolve(repoRoot, e.WEB_DIST_DIR),
    smtpUrl: e.SMTP_URL,
    smtpFrom: e.SMTP_FROM,
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
  };
}
