/** Rows in slices of `size`, for multi-row inserts that stay under the database's parameter limit. */
export function* chunks<T>(rows: readonly T[], size = 1000): Generator<T[]> {
  for (let i = 0; i < rows.length; i += size) yield rows.slice(i, i + size);
}
