/**
 * The map of personal data (issue 31, ADR 0031): every table that holds a column naming a person, what the rows are
 * for, how a person's rows are found, what is never handed out, and what erasure does to them. The export reads this
 * map and nothing else, and personal-data.test.ts fails when a table gains a person column the map does not cover
 * (as Moodle's privacy provider test does), so a new feature cannot keep personal data that an export or an erasure
 * would miss.
 */

/** Why the data is kept: the purposes the privacy notice names. */
export const PURPOSES = ['account', 'learning', 'school-records', 'communication', 'security'] as const;
export type Purpose = (typeof PURPOSES)[number];

/**
 * What erasing the person does to a row:
 * - `delete`: the row is about the person and goes (the users row's ON DELETE CASCADE does it);
 * - `unlink`: the table has only actor columns: its rows are the school's (a quiz a teacher wrote) and stay, the column
 *   naming the person cleared (ON DELETE SET NULL);
 * - `recomputed`: a read model (ranks) rebuilt from the other tables, which drops the person at its next refresh (an
 *   erasure deletes the person's rows at once);
 * - `anonymise`: the row is the school's proof that it answered (a privacy request): it stays, the person columns cleared
 *   (ON DELETE SET NULL) and its free text emptied.
 */
export type Erasure = 'delete' | 'unlink' | 'recomputed' | 'anonymise';

export interface PersonalTable {
  /** The table's SQL name. */
  table: string;
  purpose: Purpose;
  /** Columns holding the id (users.id) of the person the row is about: these rows are theirs, exported and erased. */
  subject: readonly string[];
  /**
   * Columns naming who did something to a row that is someone else's (who confirmed a link, wrote a remark, assigned a
   * quiz). Such rows hold other people's data, so they are not in this person's download; erasure clears the column or,
   * where the row cannot stand without its author (a remark), deletes it with them.
   */
  actor?: readonly string[];
  /** Rows found through another table's subject rows, e.g. the answers of a person's attempts. */
  via?: { column: string; parent: string; parentSubject: string };
  /** Columns never handed out, not even to the person: secrets that would let someone act as them. */
  secret?: readonly string[];
  erasure: Erasure;
  /** In the readable summary of a download: what these rows are, in a few words. */
  describe: string;
}

