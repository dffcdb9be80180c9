import { apiBlob, type ApiBlob } from '../../../lib/api';

/** A submitted PDF, fetched with the token header (a plain link cannot send it). */
export function fetchHomeworkFile(url: string): Promise<ApiBlob> {
  return apiBlob(url);
}
