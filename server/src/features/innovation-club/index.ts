/** What the innovation-club feature offers the other features: they import it from here, never its files (issue 30). */
export { listStudentProjects } from './innovation-club.service';
export { checkCalendarDay, checkOwnSchool, schoolStudentsByUsername } from './school-students';
