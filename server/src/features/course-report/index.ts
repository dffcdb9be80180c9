/** What the course-report feature offers the other features: they import it from here, never its files (issue 30). */
export { studentActivity } from './student-activity.service';
