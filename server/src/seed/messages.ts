import { notifications, notificationRecipients, teacherRemarks, NOTIFICATION_TYPES } from '../schema';
import { type SeedContext, countRows, insertAll } from './context';
import type { Curriculum } from './curriculum';
import type { Rng } from './random';
import type { People, PersonRef, StudentRef } from './schools-and-users';
import { addDays, addMinutes, istTime } from './time';

type NotificationType = (typeof NOTIFICATION_TYPES)[number];
interface Template { subject: string; message: string; type: NotificationType; withLink?: boolean }

const CLASS_MESSAGES: Template[] = [
  { subject: 'New homework assigned', message: 'Your new homework is open in Assessments. Finish it before the due date.', type: 'info', withLink: true },
  { subject: 'Robotics workshop on Friday', message: 'Bring your notebook; we will build a robot arm in the STEM lab.', type: 'info' },
  { subject: 'Post-assessment next week', message: 'Revise lessons 1 to 4 before next week\'s post-assessment.', type: 'warning', withLink: true },
  { subject: 'Lab kits to return', message: 'Please return the borrowed sensor kits to the lab by Thursday.', type: 'alert' },
  { subject: 'Science exhibition registrations', message: 'Tell your coach by Monday if your team wants a table at the exhibition.', type: 'info' },
  { subject: 'Great class today!', message: 'Everyone finished the simulator challenge. Well done!', type: 'success' },
];

const PERSONAL_MESSAGES: Template[] = [
  { subject: 'Great work on your project', message: 'Your project was one of the best in the class. Keep it up!', type: 'success' },
  { subject: 'Missed homework', message: 'You have not attempted your last homework yet. Please try it today.', type: 'warning', withLink: true },
  { subject: 'Kreativity Show', message: 'You have been picked for the Kreativity Show team. Meet me in the lab on Wednesday.', type: 'info' },
];

const REMARKS = [
  (n: string) => `${n} asks thoughtful questions and helps classmates in the lab.`,
  (n: string) => `${n} is doing well in the simulator activities; should revise the key terms.`,
  (n: string) => `${n} needs to attempt homework on time. Capable of much more.`,
  (n: string) => `${n} showed real creativity in the innovation club project.`,
  (n: string) => `${n} has improved steadily since the pre-assessment. Good effort!`,
  (n: string) => `${n} should spend more time on the lesson content before the quizzes.`,
  (n: string) => `${n} works carefully and explains ideas clearly to the group.`,
];

/**
 * Notifications from coaches to their students: to whole classes and to single students, about
 * 60% already read. Teacher remarks: one to three for about 60% of students, newest last.
 */
