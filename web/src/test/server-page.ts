import { expect } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { SeenCall } from './fake-api';

/** A list answer as the server pages it: the rows of `all` the request's `limit` and `offset` ask for, and the count. */
export function pageOf<T>(call: SeenCall, all: readonly T[]): { count: number; limit: number; offset: number; rows: T[] } {
  const params = new URLSearchParams(call.search);
  const limit = Number(params.get('limit') ?? 50);
  const offset = Number(params.get('offset') ?? 0);
  return { count: all.length, limit, offset, rows: all.slice(offset, offset + limit) };
}

/**
 * Turns a server-paged table of `total` rows (20 a page, more than 20 and at most 40) to its second page with the
 * pager, and checks that the list at `path` is asked for from offset 20 and that the range line says so.
 */
export async function turnToSecondPage(user: UserEvent, calls: readonly SeenCall[], path: string, table: string, total: number) {
  const range = await screen.findByTestId(`${table}-range`, {}, { timeout: 5000 });
  expect(range).toHaveTextContent(`Rows 1–20 of ${total}`);
  expect(calls.filter((c) => c.path === path).at(-1)).toMatchObject({ search: '?limit=20&offset=0' });
  await user.click(screen.getByRole('button', { name: 'Next page' }));
  await waitFor(() => expect(calls.filter((c) => c.path === path).at(-1)).toMatchObject({ search: '?limit=20&offset=20' }));
  await waitFor(() => expect(screen.getByTestId(`${table}-range`)).toHaveTextContent(`Rows 21–${total} of ${total}`));
}
