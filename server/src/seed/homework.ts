import { holidayHomeworkSubmissions } from '../schema';
import { type SeedContext, insertAll, storeFile } from './context';
import type { Curriculum } from './curriculum';
import { simplePdf } from './pdf';
import type { People, StudentRef } from './schools-and-users';
import { addDays, istTime } from './time';

/** Holiday homework ideas per catalogue subject slug. */
const IDEAS: Record<string, string[]> = {
  robotics: [
    'I built a hydraulic robot arm from cardboard, syringes and water. Pushing a syringe lifts the arm.',
    'I listed ten machines at home and marked which ones sense, think and act. Only the washing machine came close to a robot.',
    'I wrote the steps for a robot to go around our living room table and tested them with my brother acting as the robot.',
  ],
  'scratch-programming': [
    'I made a Scratch game where a cat catches falling mangoes. The score goes up by one for every mango.',
    'I animated a story about saving water in Scratch with two sprites talking to each other.',
    'I built a quiz in Scratch with five questions about planets. It says "Well done!" for a right answer.',
  ],
  electronics: [
    'I made a simple circuit with a battery, a switch and an LED on a piece of cardboard.',
    'I checked which things at home conduct electricity: a spoon and a key did, an eraser and a pencil cover did not.',
    'I drew the circuit diagram of a torch and labelled the cell, switch and bulb.',
  ],
  'artificial-intelligence': [
    'I sorted 30 pictures of fruits into groups to see how a computer could learn to tell mangoes from bananas.',
    'I found five places where AI helps us at home, such as voice assistants and map directions.',
    'I wrote about how a spam filter learns from examples of good and bad messages.',
  ],
};

const slugify = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/** Holiday homework from about a third of the students: text, a PDF, or both. */
export async function seedHolidayHomework(ctx: SeedContext, people: People, curriculum: Curriculum): Promise<void> {
  const rng = ctx.rng.fork('homework');
  const shortName = new Map(people.schools.map((s) => [s.id, s.shortName]));
  const demo = people.demo.student;
  const others = people.students.filter((s) => s.engagement > 0 && s.id !== demo.id);
  const submitters: { student: StudentRef; count: number }[] = [
    { student: demo, count: 2 },
    ...rng.sample(others, Math.round(people.students.length / 3) - 1).map((student) => ({ student, count: rng.chance(0.4) ? 2 : 1 })),
  ];

  const rows: (typeof holidayHomeworkSubmissions.$inferInsert)[] = [];
  for (const { student, count } of submitters) {
    const subjects = curriculum.byGrade.get(student.grade)!;
    const isDemo = student.id === demo.id;
    const picked = isDemo ? subjects.filter((s) => s.slug === 'robotics' || s.slug === 'scratch-programming') : rng.sample(subjects, count);
    const daysAgo = rng.sample([2, 5, 9, 14, 20, 27, 33, 41, 48, 55, 62, 70], count).sort((a, b) => b - a);
    for (let i = 0; i < count; i++) {
      const subject = picked[i];
      const idea = rng.pick(IDEAS[subject.slug] ?? IDEAS.robotics);
      const submittedAt = istTime(addDays(ctx.today, -daysAgo[i]), 0, rng.int(10 * 60, 20 * 60));
      // Text only, PDF only, or both; the demo student's first one has a PDF, the second is text only.
      const kind = isDemo ? (i === 0 ? 'both' : 'text') : rng.weighted(['text', 'file', 'both'] as const, [0.55, 0.2, 0.25]);
      let fileId: string | null = null;
      if (kind !== 'text') {
        const bytes = await simplePdf(`Holiday Homework: ${subject.name}`, `${student.name}, Grade ${student.grade} ${student.section}, ${shortName.get(student.schoolId)}`, [
          { heading: 'What I did', lines: [idea] },
          { heading: 'What I learnt', lines: [`This connects to the lesson "${rng.pick(subject.content.lessons).name}".`, 'Next time I want to try a bigger version with my friends.'] },
        ]);
        fileId = await storeFile(ctx, bytes, {
          originalName: `${slugify(student.name)}-${subject.slug}-holiday-homework.pdf`, kind: 'homework',
          ownerId: student.id, schoolId: student.schoolId, createdAt: submittedAt,
        });
      }
      rows.push({
        studentId: student.id, schoolId: student.schoolId, grade: student.grade, section: student.section,
        text: kind === 'file' ? null : `${subject.name}: ${idea}`, fileId, submittedAt,
      });
    }
  }
  rows.sort((a, b) => (a.submittedAt as Date).getTime() - (b.submittedAt as Date).getTime());
  await insertAll(ctx, holidayHomeworkSubmissions, rows);
}