export async function seedMessages(ctx: SeedContext, people: People, curriculum: Curriculum): Promise<void> {
  const rng = ctx.rng.fork('messages');
  const demo = people.demo.student;
  const drafts: { row: typeof notifications.$inferInsert; recipients: { userId: number; readAt: Date | null }[] }[] = [];
  const firstName = (s: StudentRef) => s.name.split(' ')[0];

  const linkFor = (grade: number) => {
    const subject = rng.pick(curriculum.byGrade.get(grade)!);
    return `/learning/${grade}/${subject.slug}/`;
  };
  const readMaybe = (sentAt: Date, p = 0.6) => (rng.chance(p) ? addMinutes(sentAt, rng.int(30, 3 * 24 * 60)) : null);
  const cap = (d: Date | null) => (d && d > ctx.now ? null : d);

  for (const school of people.schools) {
    const coaches = people.teachers.filter((t) => t.schoolId === school.id);
    const classes = people.classes.filter((c) => c.schoolId === school.id);
    const isDemoSchool = school.id === demo.schoolId;
    const demoClass = classes.find((c) => c.grade === demo.grade && c.section === demo.section);

    const classNotes = rng.int(4, 6);
    for (let i = 0; i < classNotes; i++) {
      // At the demo school the two newest class notices go to the demo student's class.
      const cls = isDemoSchool && i >= classNotes - 2 ? demoClass! : rng.pick(classes);
      const t = rng.pick(CLASS_MESSAGES);
      const sentAt = istTime(addDays(ctx.today, -Math.round(((classNotes - i) * 60) / classNotes) + rng.int(0, 3)), 0, rng.int(8 * 60, 15 * 60));
      drafts.push(note(isDemoSchool ? people.demo.teacher : rng.pick(coaches), school.id, t, sentAt, t.withLink ? linkFor(cls.grade) : null,
        cls.studentIds.map((userId) => ({ userId, readAt: cap(readMaybe(sentAt)) }))));
    }
    const students = people.students.filter((s) => s.schoolId === school.id);
    for (let i = 0; i < rng.int(2, 4); i++) {
      const s = rng.pick(students);
      const t = rng.pick(PERSONAL_MESSAGES);
      const sentAt = istTime(addDays(ctx.today, -rng.int(3, 50)), 0, rng.int(8 * 60, 15 * 60));
      drafts.push(note(rng.pick(coaches), school.id, { ...t, message: `${firstName(s)}, ${t.message}` }, sentAt, t.withLink ? linkFor(s.grade) : null,
        [{ userId: s.id, readAt: cap(readMaybe(sentAt)) }]));
    }
    if (isDemoSchool) {
      // A personal note for the demo student: the newest of all, and unread.
      const sentAt = new Date(ctx.now.getTime() - 2 * 3600_000);
      const t = PERSONAL_MESSAGES[0];
      drafts.push(note(people.demo.teacher, school.id, { ...t, message: `${firstName(demo)}, ${t.message}` }, sentAt, null, [{ userId: demo.id, readAt: null }]));
    }
  }

  drafts.sort((a, b) => (a.row.createdAt as Date).getTime() - (b.row.createdAt as Date).getTime());
  // A few dozen rows: one insert each keeps every id paired with its recipients.
  const recipientRows: (typeof notificationRecipients.$inferInsert)[] = [];
  for (const d of drafts) {
    const [row] = await ctx.db.insert(notifications).values(d.row).returning({ id: notifications.id });
    for (const r of d.recipients) recipientRows.push({ notificationId: row.id, ...r });
  }
  countRows(ctx, 'notifications', drafts.length);
  await insertAll(ctx, notificationRecipients, recipientRows);

  await insertAll(ctx, teacherRemarks, remarks(ctx, rng, people));
}

function note(from: PersonRef, schoolId: number, t: Template, sentAt: Date, link: string | null, recipients: { userId: number; readAt: Date | null }[]) {
  return {
    row: { subject: t.subject, message: t.message, link, notificationType: t.type, sentBy: from.id, schoolId, createdAt: sentAt },
    recipients,
  };
}

function remarks(ctx: SeedContext, rng: Rng, people: People): (typeof teacherRemarks.$inferInsert)[] {
  const rows: (typeof teacherRemarks.$inferInsert)[] = [];
  const demo = people.demo.student;
  for (const s of people.students) {
    const first = s.name.split(' ')[0];
    if (s.id === demo.id) {
      rows.push({ teacherId: people.demo.teacher.id, studentId: s.id, remark: REMARKS[4](first), createdAt: istTime(addDays(ctx.today, -40), 14, 10) });
      rows.push({ teacherId: people.demo.teacher.id, studentId: s.id, remark: REMARKS[3](first), createdAt: istTime(addDays(ctx.today, -3), 13, 25) });
      continue;
    }
    if (s.engagement === 0 || !rng.chance(0.6)) continue;
    const coaches = people.teachers.filter((t) => t.schoolId === s.schoolId);
    const days = rng.sample([5, 12, 25, 40, 60, 85, 110, 140], rng.int(1, 3)).sort((a, b) => b - a);
    for (const d of days) {
      rows.push({ teacherId: rng.pick(coaches).id, studentId: s.id, remark: rng.pick(REMARKS)(first), createdAt: istTime(addDays(ctx.today, -d), 0, rng.int(9 * 60, 16 * 60)) });
    }
  }
  return rows.sort((a, b) => (a.createdAt as Date).getTime() - (b.createdAt as Date).getTime());
}
