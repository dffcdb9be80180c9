import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The repository root, so ./data means the same folder whichever workspace npm runs us from. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('data'),
  // An empty value (DATABASE_URL= npm start) means the embedded database, like an unset one.
  DATABASE_URL: z.preprocess((v) => (v === '' ? undefined : v), z.string().regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://').optional()),
  TOKEN_TTL_HOURS: z.coerce.number().int().min(1).max(24 * 90).default(24 * 7),
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
  // How long a signed-in session and a school are kept in memory between requests (0: read every time). ADR 0013.
  TOKEN_CACHE_SECONDS: z.coerce.number().int().min(0).max(60).default(5),
  // Several server processes share rate limits, revocations and live notifications through one Redis (ADR 0018).
  REDIS_URL: z.preprocess((v) => (v === '' ? undefined : v), z.string().regex(/^rediss?:\/\//, 'REDIS_URL must start with redis:// or rediss://').optional()),
  // Start of every key and channel name, so several deployments (or test runs) can share one Redis.
  REDIS_PREFIX: z.string().min(1).max(100).default('prayog:'),
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  WEB_DIST_DIR: z.string().default('web/dist'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  tokenTtlHours: number;
  loginLimitPerIp: number;
  loginLimitPerAccount: number;
  loginLimitWindowMinutes: number;
  registerLimitPerIp: number;
  /** Origins allowed to call the API cross-origin (none by default: same origin only). */
  corsOrigins: string[];
  seedDemo: 'auto' | 'never';
  /** How long the staff dashboards' heavier answers are kept per school, in seconds (0: not kept). */
  staffAnswersSeconds: number;
  /** How long sessions and schools are kept in memory between requests, in seconds (0: not kept). */
  tokenCacheSeconds: number;
  /** Redis shared by every server process (rate limits, revocations, notifications); unset: one process. */
  redisUrl?: string;
  /** Start of this deployment's Redis keys and channels. */
  redisPrefix: string;
  logLevel: string;
  /** Behind a reverse proxy, client addresses (for rate limits) come from X-Forwarded-For. */
  trustProxy: boolean;
  webDistDir: string;
};

/** The only reader of process.env: fails fast with a readable list of what is wrong. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(repoRoot, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    tokenTtlHours: e.TOKEN_TTL_HOURS,
    loginLimitPerIp: e.LOGIN_LIMIT_PER_IP,
    loginLimitPerAccount: e.LOGIN_LIMIT_PER_ACCOUNT,
    loginLimitWindowMinutes: e.LOGIN_LIMIT_WINDOW_MINUTES,
    registerLimitPerIp: e.REGISTER_LIMIT_PER_IP,
    corsOrigins: e.CORS_ORIGINS.map((o) => new URL(o).origin),
    seedDemo: e.SEED_DEMO,
    staffAnswersSeconds: e.STAFF_ANSWERS_SECONDS,
    tokenCacheSeconds: e.TOKEN_CACHE_SECONDS,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY === 'true',
    webDistDir: path.resolve(repoRoot, e.WEB_DIST_DIR),
  };
}
