/**
 * What a failed call looks like to a screen. Kept apart from api.ts (and free of zod), so the screens that load
 * first — the sign-in page — can show the server's words without downloading every schema.
 */
export interface FieldError {
  field: string;
  message: string;
}

/** Server errors look like {"detail": "...", "errors"?: [{field, message}], "message"?: "..."}. */
export interface ErrorBody {
  detail?: string;
  message?: string;
  errors?: FieldError[];
}

export class ApiError extends Error {
  readonly status: number;
  /** The server's `detail`; screens show it when present (spec 1 §8). */
  readonly detail?: string;
  /** The server's `message` field (registration reads this one). */
  readonly serverMessage?: string;
  readonly fieldErrors: FieldError[];

  constructor(status: number, body: ErrorBody = {}) {
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
