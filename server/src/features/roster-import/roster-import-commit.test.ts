import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, inArray } from 'drizzle-orm';
import { accessReportSchema, accountEndpoints, errorSchema, learnerEndpoints, loginResponseSchema, ROSTER_MESSAGES } from '@prayog/contract';
import { createTestApp, type TestApp } from '../../test/test-app';
import { callerWith, createWorld, seedWorld, worldSpec, type PersonOf, type WorldOf } from '../../test/world';
import { users } from '../../core/identity/accounts.table';
import { hashOneTimePassword, hashOneTimePasswords, verifyPassword } from '../accounts/password';
import { auditLog } from '../audit/audit.table';
import { teacherProfiles } from '../staff/staff.table';
import { studentProfiles } from '../../core/identity/students.table';
import { findSchool } from '../../core/identity/schools';
import type { Principal } from '../../policies';
import { importRoster, planRoster } from './roster-import.service';
import { csvOf, slipsOf, STUDENTS_URL, TEACHERS_URL, uploadAs } from './test-helpers';

const people = worldSpec({
  schools: { home: { code: 'green-valley', name: 'Green Valley School, Sector 21, Noida' } },
  users: {
    office: { role: 'school', school: 'home' },
    admin: { role: 'school', superuser: true },
    'asha.verma': { role: 'student', school: 'home', name: 'Asha Verma' },
  },
});

let t: TestApp;
let w: WorldOf<typeof people>;
const id: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  w = await createWorld(t, people);
  Object.assign(id, w.id, { home: w.school.home });
});
afterAll(() => t.close());

const userCount = async () => (await t.db.select({ n: count() }).from(users))[0].n;
/** Signing in over HTTP, as the student on the slip would. */
const login = (username_or_email: string, password: string) =>
  w.as('anonymous').call(accountEndpoints.login, { body: { username_or_email, password } });
const importAs = async (who: PersonOf<typeof people>, url: string, csv: string, query = '') => {
  const res = await uploadAs(w.as(who), url, csv, query);
  expect(res.statusCode, res.body).toBe(201);
  return res;
};

