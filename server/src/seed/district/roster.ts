/**
 * The district's schools and people, made in JavaScript with the seeded Rng (57k rows is quick) and inserted in
 * 5,000-row unnest statements (insertAll). The people are then copied into temporary tables that the SQL of the
 * other parts joins (engagement, ability and a stable ordinal for the hash draws).
 */
import { sql } from 'drizzle-orm';
import {
  schools, users, studentProfiles, teacherProfiles, schoolProfiles, parentProfiles, parentChildLinks,
} from '../../schema';
import { type SeedContext, countRows, insertAll } from '../context';
import { DEMO_AVATARS } from '../avatars';
import { ADULT_MEN, ADULT_WOMEN, BOY_NAMES, GIRL_NAMES, SURNAMES } from '../names';
import type { Rng } from '../random';
import { EMAIL_DOMAIN, type ParentRef, type People, type PersonRef, type SchoolRef, type StudentRef } from '../schools-and-users';
import { addDays, istTime, type Day } from '../time';
import { run } from './draws';
import { numberArray, timestampArray } from '../../db/array-literals';
import { type DistrictSizes, schoolAccountsPer, teachersPer } from './sizes';

/**
 * Every district account signs in with the demo password 'prayog-demo'. Hashing 57k passwords with argon2id would
 * take hours, so they all share this one hash of it, made once with hashPassword('prayog-demo') (the app's costs).
 */
export const DISTRICT_PASSWORD_HASH = '$argon2id$v=19$m=19456,t=2,p=1$UZAUT2gMPs7b/3Fbll41zQ$QOkEUV0O6p9PrTTobcNUVL7Zs+x2oPKAaR1XsyuMU5o';

const SCHOOL_KINDS = [
  'Government Senior Secondary School', 'Sarvodaya Vidyalaya', 'Kendriya Vidyalaya', 'Modern Public School', 'DAV Public School',
  'Bal Bharati Public School', 'Army Public School', 'Shiksha Bharati School', 'Saraswati Vidya Mandir', 'St. Thomas School',
];
const AREAS: [area: string, city: string][] = [
  ['Janakpuri', 'New Delhi'], ['Sector 14', 'Gurugram'], ['Vaishali', 'Ghaziabad'], ['Sector 18', 'Noida'], ['NIT', 'Faridabad'],
  ['Pitampura', 'New Delhi'], ['Karol Bagh', 'New Delhi'], ['Sohna Road', 'Gurugram'], ['Raj Nagar', 'Ghaziabad'], ['Sector 50', 'Noida'],
  ['Ballabgarh', 'Faridabad'], ['Lajpat Nagar', 'New Delhi'], ['Vasant Kunj', 'New Delhi'], ['Palam Vihar', 'Gurugram'], ['Kaushambi', 'Ghaziabad'],
  ['Greater Noida West', 'Noida'], ['Sector 37', 'Faridabad'], ['Shahdara', 'New Delhi'], ['Narela', 'New Delhi'], ['Manesar', 'Gurugram'],
  ['Crossings Republik', 'Ghaziabad'], ['Sector 137', 'Noida'], ['Old Faridabad', 'Faridabad'], ['Najafgarh', 'New Delhi'], ['Badarpur', 'New Delhi'],
];
const TEACHER_DESIGNATIONS = ['Innovation Coach', 'Innovation Coach', 'Science Teacher', 'Computer Teacher', 'Mathematics Teacher'];
const SECTIONS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J', 'K'];

/** What the SQL parts need beyond the demo's People shape. */
export interface DistrictRoster {
  people: People;
  schoolIds: number[];
  teachersPerSchool: number;
}

type UserRow = typeof users.$inferInsert;
const pad = (n: number, max: number) => String(n).padStart(Math.max(2, String(max).length), '0');

function createdBefore(rng: Rng, windowStart: Day, minDays: number, maxDays: number): Date {
  return istTime(addDays(windowStart, -rng.int(minDays, maxDays)), rng.int(9, 15), rng.int(0, 59), rng.int(0, 59));
}

