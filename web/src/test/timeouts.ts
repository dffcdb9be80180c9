/**
 * How long a component test waits for a lazily loaded screen or a fake answer (findBy…, waitFor). CI runs this suite
 * beside the PostgreSQL suite and two browser groups on 2 cores; there a first render of a lazy page has taken more
 * than 5 s, so the wait leaves room under the 30 s test timeout (vitest.config.ts) instead of failing a slow run.
 */
export const SLOW = { timeout: 20_000 };
