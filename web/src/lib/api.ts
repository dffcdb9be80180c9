import { z } from 'zod';
import {
  API_BASE, endpointPath, fieldErrorSchema, successSchema,
  type EndpointBody, type EndpointDefinition, type EndpointParams, type EndpointQuery, type EndpointResponse,
} from '@prayog/contract';
import i18next from 'i18next';
import { storage } from './storage';
import { ApiError } from './api-error';

export { ApiError, isApiError, errorDetail, loadErrorFallback, type FieldError, type LoadErrorTexts } from './api-error';

/**
 * Server errors look like {"detail": "...", "errors"?: [{field, message}], "message"?: "..."}.
 * Read leniently: an error body that does not match must still become an ApiError, not a crash.
 */
export const errorBodySchema = z.object({
  detail: z.string().optional(),
  message: z.string().optional(),
  errors: z.array(fieldErrorSchema).optional(),
});

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions<S extends z.ZodType> {
  /** The contract schema of the success response; the result is parsed with it. */
  schema: S;
  method?: Method;
  /** Sent as JSON. */
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  signal?: AbortSignal;
  /** Extra request headers (the offline queue's Idempotency-Key). */
  headers?: Record<string, string>;
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

/** The headers of every call: the session's token, and the language the person chose (the server's words come back in it). */
function sessionHeaders(extra: Record<string, string> = {}): Record<string, string> {
  const headers: Record<string, string> = { ...extra, 'Accept-Language': i18next.language || 'en' };
  const token = storage.authToken();
  if (token) headers.Authorization = `Token ${token}`;
  return headers;
}

/** Every JSON call of the web app goes through here (files come through apiBlob below, the live stream through lib/event-stream.ts). Paths are the contract's, without the /api prefix. */
export async function apiRequest<S extends z.ZodType>(path: string, options: RequestOptions<S>): Promise<z.infer<S>> {
  const { schema, method = 'GET', body, query, signal } = options;
  const headers = sessionHeaders({ ...options.headers, Accept: 'application/json' });
  if (body !== undefined) headers['Content-Type'] = 'application/json';

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

export interface CallOptions<E extends EndpointDefinition> {
  params?: EndpointParams<E>;
  query?: EndpointQuery<E>;
  body?: EndpointBody<E>;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

const successSchemas = new WeakMap<EndpointDefinition, z.ZodType>();
/** The schema a success body is parsed with, built once per endpoint. */
export function responseSchemaOf<E extends EndpointDefinition>(endpoint: E): z.ZodType<EndpointResponse<E>> {
  let schema = successSchemas.get(endpoint);
  if (!schema) successSchemas.set(endpoint, (schema = successSchema(endpoint)));
  return schema as z.ZodType<EndpointResponse<E>>;
}

/**
 * Calls one endpoint of the contract: its method and path (with the parameters filled in), the body and query
 * typed from its schemas, and the answer parsed with its success schema. Paths are never typed by hand.
 */
export function callEndpoint<E extends EndpointDefinition>(endpoint: E, options: CallOptions<E> = {}): Promise<EndpointResponse<E>> {
  return apiRequest(endpointPath(endpoint, options.params as Record<string, string | number> | undefined), {
    method: endpoint.method,
    schema: responseSchemaOf(endpoint),
    body: options.body,
    query: options.query as RequestOptions<z.ZodType>['query'],
    signal: options.signal,
    headers: options.headers,
  });
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
  let response: Response;
  try {
    // The language too: a refusal's detail, and a file the server writes in words (a download's summary), come in it.
    response = await fetch(url, { headers: sessionHeaders(), signal });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0);
  }
  if (!response.ok) {
    const parsed = errorBodySchema.safeParse(await readJson(response));
    throw new ApiError(response.status, parsed.success ? parsed.data : {});
  }
  return {
    blob: await response.blob(),
    contentType: response.headers.get('Content-Type') ?? 'application/octet-stream',
    filename: fileNameOf(response.headers.get('Content-Disposition')),
  };
}

/** The file name a Content-Disposition header gives (`attachment; filename="slips.pdf"`), if any. */
export function fileNameOf(disposition: string | null): string | null {
  const filename = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition ?? '')?.[1] ?? null;
  return filename ? safeDecode(filename) : null;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
