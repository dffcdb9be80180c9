/** What the assignments feature offers the other features: they import it from here, never its files (issue 30). */
export { quizReports } from './assignment-reports.service';
