import type { ReactNode } from 'react';
import { Skeleton, Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { errorDetail } from '../lib/api';
import { EmptyState } from './EmptyState';
import { ErrorState } from './ErrorState';

interface QueryStateProps<T> {
  query: UseQueryResult<T>;
  /** The spec's fallback text, shown when the server gives no detail (spec 1 §8). */
  errorFallback: string;
  /** When the data counts as empty, `emptyMessage` (the spec's empty text) is shown instead. */
  isEmpty?: (data: T) => boolean;
  emptyMessage?: string;
  /** A skeleton shaped like the content; a few grey lines otherwise. */
  skeleton?: ReactNode;
  children: (data: T) => ReactNode;
}

/** Every data panel passes through loading, error and empty states (spec 1 §4); this draws them alike. */
export function QueryState<T>({ query, errorFallback, isEmpty, emptyMessage, skeleton, children }: QueryStateProps<T>) {
  if (query.isPending) {
    return skeleton ?? (
      <Stack gap="sm" data-testid="panel-loading" aria-busy="true">
        <Skeleton height={24} width="40%" />
        <Skeleton height={14} />
        <Skeleton height={14} />
        <Skeleton height={14} width="80%" />
      </Stack>
    );
  }
  if (query.isError) return <ErrorState message={errorDetail(query.error, errorFallback)} onRetry={() => void query.refetch()} />;
  if (isEmpty?.(query.data)) return <EmptyState message={emptyMessage} />;
  return <>{children(query.data)}</>;
}
