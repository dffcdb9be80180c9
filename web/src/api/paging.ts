import { useState } from 'react';

/** One page of a list the server pages: what the request sends as `limit` and `offset`. */
export interface ServerPage {
  limit: number;
  offset: number;
}

/** Rows per page of the programme-record lists (every one of their contracts allows at least 100). */
export const RECORDS_PAGE_SIZE = 20;

/**
 * A list read a page at a time from the server (as the Audit Log does): `page` goes into the list's query, whose key
 * holds it, and `tableProps(answer)` gives DataTable the page size and the pager for the server's answer shown.
 */
export function useServerPage(limit: number = RECORDS_PAGE_SIZE) {
  const [offset, setOffset] = useState(0);
  return {
    page: { limit, offset } satisfies ServerPage,
    /** The range line and pager follow the rows on screen: while the next page loads, the last one stays shown. */
    tableProps: (shown: { count: number; offset: number } | undefined) => ({
      pageSize: limit,
      serverPaging: { total: shown?.count ?? 0, offset: shown?.offset ?? offset, onOffsetChange: setOffset },
    }),
  };
}
