import { useQuery } from '@tanstack/react-query';
import { apiBlob, type ApiBlob } from '../../../lib/api';

export const hintDocumentQueryKey = (url: string) => ['lessons', 'hint-document', url] as const;

/** A lesson's hint file, fetched as a blob with the token header (spec 2 §7 "Document fetch"). */
export function useHintDocument(url: string) {
  return useQuery<ApiBlob>({
    queryKey: hintDocumentQueryKey(url),
    queryFn: ({ signal }) => apiBlob(url, signal),
    // Files do not change under an id; keep them while the viewer is open.
    staleTime: Infinity,
  });
}
