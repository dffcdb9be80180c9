import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiBlob } from '../lib/api';

/**
 * Files (fileEndpoints): stored documents such as lesson hints, fetched as blobs with the token header.
 * `url` is the address as the server gave it (for example a lesson's `hint`), /api included.
 */
export const fileKeys = {
  all: ['files'] as const,
  document: (url: string) => [...fileKeys.all, url] as const,
};

export const fileQueries = {
  /** One document as a blob with its content type and file name (spec 2 §7 "Document fetch"). */
  document: (url: string) => queryOptions({
    queryKey: fileKeys.document(url),
    queryFn: ({ signal }) => apiBlob(url, signal),
    // Files do not change under an id; keep them while the viewer is open.
    staleTime: Infinity,
  }),
};

export function useDocument(url: string) {
  return useQuery(fileQueries.document(url));
}
