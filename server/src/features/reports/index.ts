/** What the reports feature offers the other features: they import it from here, never its files (issue 30). */
export { reportColumns, reportItems, reportLists } from './student-reports.service';
export type { ReportData } from './student-reports.service';
