/** What the reports feature offers the other features: they import it from here, never its files (issue 30). */
export { READER, READER_KEYS, STUDENTS_PER_BATCH, readerRows, readerValues, studentReadBatcher } from './student-read-batch';
export type { StudentRead } from './student-read-batch';
export { reportColumns, reportItems, reportLists } from './student-reports.service';
export type { ReportData } from './student-reports.service';