export const PERSONAL_DATA: readonly PersonalTable[] = [
  { table: 'users', purpose: 'account', subject: ['id'], actor: ['approved_by'], secret: ['password_hash'], erasure: 'delete', describe: 'Your account: username, email, name, role, school, language and sign-in count.' },
  { table: 'student_profiles', purpose: 'account', subject: ['user_id'], erasure: 'delete', describe: 'Your student profile: grade, section and avatar.' },
  { table: 'teacher_profiles', purpose: 'account', subject: ['user_id'], erasure: 'delete', describe: 'Your teacher profile.' },
  { table: 'school_profiles', purpose: 'account', subject: ['user_id'], erasure: 'delete', describe: "The school account's profile." },
  { table: 'parent_profiles', purpose: 'account', subject: ['user_id'], erasure: 'delete', describe: 'Your parent profile.' },
  { table: 'parent_child_links', purpose: 'account', subject: ['parent_id', 'student_id'], actor: ['decided_by'], erasure: 'delete', describe: 'Links between parents and children, and who confirmed them.' },
  { table: 'parental_consents', purpose: 'account', subject: ['student_id', 'parent_id'], actor: ['verified_by'], erasure: 'delete', describe: 'Consents a parent gave or withdrew for the child, per purpose: when, under which notice, and who verified the parent.' },
  { table: 'class_change_requests', purpose: 'school-records', subject: ['student_id'], actor: ['decided_by'], erasure: 'delete', describe: 'Requests to change class and their decisions.' },
  { table: 'auth_tokens', purpose: 'security', subject: ['user_id'], secret: ['token_hash'], erasure: 'delete', describe: 'Your open sessions (when each began and ends).' },
  { table: 'privacy_notice_acceptances', purpose: 'account', subject: ['user_id'], erasure: 'delete', describe: 'Which versions of the privacy notice you accepted, and when.' },
  { table: 'idempotency_keys', purpose: 'security', subject: ['user_id'], erasure: 'delete', describe: 'Requests your phone sent again after a dropped connection, kept a short while so none counts twice.' },
  { table: 'privacy_requests', purpose: 'account', subject: ['student_id', 'requested_by'], actor: ['decided_by'], erasure: 'anonymise', describe: 'Requests about the data (corrections, erasure, grievances, nominees) and how the school answered them.' },
  { table: 'retention_warnings', purpose: 'account', subject: ['student_id'], erasure: 'delete', describe: 'When the school and parents were told the data would be erased after the student left, and the day set for it.' },
  { table: 'record_reads', purpose: 'security', subject: ['student_id'], actor: ['reader_id'], erasure: 'delete', describe: 'Who of your school’s staff and the administrators read your records: who, what and when.' },
  { table: 'login_events', purpose: 'security', subject: ['user_id'], erasure: 'delete', describe: 'Every sign-in: when.' },
  { table: 'password_resets', purpose: 'security', subject: ['user_id'], secret: ['token_hash'], erasure: 'delete', describe: 'Password reset links asked for (when, and whether used).' },
  { table: 'activity_daily', purpose: 'learning', subject: ['student_id'], erasure: 'delete', describe: 'Time spent in each lesson, per day.' },
  { table: 'activity_clocks', purpose: 'learning', subject: ['student_id'], erasure: 'delete', describe: 'When time in lessons was last counted.' },
  { table: 'time_accommodations', purpose: 'learning', subject: ['student_id'], actor: ['set_by'], erasure: 'delete', describe: 'Extra time the school gave in timed quizzes (how much, who set it and when; never why).' },
  { table: 'lesson_completions', purpose: 'learning', subject: ['student_id'], erasure: 'delete', describe: 'Lessons completed, and when.' },
  { table: 'quiz_attempts', purpose: 'learning', subject: ['student_id'], erasure: 'delete', describe: 'Quiz and assessment attempts: when, score and result.' },
  { table: 'attempt_answers', purpose: 'learning', subject: [], via: { column: 'attempt_id', parent: 'quiz_attempts', parentSubject: 'student_id' }, erasure: 'delete', describe: 'The answer given to each question of each attempt.' },
  { table: 'certificates', purpose: 'learning', subject: ['student_id'], erasure: 'delete', describe: 'Certificates earned.' },
  { table: 'leaderboard_ranks', purpose: 'learning', subject: ['student_id'], erasure: 'recomputed', describe: 'Leaderboard scores and ranks, as last ranked.' },
  { table: 'holiday_homework_submissions', purpose: 'learning', subject: ['student_id'], erasure: 'delete', describe: 'Holiday homework handed in (the files are in the files folder).' },
  { table: 'innovation_project_members', purpose: 'school-records', subject: ['student_id'], erasure: 'delete', describe: 'Innovation club projects you are a member of.' },
  { table: 'kreativity_show_members', purpose: 'school-records', subject: ['student_id'], erasure: 'delete', describe: 'Kreativity shows you took part in.' },
  { table: 'teacher_remarks', purpose: 'school-records', subject: ['student_id'], actor: ['teacher_id'], erasure: 'delete', describe: "Teachers' remarks about the student." },
  { table: 'notification_recipients', purpose: 'communication', subject: ['user_id'], erasure: 'delete', describe: 'Notifications sent to you, and whether you read them.' },
  { table: 'notifications', purpose: 'communication', subject: [], actor: ['sent_by'], erasure: 'unlink', describe: 'Notifications you sent.' },
  { table: 'stored_files', purpose: 'learning', subject: ['owner_id'], secret: ['storage_key'], erasure: 'delete', describe: 'Files you uploaded or that were made for you (certificates, homework).' },
  { table: 'privacy_notices', purpose: 'account', subject: [], actor: ['published_by'], erasure: 'unlink', describe: 'Versions of the privacy notice you published.' },
  { table: 'breach_incidents', purpose: 'security', subject: [], actor: ['recorded_by'], erasure: 'unlink', describe: 'Data breaches you recorded in the register.' },
  { table: 'school_privacy_agreements', purpose: 'school-records', subject: [], actor: ['recorded_by'], erasure: 'unlink', describe: "Schools' data-processing agreements you recorded." },
  { table: 'audit_log', purpose: 'security', subject: [], actor: ['actor_id'], erasure: 'unlink', describe: 'Changes you made to school records.' },
  // Records a teacher or school keeps for the school: they stay with the school, without the person's id.
  { table: 'teacher_reflections', purpose: 'school-records', subject: ['teacher_id'], erasure: 'delete', describe: "A teacher's reflections." },
  { table: 'quizzes', purpose: 'school-records', subject: [], actor: ['created_by'], erasure: 'unlink', describe: 'Quizzes you wrote.' },
  { table: 'quiz_assignments', purpose: 'school-records', subject: [], actor: ['assigned_by'], erasure: 'unlink', describe: 'Quizzes you assigned.' },
  { table: 'classroom_galleries', purpose: 'school-records', subject: [], actor: ['created_by'], erasure: 'unlink', describe: 'Gallery entries you added.' },
  { table: 'innovation_projects', purpose: 'school-records', subject: [], actor: ['created_by'], erasure: 'unlink', describe: 'Innovation projects you created.' },
  { table: 'kreativity_shows', purpose: 'school-records', subject: [], actor: ['created_by'], erasure: 'unlink', describe: 'Kreativity shows you created.' },
  { table: 'inventory_transactions', purpose: 'school-records', subject: [], actor: ['modified_by'], erasure: 'unlink', describe: 'Lab stock changes you made.' },
  { table: 'monthly_reports', purpose: 'school-records', subject: [], actor: ['created_by'], erasure: 'unlink', describe: 'Monthly reports you uploaded.' },
  { table: 'programme_documents', purpose: 'school-records', subject: [], actor: ['updated_by'], erasure: 'unlink', describe: 'Programme documents you changed.' },
  // Versions of content in other languages (ADR 0044): the content's, written by staff; only who last wrote each.
  { table: 'subject_translations', purpose: 'school-records', subject: [], actor: ['updated_by'], erasure: 'unlink', describe: 'Subjects you translated.' },
  { table: 'lesson_translations', purpose: 'school-records', subject: [], actor: ['updated_by'], erasure: 'unlink', describe: 'Lessons you translated.' },
  { table: 'quiz_translations', purpose: 'school-records', subject: [], actor: ['updated_by'], erasure: 'unlink', describe: 'Quizzes you translated.' },
  { table: 'question_translations', purpose: 'school-records', subject: [], actor: ['updated_by'], erasure: 'unlink', describe: 'Quiz questions you translated.' },
  { table: 'answer_translations', purpose: 'school-records', subject: [], actor: ['updated_by'], erasure: 'unlink', describe: 'Quiz answers you translated.' },
  { table: 'news_translations', purpose: 'communication', subject: [], actor: ['updated_by'], erasure: 'unlink', describe: 'News you translated.' },
  { table: 'update_translations', purpose: 'communication', subject: [], actor: ['updated_by'], erasure: 'unlink', describe: 'Updates you translated.' },
  { table: 'notification_translations', purpose: 'communication', subject: [], actor: ['updated_by'], erasure: 'unlink', describe: 'Notifications you translated.' },
];

/** Column names that name a person even without a foreign key (a read model's copy of a student id, say). */
export const PERSON_COLUMN = /(^|_)(student|user|teacher|parent|actor|owner)_id$|_by$/;
