/** What the learners feature offers the other features: they import it from here, never its files (issue 30). */
export { oneTimePassword, placeholderEmail, usernameBase, usernameCandidates } from './one-time-password';
export { learnerColumns } from './school-student';
export { resetStudentPassword } from './student-accounts.service';
