import { sql } from 'drizzle-orm';
import { pgTable, text, integer, index, check } from 'drizzle-orm/pg-core';
import { id, createdAt, gradeCheck, sectionCheck } from '../../db/columns';
import { schools } from '../schools/schools.table';
import { users } from '../accounts/accounts.table';

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
