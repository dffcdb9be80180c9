import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { intArray } from '../../db/array-literals';
import { storeNotification } from '../notifications';

/** A student the retention job has just warned about: who, which school, when they left and when the data goes. */
export interface WarnedStudent {
  student_id: number;
  name: string;
  school_id: number;
  deactivated_at: string | Date;
  erase_on: string | Date;
}

/** The UTC day of an instant as the notices and the erasure's proof write it, e.g. 2028-05-31. */
export const day = (d: string | Date) => new Date(d).toISOString().slice(0, 10);

/** The warning about one student, in English and Hindi: what a parent gets, and a school about a lone leaver. */
function aboutOneStudent(w: WarnedStudent, retentionDays: number) {
  const left = day(w.deactivated_at);
  const on = day(w.erase_on);
  return {
    subject: `Data to be erased on ${on}: ${w.name} / ${w.name} का डेटा ${on} को मिटाया जाएगा`,
    message: `${w.name}'s account was deactivated on ${left}. As the privacy notice says, a student's data is kept ${retentionDays} days after they leave and then erased: on ${on}. To keep it, the school reactivates the account before then.\n\n`
      + `${w.name} का खाता ${left} को निष्क्रिय किया गया था। गोपनीयता सूचना के अनुसार, विद्यार्थी के जाने के ${retentionDays} दिन बाद उनका डेटा मिटा दिया जाता है: ${on} को। इसे रखने के लिए विद्यालय उससे पहले खाता फिर से सक्रिय करे।`,
  };
}

/** The warning a school gets about several students of one run (their data goes on the same day): one notice, each named. */
function aboutStudents(students: readonly WarnedStudent[], retentionDays: number) {
  const on = day(students[0].erase_on);
  const n = students.length;
  const list = students.map((w) => `- ${w.name} (${day(w.deactivated_at)})`).join('\n');
  return {
    subject: `Data to be erased on ${on}: ${n} students / ${n} विद्यार्थियों का डेटा ${on} को मिटाया जाएगा`,
    message: `The accounts of these ${n} students were deactivated on the dates shown. As the privacy notice says, a student's data is kept ${retentionDays} days after they leave and then erased: on ${on}. To keep a student's data, the school reactivates their account before then.\n\n`
      + `इन ${n} विद्यार्थियों के खाते दिखाई गई तारीखों को निष्क्रिय किए गए थे। गोपनीयता सूचना के अनुसार, विद्यार्थी के जाने के ${retentionDays} दिन बाद उनका डेटा मिटा दिया जाता है: ${on} को। किसी विद्यार्थी का डेटा रखने के लिए विद्यालय उससे पहले उसका खाता फिर से सक्रिय करे।\n\n`
      + list,
  };
}

/**
 * Tells the people concerned about the students just warned about (ADR 0038): each confirmed parent about their own
 * child, and each school's active school accounts once, naming every student. When a school deactivates a class that
 * is leaving, its office gets one notice instead of one per student. The recipients come from one statement for the
 * whole batch. Returns the notifications' publishers, for the live streams.
 */
export async function notifyRetentionWarnings(db: Db, warned: readonly WarnedStudent[], retentionDays: number): Promise<(() => void)[]> {
  if (warned.length === 0) return [];
  const recipients = rowsOf<{ kind: 'school' | 'parent'; key: number; ids: number[] }>(await db.execute(sql`
    select 'school' as kind, school_id as key, array_agg(id) as ids from users
    where role = 'school' and deactivated_at is null and school_id = any(${intArray(warned.map((w) => w.school_id))}::int[])
    group by school_id
    union all
    select 'parent', student_id, array_agg(parent_id) from parent_child_links
    where status = 'approved' and student_id = any(${intArray(warned.map((w) => w.student_id))}::int[])
    group by student_id`));
  const recipientsOf = new Map(recipients.map((r) => [`${r.kind} ${r.key}`, r.ids.map(Number)]));
  const idsOf = (kind: 'school' | 'parent', key: number) => recipientsOf.get(`${kind} ${key}`) ?? [];

  const publish: (() => void)[] = [];
  const send = async (note: { subject: string; message: string }, schoolId: number, ids: number[]) => {
    if (ids.length === 0) return;
    const stored = await storeNotification(db, { ...note, type: 'warning', sentBy: null, schoolId }, ids);
    publish.push(() => void stored.publish());
  };
  for (const w of warned) await send(aboutOneStudent(w, retentionDays), w.school_id, idsOf('parent', w.student_id));

  // One run warns only about students whose data goes 48 hours after it (erase_on is the run's time plus the warning's
  // hours for each), so a school's students of one run share one erasure day and one notice.
  const bySchool = new Map<number, WarnedStudent[]>();
  for (const w of warned) {
    const students = bySchool.get(w.school_id) ?? [];
    students.push(w);
    bySchool.set(w.school_id, students);
  }
  for (const [schoolId, students] of bySchool) {
    const sorted = [...students].sort((a, b) => a.name.localeCompare(b.name));
    await send(sorted.length === 1 ? aboutOneStudent(sorted[0], retentionDays) : aboutStudents(sorted, retentionDays), schoolId, idsOf('school', schoolId));
  }
  return publish;
}