/** The district's schools (codes district-01 …, join codes D + 7 letters or digits). */
async function insertSchools(ctx: SeedContext, rng: Rng, sizes: DistrictSizes): Promise<SchoolRef[]> {
  const taken = new Set((await ctx.db.select({ code: schools.joinCode }).from(schools)).map((r) => r.code));
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const created = istTime(addDays(ctx.windowStart, -90), 10, 0);
  const drafts = Array.from({ length: sizes.schools }, (_, k) => {
    const kind = SCHOOL_KINDS[k % SCHOOL_KINDS.length];
    const [area, city] = AREAS[Math.floor(k / SCHOOL_KINDS.length) % AREAS.length];
    const round = Math.floor(k / (SCHOOL_KINDS.length * AREAS.length));
    let joinCode: string;
    do joinCode = `D${Array.from({ length: 7 }, () => rng.pick([...alphabet])).join('')}`; while (taken.has(joinCode));
    taken.add(joinCode);
    const shortName = round === 0 ? kind : `${kind} ${round + 1}`;
    return { code: `district-${pad(k + 1, sizes.schools)}`, name: `${shortName}, ${area}, ${city}`, shortName, city, joinCode };
  });
  const back = await ctx.db.insert(schools)
    .values(drafts.map((d) => ({ code: d.code, name: d.name, city: d.city, joinCode: d.joinCode, timeZone: 'Asia/Kolkata', createdAt: created })))
    .returning({ id: schools.id, code: schools.code });
  countRows(ctx, 'schools', back.length);
  const idOf = new Map(back.map((r) => [r.code, r.id]));
  return drafts.map((d) => ({ id: idOf.get(d.code)!, code: d.code, name: d.name, shortName: d.shortName, city: d.city }));
}

/** Grade and section of each of a school's students: grades in equal shares, sections of about 30. */
function classPlan(n: number): { grade: number; section: string }[] {
  const out: { grade: number; section: string }[] = [];
  for (let grade = 1; grade <= 12; grade++) {
    const size = Math.floor((grade * n) / 12) - Math.floor(((grade - 1) * n) / 12);
    const sections = Math.min(SECTIONS.length, Math.max(1, Math.round(size / 30)));
    for (let j = 0; j < size; j++) out.push({ grade, section: SECTIONS[j % sections] });
  }
  return out;
}

