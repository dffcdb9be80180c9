import { isApiError } from '../../../lib/api';

interface LoadErrorTexts {
  /** The server answered with an error and no detail. */
  failed: string;
  /** The request never got an answer. */
  network: string;
  /** The server answered 2xx with a body that does not match the contract. */
  unreadable: string;
}

/** The spec's fallback for each way a load can fail (spec 1 §8); the server's detail still wins (QueryState shows it). */
export function loadErrorFallback(error: unknown, texts: LoadErrorTexts): string {
  if (!isApiError(error) || error.status === 0) return texts.network;
  if (error.status >= 200 && error.status < 300) return texts.unreadable;
  return texts.failed;
}
