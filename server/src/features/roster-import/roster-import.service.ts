import { ROSTER_MESSAGES, type RosterPreview } from '@prayog/contract';
import type { Db } from '../../db/client';
import type { Principal, SchoolContext } from '../../policies';
import { chunks } from '../../lib/chunks';
import { pgErrorOf } from '../../lib/db-errors';
import { badRequest, conflict } from '../../lib/http-errors';
import { schoolToday } from '../../lib/school-time';
import { users } from '../../core/identity/accounts.table';
import { hashOneTimePasswords } from '../accounts';
import { recordAudit } from '../audit';
import { oneTimePassword, placeholderEmail } from '../learners';
import { certificateDate } from '../quizzes';
import { teacherProfiles } from '../staff/staff.table';
import { studentProfiles } from '../../core/identity/students.table';
import { readRosterCsv, type RosterKind } from './roster-csv';
import { assignUsernames, markTakenIdentities } from './roster-identities';
import { checkRow, markRepeats, type RosterDraft } from './roster-rows';
import { renderSignInSlips, type SignInSlip } from './sign-in-slips-pdf';

/** What a file would do: the rows to create (each with its username) and the rows that will not be, with why. */
export interface RosterPlan {
  kind: RosterKind;
  totalRows: number;
  rows: (RosterDraft & { username: string })[];
  /** Each bad row with all its problems, in the server's English (the preview puts them in the reader's language). */
  errors: { line: number; problems: string[] }[];
}

/**
 * Reads and checks a class list against the file itself and the accounts that exist — a few queries for the whole
 * file, never one a row — and chooses the usernames of the rows that give none. Saves nothing.
 */
export async function planRoster(db: Db, kind: RosterKind, bytes: Buffer): Promise<RosterPlan> {
  const drafts = readRosterCsv(bytes, kind).map((row) => checkRow(kind, row));
  markRepeats(drafts);
  await markTakenIdentities(db, drafts);
  const valid = drafts.filter((d) => d.problems.length === 0);
  await assignUsernames(db, kind, valid.filter((d) => d.username === null), drafts);
  return {
    kind,
    totalRows: drafts.length,
    rows: valid as RosterPlan['rows'],
    // All of a row's problems at once, so one correction pass fixes it.
    errors: drafts.filter((d) => d.problems.length > 0).map((d) => ({ line: d.line, problems: d.problems })),
  };
}

export const toPreview = (plan: RosterPlan, translate: (text: string) => string = (text) => text): RosterPreview => ({
  kind: plan.kind,
  total_rows: plan.totalRows,
  rows: plan.rows.map((r) => ({ line: r.line, name: r.name, grade: r.grade, section: r.section, username: r.username, email: r.email, phone: r.phone })),
  errors: plan.errors.map((e) => ({ line: e.line, reason: e.problems.map(translate).join(' ') })),
});

export interface SignInSlips {
  bytes: Buffer;
  filename: string;
  created: number;
}

/** Rows a multi-row insert takes at once: 1,000 users of 12 values stay well under PostgreSQL's 65,535 parameters. */
const INSERT_CHUNK = 1000;

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'school';
const classOf = (r: RosterDraft) => `Grade ${r.grade} - Section ${r.section}`;

/**
 * Creates the plan's rows in one transaction — approved accounts with a one-time password that must be changed at
 * first sign-in (students with their class and parent phone, teachers approved by the caller), in multi-row
 * inserts — with one audit entry for the import, and answers the sign-in slips. Passwords are hashed before the
 * transaction opens, so it stays short. A username or email taken by someone else meanwhile: the unique index
 * refuses it, nothing is saved, 409.
 */
export async function importRoster(db: Db, actor: Principal, school: SchoolContext, plan: RosterPlan, oneTimePasswordHours = 72): Promise<SignInSlips> {
  if (plan.rows.length === 0) throw badRequest(ROSTER_MESSAGES.nothingValid);
  const accounts = plan.rows.map((row) => {
    const email = row.email ?? placeholderEmail(row.username);
    return { row, email, password: oneTimePassword({ username: row.username, email }) };
  });
  const hashes = await hashOneTimePasswords(accounts.map((a) => a.password));
  const role = plan.kind === 'students' ? 'student' : 'teacher';
  const approvedAt = new Date();

  try {
    await db.transaction(async (tx) => {
      const ids = new Map<string, number>();
      for (const part of chunks(accounts.map((a, i) => ({ ...a, passwordHash: hashes[i] })), INSERT_CHUNK)) {
        const made = await tx.insert(users).values(part.map(({ row, email, passwordHash }) => ({
          username: row.username, email, passwordHash, role, name: row.name, schoolId: school.id,
          phoneNumber: plan.kind === 'teachers' ? row.phone : null,
          approvalStatus: 'approved', approvedBy: actor.id, approvedAt, mustChangePassword: true, oneTimePasswordAt: approvedAt,
        }))).returning({ id: users.id, username: users.username });
        for (const m of made) ids.set(m.username, m.id);
      }
      for (const part of chunks(plan.rows, INSERT_CHUNK)) {
        if (plan.kind === 'students') {
          await tx.insert(studentProfiles).values(part.map((r) => ({ userId: ids.get(r.username)!, schoolId: school.id, grade: r.grade!, section: r.section!, parentPhone: r.phone })));
        } else {
          await tx.insert(teacherProfiles).values(part.map((r) => ({ userId: ids.get(r.username)!, schoolId: school.id })));
        }
      }
      await recordAudit(tx, {
        schoolId: school.id, actorId: actor.id, action: 'create', entity: 'roster_import', entityId: null,
        after: {
          kind: plan.kind, rows_in_file: plan.totalRows, created: plan.rows.length, not_created: plan.errors.length,
          usernames: plan.rows.map((r) => r.username), must_change_password: true,
        },
      });
    });
  } catch (err) {
    if (pgErrorOf(err)?.code === '23505') throw conflict(ROSTER_MESSAGES.changedMeanwhile);
    throw err;
  }

  const bytes = await renderSignInSlips({ schoolName: school.name, madeOn: certificateDate(approvedAt, school.timeZone), validHours: oneTimePasswordHours, groups: slipGroups(plan, accounts) });
  const filename = `sign-in-slips-${slug(school.code)}-${plan.kind}-${schoolToday(school.timeZone, approvedAt)}.pdf`;
  return { bytes, filename, created: accounts.length };
}

/** Students by class (grade, then section; file order within a class), a page run per class; teachers as one group. */
function slipGroups(plan: RosterPlan, accounts: { row: RosterDraft & { username: string }; password: string }[]) {
  const slip = (a: (typeof accounts)[number], role: string): SignInSlip => ({ name: a.row.name, role, username: a.row.username, password: a.password });
  if (plan.kind === 'teachers') return [{ title: 'Teachers', slips: accounts.map((a) => slip(a, 'Teacher')) }];
  const byClass = new Map<string, SignInSlip[]>();
  const sorted = [...accounts].sort((a, b) => a.row.grade! - b.row.grade! || a.row.section!.localeCompare(b.row.section!));
  for (const a of sorted) {
    const title = classOf(a.row);
    const group = byClass.get(title);
    if (group) group.push(slip(a, title));
    else byClass.set(title, [slip(a, title)]);
  }
  return [...byClass].map(([title, slips]) => ({ title, slips }));
}
