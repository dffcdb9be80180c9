import { queryOptions, useQuery } from '@tanstack/react-query';
import { documentEndpoints, type ProgrammeDocumentKey } from '@prayog/contract';
import { callEndpoint } from '../lib/api';
import { whenSignedIn } from '../lib/query-client';

/**
 * Programme documents (documentEndpoints): where the Innovation Calendar, STEM-SOP and STEM Curriculum PDFs are. The
 * PDF itself is fetched with useDocument (api/files) from the `file_url` given here.
 */
export const documentKeys = {
  all: ['documents'] as const,
  one: (key: ProgrammeDocumentKey) => [...documentKeys.all, key] as const,
};

export const documentQueries = {
  one: (key: ProgrammeDocumentKey) => queryOptions({
    queryKey: documentKeys.one(key),
    queryFn: ({ signal }) => callEndpoint(documentEndpoints.get, { params: { key }, signal }),
    enabled: whenSignedIn,
  }),
};

export function useProgrammeDocument(key: ProgrammeDocumentKey) {
  return useQuery(documentQueries.one(key));
}
