/** What the privacy feature offers the other features: they import it from here, never its files (issue 30). */
export { checkCurrentNotice, noticeDueSql, publishStandardNotice, recordAcceptance } from './notice.service';
export { initialsOf, namedBeyondSchoolSql } from './consent.service';
