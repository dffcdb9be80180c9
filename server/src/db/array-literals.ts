/**
 * PostgreSQL array literals, each passed as ONE parameter and cast in SQL (`${intArray(xs)}::int[]`): drizzle would
 * expand a JS array into a list of parameters, and a batch of hundreds of rows is then unnest()ed in one statement.
 */
export const intArray = (xs: readonly number[]): string => `{${xs.map((x) => Math.trunc(x)).join(',')}}`;

/** Texts quoted, so commas, spaces and quotes survive; null is SQL NULL. */
export const textArray = (xs: readonly (string | null)[]): string =>
  `{${xs.map((x) => (x === null ? 'NULL' : `"${x.replace(/[\\"]/g, (c) => `\\${c}`)}"`)).join(',')}}`;

/** Numbers as they are (fractions too). */
export const numberArray = (xs: readonly number[]): string => `{${xs.join(',')}}`;

/** Instants as ISO texts, read by a `::timestamptz[]` cast. */
export const timestampArray = (xs: readonly Date[]): string => `{${xs.map((x) => `"${x.toISOString()}"`).join(',')}}`;
