/** The rows of a raw `db.execute` result: both engines answer `{ rows }`, which drizzle's type does not say. */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
