/** What the staff-dashboard feature offers the other features: they import it from here, never its files (issue 30). */
export { isOpenHomework, monthOfEngagement, monthsWithSignIns } from './school-figures';
