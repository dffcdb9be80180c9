import type { z } from 'zod';
import {
  API_BASE, endpointPath, type EndpointDefinition, type EndpointParams, type EndpointQuery, type EndpointResponse,
} from '@prayog/contract';
import { ApiError, errorBodySchema, fileNameOf, responseSchemaOf, type ApiBlob } from './api';
import i18next from 'i18next';
import { storage } from './storage';



export interface UploadOptions<S extends z.ZodType> {
  /** The contract schema of the success response. */
  schema: S;
  method?: 'POST' | 'PUT' | 'PATCH';
  /** Called with the share of the body sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** Extra request headers (the offline queue's Idempotency-Key). */
  headers?: Record<string, string>;
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

const failure = (status: number, payload: unknown) => {
  const parsed = errorBodySchema.safeParse(payload);
  return new ApiError(status, parsed.success ? parsed.data : {});
};

interface SendOptions {
  method: 'POST' | 'PUT' | 'PATCH';
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** 'blob' when the answer is a file (a PDF); JSON otherwise. */
  responseType?: 'blob';
  headers?: Record<string, string>;
}

/**
 * Sends a multipart form with the token header. It uses XMLHttpRequest rather than fetch because
 * fetch reports no upload progress, and a 10 MB homework PDF on a school connection takes a while.
 * Resolves with the finished request whatever its status; a lost connection is ApiError(0).
 */
function sendForm(path: string, form: FormData, { method, onProgress, signal, responseType, headers }: SendOptions): Promise<XMLHttpRequest> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, `${API_BASE}${path}`);
    for (const [name, value] of Object.entries(headers ?? {})) xhr.setRequestHeader(name, value);
    if (responseType) xhr.responseType = responseType;
    xhr.setRequestHeader('Accept', responseType === 'blob' ? '*/*' : 'application/json');
    xhr.setRequestHeader('Accept-Language', i18next.language || 'en');
    const token = storage.authToken();
    if (token) xhr.setRequestHeader('Authorization', `Token ${token}`);
    // The browser sets the multipart Content-Type with its boundary itself.

    if (onProgress) {
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
      };
    }
    xhr.onerror = () => reject(new ApiError(0));
    xhr.onabort = () => reject(new DOMException('The upload was aborted.', 'AbortError'));
    xhr.onload = () => resolve(xhr);

    if (signal) {
      if (signal.aborted) {
        reject(new DOMException('The upload was aborted.', 'AbortError'));
        return;
      }
      signal.addEventListener('abort', () => xhr.abort(), { once: true });
    }
    xhr.send(form);
  });
}

const succeeded = (xhr: XMLHttpRequest) => xhr.status >= 200 && xhr.status < 300;

/** Sends a multipart form; errors become ApiError exactly as apiRequest's do, so screens show the server's detail. */
export async function apiUpload<S extends z.ZodType>(path: string, form: FormData, options: UploadOptions<S>): Promise<z.infer<S>> {
  const { schema, method = 'POST', onProgress, signal, headers } = options;
  const xhr = await sendForm(path, form, { method, onProgress, signal, headers });
  const payload = parseJson(xhr.responseText);
  if (!succeeded(xhr)) throw failure(xhr.status, payload);
  const parsed = schema.safeParse(payload);
  if (!parsed.success) {
    console.error(`Unexpected response from ${method} ${path}`, parsed.error);
    throw new ApiError(xhr.status);
  }
  return parsed.data;
}

interface EndpointUploadOptions<E extends EndpointDefinition> {
  params?: EndpointParams<E>;
  query?: EndpointQuery<E>;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

/** The endpoint's path with its parameters filled in and its query (`?dry_run=true&school=3`). */
function pathOf<E extends EndpointDefinition>(endpoint: E, { params, query }: EndpointUploadOptions<E>): string {
  const path = endpointPath(endpoint, params as Record<string, string | number> | undefined);
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries((query ?? {}) as Record<string, unknown>)) {
    if (value !== undefined) search.set(name, String(value));
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

/** Sends a multipart form to an endpoint of the contract (its method, path and success schema). */
export function uploadToEndpoint<E extends EndpointDefinition>(
  endpoint: E, form: FormData, options: EndpointUploadOptions<E> = {},
): Promise<EndpointResponse<E>> {
  return apiUpload(pathOf(endpoint, options), form, {
    schema: responseSchemaOf(endpoint), method: endpoint.method as 'POST' | 'PUT' | 'PATCH', onProgress: options.onProgress, signal: options.signal,
    headers: options.headers,
  });
}

/**
 * Sends a multipart form to an endpoint that answers a file (the roster import's sign-in slips PDF): the file and
 * the name the server gives it. An error's body is still the server's JSON detail.
 */
export async function uploadForFile<E extends EndpointDefinition>(
  endpoint: E, form: FormData, options: EndpointUploadOptions<E> = {},
): Promise<ApiBlob> {
  const method = endpoint.method as 'POST' | 'PUT' | 'PATCH';
  const xhr = await sendForm(pathOf(endpoint, options), form, { method, onProgress: options.onProgress, signal: options.signal, responseType: 'blob' });
  const body = xhr.response instanceof Blob ? xhr.response : new Blob([]);
  if (!succeeded(xhr)) throw failure(xhr.status, parseJson(await body.text()));
  return {
    blob: body,
    contentType: xhr.getResponseHeader('Content-Type') ?? 'application/octet-stream',
    filename: fileNameOf(xhr.getResponseHeader('Content-Disposition')),
  };
}
