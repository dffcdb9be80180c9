import { schools, users, avatars, studentProfiles, teacherProfiles, schoolProfiles, parentProfiles, parentChildLinks } from '../schema';
import { type SeedContext, chunks, countRows, insertAll } from './context';
import { avatarRows, DEMO_AVATARS } from './avatars';
import { ADULT_MEN, ADULT_WOMEN, BOY_NAMES, GIRL_NAMES, SURNAMES } from './names';
import type { Rng } from './random';
import { addDays, istTime, type Day } from './time';

/**
 * The seven schools of the sign-up list. Screens show the text before the first comma. Students join a
 * school with its join code (ADR 0005); the README names ABL School's.
 */
export const DEMO_SCHOOLS = [
  { code: 'abl-gurugram', joinCode: 'K7QM4XPA', name: 'ABL School, Sector 45, Gurugram', city: 'Gurugram' },
  { code: 'green-valley-dwarka', joinCode: 'R2WD8NTC', name: 'Green Valley Public School, Dwarka, New Delhi', city: 'New Delhi' },
  { code: 'sunrise-indirapuram', joinCode: 'H5JB3VYE', name: 'Sunrise Vidya Niketan, Indirapuram, Ghaziabad', city: 'Ghaziabad' },
  { code: 'lotus-noida', joinCode: 'M9FT6LQU', name: 'Lotus International School, Sector 62, Noida', city: 'Noida' },
  { code: 'aravali-faridabad', joinCode: 'P4XC7GKD', name: 'Aravali Heights School, Sector 21, Faridabad', city: 'Faridabad' },
  { code: 'riverside-mayur-vihar', joinCode: 'W3NZ5HRB', name: 'Riverside Senior Secondary School, Mayur Vihar, New Delhi', city: 'New Delhi' },
  { code: 'kaveri-rohini', joinCode: 'T8VE2JMS', name: 'Kaveri Public School, Rohini, New Delhi', city: 'New Delhi' },
] as const;

export const DEMO_PASSWORD = 'prayog-demo';
export const EMAIL_DOMAIN = 'prayog.example';

/** The fixed accounts the README and the sign-in page hint name. */
export const DEMO_USERNAMES = {
  student: 'demo.student',
  teacher: 'demo.teacher',
  school: 'demo.school',
  parent: 'demo.parent',
  admin: 'demo.admin',
} as const;
export const PENDING_USERNAMES = { teacher: 'pending.teacher', school: 'pending.school', parent: 'pending.parent' } as const;

export interface SchoolRef { id: number; code: string; name: string; shortName: string; city: string }
export interface PersonRef { id: number; username: string; name: string; schoolId: number; createdAt: Date }
export interface StudentRef extends PersonRef {
  grade: number;
  section: string;
  /** 0 (never signs in) … 1 (signs in almost every school day). */
  engagement: number;
  /** The chance of answering a question right. */
  ability: number;
}
export interface ParentRef extends PersonRef { childId: number }

export interface People {
  schools: SchoolRef[];
  students: StudentRef[];
  teachers: PersonRef[];
  schoolAccounts: PersonRef[];
  parents: ParentRef[];
  adminId: number;
  demo: { student: StudentRef; teacher: PersonRef; school: PersonRef; parent: ParentRef; admin: number };
  /** (school, grade, section) classes that have students, sorted. */
  classes: { schoolId: number; grade: number; section: string; studentIds: number[] }[];
}

type UserInsert = typeof users.$inferInsert;

/** Hands out unique lower-case usernames: first.last, then first.last2, first.last3 … */
class UsernamePool {
  private readonly taken = new Set<string>([...Object.values(DEMO_USERNAMES), ...Object.values(PENDING_USERNAMES)]);
  next(first: string, last: string): string {
    const base = `${first}.${last}`.toLowerCase().replace(/[^a-z.]/g, '');
    let name = base;
    for (let n = 2; this.taken.has(name); n++) name = `${base}${n}`;
    this.taken.add(name);
    return name;
  }
}

