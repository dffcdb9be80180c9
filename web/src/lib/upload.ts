import type { z } from 'zod';
import { API_BASE, endpointPath, type EndpointDefinition, type EndpointParams, type EndpointResponse } from '@prayog/contract';
import { ApiError, errorBodySchema, responseSchemaOf } from './api';
import i18next from 'i18next';
import { storage } from './storage';



export interface UploadOptions<S extends z.ZodType> {
  /** The contract schema of the success response. */
  schema: S;
  method?: 'POST' | 'PUT' | 'PATCH';
  /** Called with the share of the body sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Sends a multipart form with the token header. It uses XMLHttpRequest rather than fetch because
 * fetch reports no upload progress, and a 10 MB homework PDF on a school connection takes a while.
 * Errors become ApiError exactly as apiRequest's do, so screens show the server's detail.
 */
export function apiUpload<S extends z.ZodType>(path: string, form: FormData, options: UploadOptions<S>): Promise<z.infer<S>> {
  const { schema, method = 'POST', onProgress, signal } = options;
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, `${API_BASE}${path}`);
    xhr.setRequestHeader('Accept', 'application/json');
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
    xhr.onload = () => {
      const payload = parseJson(xhr.responseText);
      if (xhr.status < 200 || xhr.status >= 300) {
        const parsed = errorBodySchema.safeParse(payload);
        reject(new ApiError(xhr.status, parsed.success ? parsed.data : {}));
        return;
      }
      const parsed = schema.safeParse(payload);
      if (!parsed.success) {
        console.error(`Unexpected response from ${method} ${path}`, parsed.error);
        reject(new ApiError(xhr.status));
        return;
      }
      resolve(parsed.data);
    };

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

/** Sends a multipart form to an endpoint of the contract (its method, path and success schema). */
export function uploadToEndpoint<E extends EndpointDefinition>(
  endpoint: E, form: FormData, options: { params?: EndpointParams<E>; onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
): Promise<EndpointResponse<E>> {
  const path = endpointPath(endpoint, options.params as Record<string, string | number> | undefined);
  return apiUpload(path, form, {
    schema: responseSchemaOf(endpoint), method: endpoint.method as 'POST' | 'PUT' | 'PATCH', onProgress: options.onProgress, signal: options.signal,
  });
}
