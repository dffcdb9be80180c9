import { z } from 'zod';
import { API_BASE, fieldErrorSchema } from '@prayog/contract';
import { storage } from './storage';

export type FieldError = z.infer<typeof fieldErrorSchema>;

/**
 * Server errors look like {"detail": "...", "errors"?: [{field, message}], "message"?: "..."}.
 * Read leniently: an error body that does not match must still become an ApiError, not a crash.
 */
const errorBodySchema = z.object({
  detail: z.string().optional(),
  message: z.string().optional(),
  errors: z.array(fieldErrorSchema).optional(),
});

export class ApiError extends Error {
  readonly status: number;
  /** The server's `detail`; screens show it when present (spec 1 §8). */
  readonly detail?: string;
  /** The server's `message` field (registration reads this one). */
  readonly serverMessage?: string;
  readonly fieldErrors: FieldError[];

  constructor(status: number, body: z.infer<typeof errorBodySchema> = {}) {
    super(body.message ?? body.detail ?? `Request failed with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.detail = body.detail;
    this.serverMessage = body.message;
    this.fieldErrors = body.errors ?? [];
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The text a screen shows for a failed call: the server's detail, else the screen's fallback. */
export function errorDetail(error: unknown, fallback: string): string {
  return isApiError(error) && error.detail ? error.detail : fallback;
}

export interface LoadErrorTexts {
  /** The server answered with an error and no detail. */
  failed: string;
  /** The request never got an answer. */
  network: string;
  /** The server answered 2xx with a body that does not match the contract. */
  unreadable: string;
}

/**
 * The spec's fallback for a failed load (spec 1 §8 lists one per way of failing). The server's
 * detail, when there is one, wins over all of them (QueryState shows it).
 */
export function loadErrorFallback(error: unknown, texts: LoadErrorTexts): string {
  if (!isApiError(error) || error.status === 0) return texts.network;
  if (error.status >= 200 && error.status < 300) return texts.unreadable;
  return texts.failed;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions<S extends z.ZodType> {
  /** The contract schema of the success response; the result is parsed with it. */
  schema: S;
  method?: Method;
  /** Sent as JSON. */
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  signal?: AbortSignal;
}

function buildUrl(path: string, query?: RequestOptions<z.ZodType>['query']): string {
  const url = `${API_BASE}${path}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The one place the web app calls fetch. Paths are the contract's, without the /api prefix. */
export async function apiRequest<S extends z.ZodType>(path: string, options: RequestOptions<S>): Promise<z.infer<S>> {
  const { schema, method = 'GET', body, query, signal } = options;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const token = storage.authToken();
  if (token) headers.Authorization = `Token ${token}`;

  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (cause) {
    // Aborts are TanStack Query's business; let them through untouched.
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0);
  }

  const payload = await readJson(response);
  if (!response.ok) {
    const parsed = errorBodySchema.safeParse(payload);
    throw new ApiError(response.status, parsed.success ? parsed.data : {});
  }

  const parsed = schema.safeParse(payload);
  if (!parsed.success) {
    // A contract mismatch is a bug; log it for developers, show the screen's fallback to users.
    console.error(`Unexpected response from ${method} ${path}`, parsed.error);
    throw new ApiError(response.status);
  }
  return parsed.data;
}

export interface ApiBlob {
  blob: Blob;
  contentType: string;
  /** From Content-Disposition, when the server names the file. */
  filename: string | null;
}

/**
 * A document the server serves (certificates, lesson, hint and homework files), fetched with the
 * token header: a plain link cannot send it. `url` is the address as the server gave it, /api included.
 */
export async function apiBlob(url: string, signal?: AbortSignal): Promise<ApiBlob> {
  const token = storage.authToken();
  let response: Response;
  try {
    response = await fetch(url, { headers: token ? { Authorization: `Token ${token}` } : {}, signal });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0);
  }
  if (!response.ok) {
    const parsed = errorBodySchema.safeParse(await readJson(response));
    throw new ApiError(response.status, parsed.success ? parsed.data : {});
  }
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const filename = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition)?.[1] ?? null;
  return {
    blob: await response.blob(),
    contentType: response.headers.get('Content-Type') ?? 'application/octet-stream',
    filename: filename ? safeDecode(filename) : null,
  };
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
