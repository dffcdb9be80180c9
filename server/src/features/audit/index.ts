/** What the audit feature offers the other features: they import it from here, never its files (issue 30). */
export { recordAudit } from './audit.service';
