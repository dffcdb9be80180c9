/** What the activity feature offers the other features: they import it from here, never its files (issue 30). */
export { formatHms } from './lesson-summary.service';
