/**
 * Writes a phone may queue while offline and send again (issue 29 part 4, ADR on the offline queue) carry a key made on
 * the phone in this header; the server keeps the first answer under it and gives it back to every retry, so nothing is
 * counted twice.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** What a key looks like: a UUID as crypto.randomUUID() makes it. */
export const IDEMPOTENCY_KEY_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The server keeps a key and its answer this long; a queued heartbeat's moment is never older than this either. */
export const IDEMPOTENCY_KEEP_DAYS = 7;

/**
 * The phone gives up on a queued write older than this (a day less than the server keeps keys), so a retry can never
 * reach the server after its key was removed and be counted again.
 */
export const OFFLINE_QUEUE_MAX_AGE_DAYS = IDEMPOTENCY_KEEP_DAYS - 1;