export async function seedRoster(ctx: SeedContext, sizes: DistrictSizes, adminId: number): Promise<DistrictRoster> {
  const rng = ctx.rng.fork('district-people');
  const schoolList = await insertSchools(ctx, rng, sizes);
  const accountsPer = schoolAccountsPer(sizes);
  const teachersPerSchool = teachersPer(sizes);
  const user = (username: string, role: UserRow['role'], name: string, schoolId: number, createdAt: Date, approvedBy: number, phone: string | null): UserRow => ({
    username, email: `${username}@${EMAIL_DOMAIN}`, passwordHash: DISTRICT_PASSWORD_HASH, role, name, schoolId, createdAt,
    approvalStatus: 'approved', approvedBy, approvedAt: new Date(createdAt.getTime() + rng.int(2, 30) * 3600_000), phoneNumber: phone,
  });
  const adult = () => `${rng.chance(0.6) ? rng.pick(ADULT_WOMEN) : rng.pick(ADULT_MEN)} ${rng.pick(SURNAMES)}`;

  // Staff first (the administrator approved them), then students, then parents (approved by their school account).
  const staffRows: (UserRow & { designation: string; kind: 'teacher' | 'school' })[] = [];
  for (const [k, school] of schoolList.entries()) {
    const prefix = `d${pad(k + 1, sizes.schools)}`;
    for (let a = 0; a < accountsPer; a++) {
      staffRows.push({ ...user(`${prefix}.school${a + 1}`, 'school', adult(), school.id, createdBefore(rng, ctx.windowStart, 70, 85), adminId, null),
        designation: a === 0 ? 'Principal' : 'School Coordinator', kind: 'school' });
    }
    for (let t = 0; t < teachersPerSchool; t++) {
      staffRows.push({ ...user(`${prefix}.teacher${pad(t + 1, teachersPerSchool)}`, 'teacher', adult(), school.id, createdBefore(rng, ctx.windowStart, 55, 80), adminId, null),
        designation: TEACHER_DESIGNATIONS[t % TEACHER_DESIGNATIONS.length], kind: 'teacher' });
    }
  }

  const studentDrafts: (Omit<StudentRef, 'id'> & { surname: string; avatarKey: string | null })[] = [];
  for (const [k, school] of schoolList.entries()) {
    classPlan(sizes.studentsPerSchool).forEach((cls, i) => {
      const first = rng.chance(0.5) ? rng.pick(BOY_NAMES) : rng.pick(GIRL_NAMES);
      const surname = rng.pick(SURNAMES);
      studentDrafts.push({
        username: `d${pad(k + 1, sizes.schools)}.student${pad(i + 1, sizes.studentsPerSchool)}`, name: `${first} ${surname}`, surname,
        schoolId: school.id, grade: cls.grade, section: cls.section, createdAt: createdBefore(rng, ctx.windowStart, 5, 50),
        // About 6% never sign in, as in the demo.
        engagement: rng.chance(0.06) ? 0 : rng.normal(0.6, 0.2, 0.15, 1),
        ability: rng.normal(0.66, 0.14, 0.3, 0.97),
        avatarKey: rng.chance(0.8) ? rng.pick(DEMO_AVATARS).key : null,
      });
    });
  }
  const coordinatorOf = new Map<number, UserRow>();
  for (const s of staffRows) if (s.kind === 'school') coordinatorOf.set(s.schoolId!, s);

  await insertAll(ctx, users, [...staffRows.map(({ designation: _d, kind: _k, ...r }) => r),
    ...studentDrafts.map((s) => ({ ...user(s.username, 'student', s.name, s.schoolId, s.createdAt, adminId, null), approvedBy: null, approvedAt: null }))]);
  const ids = await idsOf(ctx, schoolList.map((s) => s.id));

  // Parents: distinct children of the school, the parent sharing the child's surname, confirmed by the school account.
  const parentDrafts: { row: UserRow; child: (typeof studentDrafts)[number] }[] = [];
  for (const [k, school] of schoolList.entries()) {
    const pupils = studentDrafts.filter((s) => s.schoolId === school.id);
    rng.sample(pupils, sizes.parentsPerSchool).forEach((child, i) => {
      const first = rng.chance(0.5) ? rng.pick(ADULT_WOMEN) : rng.pick(ADULT_MEN);
      const created = new Date(child.createdAt.getTime() + rng.int(1, 20) * 86_400_000);
      const approver = ids.get(coordinatorOf.get(school.id)!.username)!;
      parentDrafts.push({
        child,
        row: user(`d${pad(k + 1, sizes.schools)}.parent${pad(i + 1, sizes.parentsPerSchool)}`, 'parent', `${first} ${child.surname}`, school.id,
          created, approver, `9${rng.int(100000000, 999999999)}`),
      });
    });
  }
  await insertAll(ctx, users, parentDrafts.map((p) => p.row));
  for (const [username, id] of await idsOf(ctx, schoolList.map((s) => s.id), 'parent')) ids.set(username, id);

  const ref = (r: UserRow): PersonRef => ({ id: ids.get(r.username)!, username: r.username, name: r.name!, schoolId: r.schoolId!, createdAt: r.createdAt as Date });
  const teachers = staffRows.filter((r) => r.kind === 'teacher').map(ref);
  const schoolAccounts = staffRows.filter((r) => r.kind === 'school').map(ref);
  const students: StudentRef[] = studentDrafts.map((s) => ({
    id: ids.get(s.username)!, username: s.username, name: s.name, schoolId: s.schoolId, grade: s.grade, section: s.section,
    createdAt: s.createdAt, engagement: s.engagement, ability: s.ability,
  }));
  const parents: ParentRef[] = parentDrafts.map((p) => ({ ...ref(p.row), childId: ids.get(p.child.username)! }));

  await insertAll(ctx, teacherProfiles, staffRows.filter((r) => r.kind === 'teacher').map((r) => ({ userId: ids.get(r.username)!, schoolId: r.schoolId!, designation: r.designation })));
  await insertAll(ctx, schoolProfiles, staffRows.filter((r) => r.kind === 'school').map((r) => ({ userId: ids.get(r.username)!, schoolId: r.schoolId!, designation: r.designation })));
  await insertAll(ctx, studentProfiles, studentDrafts.map((s) => ({ userId: ids.get(s.username)!, schoolId: s.schoolId, grade: s.grade, section: s.section, avatarKey: s.avatarKey })));
  await insertAll(ctx, parentProfiles, parents.map((p) => ({ userId: p.id, schoolId: p.schoolId })));
  await insertAll(ctx, parentChildLinks, parentDrafts.map((p, i) => ({
    parentId: parents[i].id, studentId: parents[i].childId, status: 'approved', decidedBy: p.row.approvedBy!, decidedAt: p.row.approvedAt!, createdAt: p.row.createdAt!,
  })));

  await copyToTempTables(ctx, teachers, schoolAccounts, students, parents);

  const classMap = new Map<string, People['classes'][number]>();
  for (const s of students) {
    const key = `${s.schoolId}|${String(s.grade).padStart(2, '0')}|${s.section}`;
    if (!classMap.has(key)) classMap.set(key, { schoolId: s.schoolId, grade: s.grade, section: s.section, studentIds: [] });
    classMap.get(key)!.studentIds.push(s.id);
  }
  const classes = [...classMap.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, c]) => c);
  // The demo functions reused for programme records look for the demo student; none is in the district.
  const nobody: StudentRef = { id: -1, username: '', name: '', schoolId: -1, grade: 0, section: '', createdAt: ctx.now, engagement: 0, ability: 0 };
  const none: PersonRef = { id: -1, username: '', name: '', schoolId: -1, createdAt: ctx.now };
  return {
    people: {
      schools: schoolList, students, teachers, schoolAccounts, parents, adminId, classes,
      demo: { student: nobody, teacher: none, school: none, parent: { ...none, childId: -1 }, admin: adminId },
    },
    schoolIds: schoolList.map((s) => s.id),
    teachersPerSchool,
  };
}