describe('importing students', () => {
  it('creates the valid rows with their class and parent phone, approved, and answers their sign-in slips', async () => {
    const before = await userCount();
    const res = await importAs('office', STUDENTS_URL, csvOf('name,grade,section,username,email,parent_phone', [
      'Asha Verma,7,a,,,98765 43210', 'Asha Verma,7,B,,,', 'Kabir Singh,8,A,Kabir_S,kabir@home.example,', 'No Grade,,A,,,',
    ]));
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="sign-in-slips-green-valley-students-\d{4}-\d{2}-\d{2}\.pdf"$/);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    expect(await userCount()).toBe(before + 3);

    // The existing asha.verma keeps hers: the two new Asha Vermas get the next two, one each.
    const slips = slipsOf(res.rawPayload);
    expect(slips.map((s) => s.username)).toEqual(['asha.verma2', 'asha.verma3', 'Kabir_S']);
    const made = await t.db.select({
      username: users.username, email: users.email, role: users.role, approval: users.approvalStatus, approvedBy: users.approvedBy,
      mustChange: users.mustChangePassword, schoolId: users.schoolId, grade: studentProfiles.grade, section: studentProfiles.section,
      parentPhone: studentProfiles.parentPhone, hash: users.passwordHash,
    }).from(users).innerJoin(studentProfiles, eq(studentProfiles.userId, users.id))
      .where(inArray(users.username, ['asha.verma2', 'asha.verma3', 'Kabir_S'])).orderBy(users.username);
    expect(made.map(({ hash: _, ...rest }) => rest)).toEqual([
      { username: 'Kabir_S', email: 'kabir@home.example', role: 'student', approval: 'approved', approvedBy: id.office, mustChange: true, schoolId: id.home, grade: 8, section: 'A', parentPhone: null },
      { username: 'asha.verma2', email: 'asha.verma2@no-email.invalid', role: 'student', approval: 'approved', approvedBy: id.office, mustChange: true, schoolId: id.home, grade: 7, section: 'A', parentPhone: '9876543210' },
      { username: 'asha.verma3', email: 'asha.verma3@no-email.invalid', role: 'student', approval: 'approved', approvedBy: id.office, mustChange: true, schoolId: id.home, grade: 7, section: 'B', parentPhone: null },
    ]);
    // The one-time passwords are hashed with the cheap costs, and each slip's is the one stored.
    for (const row of made) expect(row.hash).toMatch(/^\$argon2id\$v=19\$m=2048,t=1,p=1\$/);
    for (const slip of slips) {
      const [row] = made.filter((m) => m.username === slip.username);
      expect(await verifyPassword(row.hash, slip.password)).toBe(true);
    }

    const [entry] = await t.db.select().from(auditLog).where(and(eq(auditLog.entity, 'roster_import'), eq(auditLog.actorId, id.office)));
    expect(entry).toMatchObject({ schoolId: id.home, action: 'create', entityId: null });
    expect(entry.after).toEqual({ kind: 'students', rows_in_file: 4, created: 3, not_created: 1, usernames: ['asha.verma2', 'asha.verma3', 'Kabir_S'], must_change_password: true });
  });

  it('lets a student sign in with the password on their slip, then asks them to choose their own', async () => {
    const res = await importAs('office', STUDENTS_URL, csvOf('name,grade,section', ['Tara Ashok,6,C']));
    const [slip] = slipsOf(res.rawPayload);
    expect(slip.username).toBe('tara.ashok');
    expect(slip.password).toMatch(/^[a-z]+-[a-z]+-\d{4}-[a-z]+$/);
    const signIn = await login('tara.ashok', slip.password);
    expect(signIn.statusCode, signIn.body).toBe(200);
    const session = loginResponseSchema.parse(signIn.json());
    expect([session.role, session.must_change_password]).toEqual(['student', true]);
    const changed = await callerWith(t, session.token).call(accountEndpoints.changePassword, {
      body: { current_password: slip.password, new_password: 'my-own-secret-42' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const again = loginResponseSchema.parse((await login('tara.ashok', 'my-own-secret-42')).json());
    expect(again.must_change_password).toBe(false);
    expect((await login('tara.ashok', slip.password)).statusCode).toBe(400);
  });

  it('refuses a file with no valid row (400) and saves nothing', async () => {
    const before = await userCount();
    const res = await uploadAs(w.as('office'), STUDENTS_URL, csvOf('name,grade,section', ['Bad Grade,13,A', ',7,A']));
    expect([res.statusCode, errorSchema.parse(res.json()).detail]).toEqual([400, ROSTER_MESSAGES.nothingValid]);
    expect(await userCount()).toBe(before);
  });

  it('lets a superuser import into the school it names', async () => {
    const res = await importAs('admin', STUDENTS_URL, csvOf('name,grade,section', ['Admin Added,9,D']), `?school=${id.home}`);
    expect(slipsOf(res.rawPayload).map((s) => s.username)).toEqual(['admin.added']);
    const [made] = await t.db.select({ schoolId: users.schoolId, approvedBy: users.approvedBy }).from(users).where(eq(users.username, 'admin.added'));
    expect(made).toEqual({ schoolId: id.home, approvedBy: id.admin });
  });

  it('answers 409 and saves nothing when a username is taken between the check and the insert', async () => {
    const school = (await findSchool(t.db, id.home))!;
    const actor = { id: id.office } as Principal;
    const plan = await planRoster(t.db, 'students', Buffer.from(csvOf('name,grade,section', ['Race One,7,A', 'Race Two,7,A'])));
    expect(plan.rows.map((r) => r.username)).toEqual(['race.one', 'race.two']);
    // Someone else takes one of the chosen usernames (any case) before the import commits.
    await seedWorld(t.db, { users: { 'RACE.TWO': { role: 'student', school: id.home } }, signedIn: false });
    const before = await userCount();
    await expect(importRoster(t.db, actor, school, plan)).rejects.toMatchObject({ statusCode: 409, detail: ROSTER_MESSAGES.changedMeanwhile });
    expect(await userCount()).toBe(before);
    expect(await t.db.select().from(users).where(eq(users.username, 'race.one'))).toEqual([]);
  });
});

describe('kept answers', () => {
  it("starts the school's kept answers afresh, so a kept class list shows the imported students at once", async () => {
    // A second app on the same database that keeps staff answers, as production does.
    const kept = await createTestApp({ staffAnswersSeconds: 60 }, t.ctx.database);
    const office = callerWith(kept, w.token.office);
    try {
      const classList = async () => {
        const res = await office.call(learnerEndpoints.schoolAccessReport, { query: { grade: 5, section: 'E' } });
        return accessReportSchema.parse(res.json()).students_by_grade_and_section.map((s) => s.user.username);
      };
      expect(await classList()).toEqual([]);
      // Written behind the routes' back: the kept answer does not know yet.
      await seedWorld(t.db, { users: { 'direct.student': { role: 'student', school: id.home, grade: 5, section: 'E' } }, signedIn: false });
      expect(await classList()).toEqual([]);
      const res = await uploadAs(office, STUDENTS_URL, csvOf('name,grade,section', ['Kept Newcomer,5,E']));
      expect(res.statusCode, res.body).toBe(201);
      expect((await classList()).sort()).toEqual(['direct.student', 'kept.newcomer']);
    } finally {
      await kept.app.close();
    }
  });
});

describe('importing teachers', () => {
  it('creates approved teachers with their phone, approved by the school, who sign in with their slip', async () => {
    const res = await importAs('office', TEACHERS_URL, csvOf('Name,Phone,Email', ['Meena Sharma,+91 98765 01234,meena@home.example', 'Arjun Singh,,']));
    const slips = slipsOf(res.rawPayload);
    expect(res.headers['content-disposition']).toMatch(/filename="sign-in-slips-green-valley-teachers-/);
    expect(slips.map((s) => s.username)).toEqual(['meena.sharma', 'arjun.singh']);
    const made = await t.db.select({
      username: users.username, role: users.role, approval: users.approvalStatus, approvedBy: users.approvedBy, phone: users.phoneNumber,
      mustChange: users.mustChangePassword, profileSchool: teacherProfiles.schoolId,
    }).from(users).innerJoin(teacherProfiles, eq(teacherProfiles.userId, users.id)).where(inArray(users.username, ['meena.sharma', 'arjun.sharma', 'arjun.singh'])).orderBy(users.id);
    expect(made).toEqual([
      { username: 'meena.sharma', role: 'teacher', approval: 'approved', approvedBy: id.office, phone: '+919876501234', mustChange: true, profileSchool: id.home },
      { username: 'arjun.singh', role: 'teacher', approval: 'approved', approvedBy: id.office, phone: null, mustChange: true, profileSchool: id.home },
    ]);
    const signIn = loginResponseSchema.parse((await login('meena@home.example', slips[0].password)).json());
    expect([signIn.role, signIn.must_change_password, signIn.dashboard_url]).toEqual(['teacher', true, expect.stringContaining('teacher')]);
  });
});

describe('one-time password hashes', () => {
  it('are argon2id with the cheap costs, checked by the same verifyPassword, many hashed together', async () => {
    const single = await hashOneTimePassword('kite-moon-4821-leaf');
    expect(single).toMatch(/^\$argon2id\$v=19\$m=2048,t=1,p=1\$/);
    expect(await verifyPassword(single, 'kite-moon-4821-leaf')).toBe(true);
    expect(await verifyPassword(single, 'kite-moon-4821-lead')).toBe(false);
    const many = await hashOneTimePasswords(['a-b-0001-c', 'a-b-0002-c', 'a-b-0003-c', 'a-b-0004-c', 'a-b-0005-c', 'a-b-0006-c']);
    expect(await Promise.all(many.map((h, i) => verifyPassword(h, `a-b-000${i + 1}-c`)))).toEqual([true, true, true, true, true, true]);
  });
});
