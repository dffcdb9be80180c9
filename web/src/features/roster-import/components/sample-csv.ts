import { STUDENT_ROSTER_COLUMNS, TEACHER_ROSTER_COLUMNS } from '@prayog/contract';
import type { RosterKind } from '../../../api/roster-import';
import { buildCsv, type CsvValue } from '../../../components/csv';

/** The columns a file of this kind is read by, required first, in the contract's order. */
export const rosterColumns = (kind: RosterKind): readonly string[] => {
  const columns = kind === 'students' ? STUDENT_ROSTER_COLUMNS : TEACHER_ROSTER_COLUMNS;
  return [...columns.required, ...columns.optional];
};

/**
 * Example rows, by column, for the sample file: one row with every optional column filled and one with none, so
 * a school sees both are fine. The rows are data, not screen text, so they are the same in every language.
 */
const SAMPLE_ROWS: Record<RosterKind, readonly Record<string, CsvValue>[]> = {
  students: [
    { name: 'Asha Verma', grade: 6, section: 'B', username: 'asha.verma', email: 'asha.verma@example.org', parent_phone: '9876543210' },
    { name: 'Rohan Gupta', grade: 6, section: 'B' },
  ],
  teachers: [
    { name: 'Meena Sharma', username: 'meena.sharma', email: 'meena.sharma@example.org', phone: '9876501234' },
    { name: 'Arjun Singh' },
  ],
};

/** A CSV the import accepts as it is: the header row and the example rows. */
export function sampleCsv(kind: RosterKind): string {
  const columns = rosterColumns(kind);
  return buildCsv(columns, SAMPLE_ROWS[kind].map((row) => columns.map((column) => row[column])));
}

export const sampleFileName = (kind: RosterKind) => `${kind}-import-sample.csv`;