async function idsOf(ctx: SeedContext, schoolIds: number[], role?: string): Promise<Map<string, number>> {
  const rows = (await ctx.db.execute(sql`select id, username from users where school_id = any(${numberArray(schoolIds)}::int[])
    and (${role ?? null}::text is null or role = ${role ?? null})`)) as unknown as { rows: { id: number; username: string }[] };
  return new Map(rows.rows.map((r) => [r.username, Number(r.id)]));
}

/**
 * district_people (everyone who signs in: kind 1 student, 2 coach, 3 school account, 4 parent), district_students
 * and district_teachers, dropped at commit. `ordinal` is the person's place in the roster: the draws are keyed on
 * it rather than on ids, so they do not shift if the demo seed before the district grows.
 */
async function copyToTempTables(ctx: SeedContext, teachers: PersonRef[], schoolAccounts: PersonRef[], students: StudentRef[], parents: ParentRef[]) {
  const everyone = [
    ...students.map((s) => ({ p: s as PersonRef, kind: 1, engagement: s.engagement })),
    ...teachers.map((p) => ({ p, kind: 2, engagement: 1 })),
    ...schoolAccounts.map((p) => ({ p, kind: 3, engagement: 1 })),
    ...parents.map((p) => ({ p, kind: 4, engagement: 1 })),
  ];
  const db = ctx.db;
  await run(db, sql`create temp table district_people (id int primary key, ordinal int not null, school_id int not null, kind int not null,
    engagement float8 not null, created_at timestamptz not null) on commit drop`);
  await run(db, sql`insert into district_people select * from unnest(${numberArray(everyone.map((e) => e.p.id))}::int[],
    ${numberArray(everyone.map((_, i) => i))}::int[], ${numberArray(everyone.map((e) => e.p.schoolId))}::int[], ${numberArray(everyone.map((e) => e.kind))}::int[],
    ${numberArray(everyone.map((e) => e.engagement))}::float8[], ${timestampArray(everyone.map((e) => e.p.createdAt))}::timestamptz[])`);
  await run(db, sql`create temp table district_students on commit drop as
    select p.id, p.ordinal, p.school_id, sp.grade, sp.section, p.engagement, s.ability, p.created_at
    from district_people p join student_profiles sp on sp.user_id = p.id
    join unnest(${numberArray(students.map((s) => s.id))}::int[], ${numberArray(students.map((s) => s.ability))}::float8[]) as s(id, ability) on s.id = p.id`);
  await run(db, sql`alter table district_students add primary key (id)`);
  // Coaches numbered 0.. within their school, so a class's coach is found by arithmetic.
  await run(db, sql`create temp table district_teachers on commit drop as
    select school_id, (row_number() over (partition by school_id order by ordinal) - 1)::int as n, id as user_id
    from district_people where kind = 2`);
  await run(db, sql`analyze district_people`);
  await run(db, sql`analyze district_students`);
  await run(db, sql`analyze district_teachers`);
}
