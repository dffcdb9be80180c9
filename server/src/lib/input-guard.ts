import type { FastifyRequest } from 'fastify';
import { badRequest } from './http-errors';

export const NUL_DETAIL = 'Text must not contain the NUL character (\\u0000).';

/** Whether any string (or key) inside a parsed body, query or params holds a NUL character. */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((v) => containsNul(v, depth + 1));
  return Object.entries(value).some(([k, v]) => k.includes('\u0000') || containsNul(v, depth + 1));
}

/**
 * PostgreSQL cannot store a NUL in text, so every request carrying one is refused with 400 before any
 * handler runs (multipart fields are checked where the form is read).
 */
export async function refuseNulCharacters(req: FastifyRequest): Promise<void> {
  if (containsNul(req.params) || containsNul(req.query) || containsNul(req.body)) throw badRequest(NUL_DETAIL);
}
