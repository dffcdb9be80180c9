import { parse, CsvError } from 'csv-parse/sync';
import { ROSTER_MAX_ROWS, ROSTER_MESSAGES, STUDENT_ROSTER_COLUMNS, TEACHER_ROSTER_COLUMNS } from '@prayog/contract';
import { badRequest } from '../../lib/http-errors';

export type RosterKind = 'students' | 'teachers';
export const ROSTER_COLUMNS = { students: STUDENT_ROSTER_COLUMNS, teachers: TEACHER_ROSTER_COLUMNS } as const;
type Column = (typeof ROSTER_COLUMNS)[RosterKind]['required' | 'optional'][number];

/** One record under the header: its first line in the file (the header is line 1) and its values by column. */
export interface CsvRow {
  line: number;
  values: Partial<Record<Column, string>>;
}

/**
 * The file's text. Excel on Windows saves "CSV (Comma delimited)" in Windows-1252 and "Unicode Text" in UTF-16, so
 * a file that is not valid UTF-8 is read as one of those rather than turned into replacement characters.
 */
function decode(bytes: Buffer): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/**
 * The separator the header line uses most: a comma, or the semicolon of Excel in locales with a decimal comma, or the
 * tab of Excel's "Unicode Text".
 */
function delimiterOf(text: string): string {
  const header = text.split('\n').find((line) => line.trim() !== '') ?? '';
  const counts = [',', ';', '\t'].map((d) => [d, header.split(d).length - 1] as const);
  return counts.reduce((best, c) => (c[1] > best[1] ? c : best))[0];
}

/** 'Parent Phone', ' parent-phone ' and 'PARENT_PHONE' all name the column parent_phone. */
const columnName = (header: string) => header.trim().toLowerCase().replace(/[\s-]+/g, '_');

const lineBreaks = (values: string[]) => values.reduce((n, v) => n + (v.match(/\n/g)?.length ?? 0), 0);

/**
 * Reads a class list: a byte-order mark, Windows line endings, quoted values (commas and line breaks inside them)
 * and blank lines are all fine, and so are semicolons or tabs between values; headers in any case and order; columns the import does not know are ignored.
 * Refuses (400) a file that is not CSV, lacks a required column, has no rows or more than ROSTER_MAX_ROWS.
 */
export function readRosterCsv(bytes: Buffer, kind: RosterKind): CsvRow[] {
  // Line ends made one kind first: csv-parse counts a Windows line end inside quotes as two lines, which would put
  // every later row's line number one off.
  const text = decode(bytes).replace(/\r\n?/g, '\n');
  // A spreadsheet or other binary file sent by mistake; PostgreSQL could not store the NUL either.
  if (text.includes('\u0000')) throw badRequest(ROSTER_MESSAGES.notCsv);
  let records: { record: string[]; info: { lines: number } }[];
  try {
    // With `info`, each record comes with where it was read (the typings do not follow the option).
    records = parse(text, { bom: true, delimiter: delimiterOf(text), skip_empty_lines: true, relax_column_count: true, relax_quotes: true, info: true }) as unknown as typeof records;
  } catch (err) {
    if (err instanceof CsvError) throw badRequest(ROSTER_MESSAGES.notCsv);
    throw err;
  }
  // A row of empty cells is how a spreadsheet saves a blank line.
  const filled = records.filter((r) => r.record.some((v) => v.trim() !== ''));
  const [header, ...body] = filled;
  if (!header) throw badRequest(ROSTER_MESSAGES.empty);

  const columns = ROSTER_COLUMNS[kind];
  const known = new Set<string>([...columns.required, ...columns.optional]);
  const position = new Map<Column, number>();
  header.record.forEach((h, i) => {
    const name = columnName(h);
    // A repeated header: the first one counts.
    if (known.has(name) && !position.has(name as Column)) position.set(name as Column, i);
  });
  const missing = columns.required.filter((c) => !position.has(c));
  if (missing.length > 0) {
    throw badRequest(ROSTER_MESSAGES.missingColumns.replace('{{columns}}', missing.join(', ')), missing.map((c) => ({ field: c, message: 'Missing column' })));
  }
  if (body.length === 0) throw badRequest(ROSTER_MESSAGES.empty);
  if (body.length > ROSTER_MAX_ROWS) throw badRequest(ROSTER_MESSAGES.tooManyRows);

  return body.map(({ record, info }) => {
    const values: CsvRow['values'] = {};
    for (const [column, i] of position) values[column] = record[i] ?? '';
    // info.lines is where the record ends; a quoted value with line breaks started that many lines before.
    return { line: info.lines - lineBreaks(record), values };
  });
}
