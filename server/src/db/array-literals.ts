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

/** Whole numbers that may be missing; read by an `::int[]` cast (null is SQL NULL). */
export const nullableIntArray = (xs: readonly (number | null)[]): string => textArray(xs.map((x) => (x === null ? null : String(Math.trunc(x)))));

/** Lists of whole numbers, one array literal per element (null for none): read as text[] and cast per row (`x::int[]`). */
export const intListArray = (xs: readonly (readonly number[] | null)[]): string => textArray(xs.map((x) => (x === null ? null : intArray(x))));
