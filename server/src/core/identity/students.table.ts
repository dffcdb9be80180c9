import { sql } from 'drizzle-orm';
import { pgTable, text, integer, index, check, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { CLASS_CHANGE_STATUSES } from '@prayog/contract';
import { id, createdAt, gradeCheck, sectionCheck, inList } from '../../db/columns';
import { schools } from './schools.table';
import { users } from './accounts.table';

/** Avatars the project ships (web/public/avatars); a student picks one for the profile picture. */
export const avatars = pgTable('avatars', {
  key: text('key').primaryKey(),
  label: text('label').notNull(),
  imagePath: text('image_path').notNull(),
});

export const studentProfiles = pgTable('student_profiles', {
  userId: integer('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  schoolId: integer('school_id').notNull().references(() => schools.id, { onDelete: 'restrict' }),
  grade: integer('grade').notNull(),
  section: text('section').notNull().default('A'),
  avatarKey: text('avatar_key').references(() => avatars.key, { onDelete: 'set null' }),
  /** A parent's phone number as the school gave it in a class list (roster import): digits, perhaps after a '+'. */
  parentPhone: text('parent_phone'),
}, (t) => [
  index('student_profiles_class_idx').on(t.schoolId, t.grade, t.section),
  check('student_profiles_grade_ck', gradeCheck(t.grade)),
  check('student_profiles_section_ck', sectionCheck(t.section)),
  check('student_profiles_parent_phone_ck', sql`${t.parentPhone} is null or ${t.parentPhone} ~ '^[+]?[0-9]{10,15}$'`),
]);

/** A teacher's comment on a student, shown on the student's course report (latest first). */
export const teacherRemarks = pgTable('teacher_remarks', {
  id: id(),
  teacherId: integer('teacher_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  studentId: integer('student_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  remark: text('remark').notNull(),
  createdAt: createdAt(),
}, (t) => [index('teacher_remarks_student_idx').on(t.studentId, t.createdAt)]);

/**
 * A student's request to move to another class of their school (ADR 0024): the student stays in `from` until a
 * teacher or the school account of that school approves. At most one waits per student.
 */
export const classChangeRequests = pgTable('class_change_requests', {
  id: id(),
  studentId: integer('student_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  schoolId: integer('school_id').notNull().references(() => schools.id, { onDelete: 'cascade' }),
  fromGrade: integer('from_grade').notNull(),
  fromSection: text('from_section').notNull(),
  grade: integer('grade').notNull(),
  section: text('section').notNull(),
  status: text('status').notNull().default('pending'),
  decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex('class_change_requests_waiting_uq').on(t.studentId).where(sql`${t.status} = 'pending'`),
  index('class_change_requests_school_idx').on(t.schoolId, t.status, t.createdAt),
  check('class_change_requests_status_ck', inList(t.status, CLASS_CHANGE_STATUSES)),
  check('class_change_requests_grade_ck', gradeCheck(t.grade)),
  check('class_change_requests_section_ck', sectionCheck(t.section)),
  check('class_change_requests_from_grade_ck', gradeCheck(t.fromGrade)),
  check('class_change_requests_from_section_ck', sectionCheck(t.fromSection)),
]);