/** Students per (grade, section) of one school; the demo class (ABL, 7 A) is bigger so its boards fill up. */
function classPlan(rng: Rng, isDemoSchool: boolean): { grade: number; section: string }[] {
  const out: { grade: number; section: string }[] = [];
  for (let grade = 1; grade <= 12; grade++) {
    if (isDemoSchool && grade === 7) {
      for (const [section, n] of [['A', 8], ['B', 5], ['C', 3]] as const) for (let i = 0; i < n; i++) out.push({ grade, section });
      continue;
    }
    const n = isDemoSchool ? rng.int(5, 6) : rng.int(4, 5);
    const withC = rng.chance(0.45);
    const withD = withC && rng.chance(0.2);
    const sections = ['A', 'B', ...(withC ? ['C'] : []), ...(withD ? ['D'] : [])];
    for (let i = 0; i < n; i++) out.push({ grade, section: i < sections.length ? sections[i] : rng.weighted(sections, [4, 3, 2, 1]) });
  }
  return out;
}

function createdBefore(rng: Rng, windowStart: Day, minDays: number, maxDays: number): Date {
  return istTime(addDays(windowStart, -rng.int(minDays, maxDays)), rng.int(9, 15), rng.int(0, 59), rng.int(0, 59));
}

export async function seedSchoolsAndUsers(ctx: SeedContext, passwordHash: string): Promise<People> {
  const rng = ctx.rng.fork('people');
  const pool = new UsernamePool();
  const schoolCreated = istTime(addDays(ctx.windowStart, -90), 10, 0);

  const schoolRows = await ctx.db
    .insert(schools)
    .values(DEMO_SCHOOLS.map((s) => ({ code: s.code, name: s.name, city: s.city, joinCode: s.joinCode, timeZone: 'Asia/Kolkata', createdAt: schoolCreated })))
    .returning({ id: schools.id, code: schools.code, name: schools.name, city: schools.city });
  countRows(ctx, 'schools', schoolRows.length);
  const schoolList: SchoolRef[] = DEMO_SCHOOLS.map((s) => {
    const row = schoolRows.find((r) => r.code === s.code)!;
    return { ...row, shortName: s.name.split(',')[0] };
  });
  const abl = schoolList[0];

  await insertAll(ctx, avatars, avatarRows);

  const base = (username: string, role: UserInsert['role'], name: string | null, schoolId: number | null, createdAt: Date): UserInsert => ({
    username, email: `${username}@${EMAIL_DOMAIN}`, passwordHash, role, name, schoolId, createdAt, approvalStatus: 'approved',
  });

  // 1. The administrator, who approved the staff accounts.
  const adminCreated = createdBefore(rng, ctx.windowStart, 100, 100);
  const [admin] = await ctx.db
    .insert(users)
    .values({ ...base(DEMO_USERNAMES.admin, 'school', 'Prayog Administrator', null, adminCreated), isSuperuser: true })
    .returning({ id: users.id });
  countRows(ctx, 'users', 1);
  const approvedByAdmin = (createdAt: Date) => ({ approvedBy: admin.id, approvedAt: new Date(createdAt.getTime() + rng.int(2, 30) * 3600_000) });

  // 2. Staff: one school account per school (demo.school at ABL) and the innovation coaches.
  const staffRows: (UserInsert & { kind: 'teacher' | 'school' })[] = [];
  for (const school of schoolList) {
    const isAbl = school.id === abl.id;
    const coordinatorCreated = createdBefore(rng, ctx.windowStart, 70, 85);
    const coordinatorName = `${rng.pick(ADULT_WOMEN)} ${rng.pick(SURNAMES)}`;
    staffRows.push({
      ...base(isAbl ? DEMO_USERNAMES.school : pool.next(coordinatorName.split(' ')[0], coordinatorName.split(' ')[1]), 'school',
        isAbl ? 'Sunita Kapoor' : coordinatorName, school.id, coordinatorCreated),
      ...approvedByAdmin(coordinatorCreated), kind: 'school',
    });
    // Two innovation coaches per school; ABL has the demo teacher on top of its two.
    for (let t = 0; t < (isAbl ? 3 : 2); t++) {
      const created = createdBefore(rng, ctx.windowStart, 60, 80);
      const first = rng.chance(0.6) ? rng.pick(ADULT_WOMEN) : rng.pick(ADULT_MEN);
      const last = rng.pick(SURNAMES);
      const demo = isAbl && t === 0;
      staffRows.push({
        ...base(demo ? DEMO_USERNAMES.teacher : pool.next(first, last), 'teacher', demo ? 'Neha Verma' : `${first} ${last}`, school.id, created),
        ...approvedByAdmin(created), kind: 'teacher',
      });
    }
  }
  const staffIds = await insertUsers(ctx, staffRows);
  const toRef = (r: UserInsert): PersonRef => ({ id: staffIds.get(r.username)!, username: r.username, name: r.name!, schoolId: r.schoolId!, createdAt: r.createdAt as Date });
  const teachers = staffRows.filter((r) => r.kind === 'teacher').map(toRef);
  const schoolAccounts = staffRows.filter((r) => r.kind === 'school').map(toRef);
  await insertAll(ctx, teacherProfiles, teachers.map((t) => ({ userId: t.id, schoolId: t.schoolId, designation: 'Innovation Coach' })));
  await insertAll(ctx, schoolProfiles, schoolAccounts.map((s) => ({ userId: s.id, schoolId: s.schoolId, designation: 'School Coordinator' })));
  const coordinatorOf = new Map(schoolAccounts.map((s) => [s.schoolId, s]));

  // 3. Students: about 4-6 per grade and school, sections A and B everywhere, C and D in some grades.
  const studentDrafts: (Omit<StudentRef, 'id'> & { avatarKey: string | null; surname: string })[] = [];
  for (const school of schoolList) {
    const isAbl = school.id === abl.id;
    for (const cls of classPlan(rng, isAbl)) {
      const demo = isAbl && cls.grade === 7 && cls.section === 'A' && !studentDrafts.some((s) => s.username === DEMO_USERNAMES.student);
      const first = demo ? 'Aarav' : rng.chance(0.5) ? rng.pick(BOY_NAMES) : rng.pick(GIRL_NAMES);
      const surname = demo ? 'Sharma' : rng.pick(SURNAMES);
      const inactive = !demo && rng.chance(0.06);
      studentDrafts.push({
        username: demo ? DEMO_USERNAMES.student : pool.next(first, surname),
        name: `${first} ${surname}`,
        surname,
        schoolId: school.id,
        grade: cls.grade,
        section: cls.section,
        createdAt: createdBefore(rng, ctx.windowStart, 5, 50),
        engagement: demo ? 0.85 : inactive ? 0 : rng.normal(0.6, 0.2, 0.15, 1),
        ability: demo ? 0.8 : rng.normal(0.66, 0.14, 0.3, 0.97),
        avatarKey: demo ? 'robot' : rng.chance(0.8) ? rng.pick(DEMO_AVATARS).key : null,
      });
    }
  }
  const studentIds = await insertUsers(ctx, studentDrafts.map((s) => base(s.username, 'student', s.name, s.schoolId, s.createdAt)));
  const students: StudentRef[] = studentDrafts.map((s) => ({
    id: studentIds.get(s.username)!, username: s.username, name: s.name, schoolId: s.schoolId, grade: s.grade,
    section: s.section, createdAt: s.createdAt, engagement: s.engagement, ability: s.ability,
  }));
  await insertAll(ctx, studentProfiles, studentDrafts.map((s) => ({
    userId: studentIds.get(s.username)!, schoolId: s.schoolId, grade: s.grade, section: s.section, avatarKey: s.avatarKey,
  })));
  const demoStudent = students.find((s) => s.username === DEMO_USERNAMES.student)!;

  // 4. Parents: the demo parent plus about 120 more, each linked (approved) to one child at the child's school.
  const children = [demoStudent, ...rng.sample(students.filter((s) => s.id !== demoStudent.id), 119)];
  const parentDrafts = children.map((child, i) => {
    const demo = i === 0;
    const first = demo ? 'Rajesh' : rng.chance(0.5) ? rng.pick(ADULT_WOMEN) : rng.pick(ADULT_MEN);
    const surname = studentDrafts.find((s) => s.username === child.username)!.surname;
    const created = new Date(child.createdAt.getTime() + rng.int(1, 20) * 86_400_000);
    return {
      child,
      row: {
        ...base(demo ? DEMO_USERNAMES.parent : pool.next(first, surname), 'parent', `${first} ${surname}`, child.schoolId, created),
        phoneNumber: `9${String(rng.int(100000000, 999999999))}`,
        approvedBy: coordinatorOf.get(child.schoolId)!.id,
        approvedAt: new Date(created.getTime() + rng.int(3, 48) * 3600_000),
      } satisfies UserInsert,
    };
  });
  const parentIds = await insertUsers(ctx, parentDrafts.map((p) => p.row));
  const parents: ParentRef[] = parentDrafts.map((p) => ({
    id: parentIds.get(p.row.username)!, username: p.row.username, name: p.row.name!, schoolId: p.child.schoolId,
    createdAt: p.row.createdAt as Date, childId: p.child.id,
  }));
  await insertAll(ctx, parentProfiles, parents.map((p) => ({ userId: p.id, schoolId: p.schoolId })));
  await insertAll(ctx, parentChildLinks, parentDrafts.map((p) => ({
    parentId: parentIds.get(p.row.username)!, studentId: p.child.id, status: 'approved',
    decidedBy: p.row.approvedBy, decidedAt: p.row.approvedAt, createdAt: p.row.createdAt,
  })));

  await seedPendingAccounts(ctx, rng, passwordHash, schoolList, students.filter((s) => s.schoolId === abl.id && s.id !== demoStudent.id));

  const classMap = new Map<string, { schoolId: number; grade: number; section: string; studentIds: number[] }>();
  for (const s of students) {
    const key = `${s.schoolId}|${String(s.grade).padStart(2, '0')}|${s.section}`;
    if (!classMap.has(key)) classMap.set(key, { schoolId: s.schoolId, grade: s.grade, section: s.section, studentIds: [] });
    classMap.get(key)!.studentIds.push(s.id);
  }
  const classes = [...classMap.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, c]) => c);

  const demoTeacher = teachers.find((t) => t.username === DEMO_USERNAMES.teacher)!;
  const demoSchool = schoolAccounts.find((t) => t.username === DEMO_USERNAMES.school)!;
  return {
    schools: schoolList, students, teachers, schoolAccounts, parents, adminId: admin.id, classes,
    demo: { student: demoStudent, teacher: demoTeacher, school: demoSchool, parent: parents[0], admin: admin.id },
  };
}

