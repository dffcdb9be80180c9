/** What the approvals feature offers the other features: they import it from here, never its files (issue 30). */
export { decideSchoolAccount, listPendingSchoolAccounts } from './approvals.service';