/** Accounts waiting for approval, so the approval screens have something to do. */
async function seedPendingAccounts(ctx: SeedContext, rng: Rng, passwordHash: string, schoolList: SchoolRef[], ablStudents: StudentRef[]) {
  const recent = (daysAgo: number) => istTime(addDays(ctx.today, -daysAgo), rng.int(10, 17), rng.int(0, 59));
  const [abl, second] = schoolList;
  const rows: UserInsert[] = [
    { username: PENDING_USERNAMES.teacher, name: 'Kiran Bhatia', role: 'teacher', schoolId: abl.id, createdAt: recent(2) },
    { username: PENDING_USERNAMES.school, name: 'Vikram Sethi', role: 'school', schoolId: second.id, createdAt: recent(3) },
    { username: PENDING_USERNAMES.parent, name: 'Meenakshi Iyer', role: 'parent', schoolId: abl.id, createdAt: recent(1), phoneNumber: '9876501234' },
  ].map((r) => ({ ...r, email: `${r.username}@${EMAIL_DOMAIN}`, passwordHash, approvalStatus: 'pending' as const }));
  const ids = await insertUsers(ctx, rows);
  await insertAll(ctx, teacherProfiles, [{ userId: ids.get(PENDING_USERNAMES.teacher)!, schoolId: abl.id }]);
  await insertAll(ctx, schoolProfiles, [{ userId: ids.get(PENDING_USERNAMES.school)!, schoolId: second.id }]);
  await insertAll(ctx, parentProfiles, [{ userId: ids.get(PENDING_USERNAMES.parent)!, schoolId: abl.id }]);
  const child = rng.pick(ablStudents);
  await insertAll(ctx, parentChildLinks, [{ parentId: ids.get(PENDING_USERNAMES.parent)!, studentId: child.id, status: 'pending', createdAt: rows[2].createdAt }]);
}

/** Inserts users in chunks and returns their ids by username. */
async function insertUsers(ctx: SeedContext, rows: UserInsert[]): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const part of chunks(rows.map(({ kind: _kind, ...r }: UserInsert & { kind?: string }) => r), 500)) {
    const back = await ctx.db.insert(users).values(part).returning({ id: users.id, username: users.username });
    for (const r of back) ids.set(r.username, r.id);
  }
  countRows(ctx, 'users', rows.length);
  return ids;
}
