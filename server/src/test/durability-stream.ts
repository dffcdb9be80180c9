/**
 * The durability test's pieces: the accounts and records a stream of writes needs, the stream itself (client loops
 * that note every write the server acknowledged), and what the database holds afterwards.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { subjects, lessons, lessonSchools } from '../features/lessons/lessons.table';
import { inventoryComponents, inventoryTransactions } from '../features/inventory/inventory.table';
import { quizAttempts, attemptAnswers } from '../features/quizzes/quizzes.table';
import { createQuiz, type TestQuiz } from '../features/quizzes/quiz-test-fixtures';
import { seedWorld, type PersonSpec } from './world';

export const LOOPS = { heartbeat: 8, quiz: 8, inventory: 4 };
const HEARTBEAT_STUDENTS_PER_LOOP = 10;
const QUIZ_STUDENTS_PER_LOOP = 6;
const COMPONENTS = 2;
const OPENING_STOCK = 500_000;

export interface StreamFixtures {
  lessonName: string;
  heartbeat: { id: number; token: string }[];
  quizTakers: { id: number; token: string }[];
  quiz: TestQuiz;
  teacherToken: string;
  componentIds: number[];
}

/** `n` students of 7 A, `${prefix}.0` …, each named `${prefix} <i>`. */
const students = (prefix: string, n: number): Record<string, PersonSpec<'durable'>> => Object.fromEntries(
  Array.from({ length: n }, (_, i) => [`${prefix}.${i}`, { role: 'student', school: 'durable', grade: 7, section: 'A', name: `${prefix} ${i}` }]),
);

/** One school with a lesson to spend time on, students, a quiz for their class, a teacher and stocked components. */
export async function createStreamFixtures(db: Db): Promise<StreamFixtures> {
  const heartbeatCount = LOOPS.heartbeat * HEARTBEAT_STUDENTS_PER_LOOP;
  const takerCount = LOOPS.quiz * QUIZ_STUDENTS_PER_LOOP;
  const w = await seedWorld<'durable', string>(db, {
    schools: { durable: { name: 'Durable School, Sector 9, Noida' } },
    users: { ...students('beat', heartbeatCount), ...students('taker', takerCount), 'durable.teacher': { role: 'teacher', school: 'durable' } },
  });
  const schoolId = w.school.durable;
  const signedIn = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => ({ id: w.id[`${prefix}.${i}`], token: w.token[`${prefix}.${i}`] }));
  const [subject] = await db.insert(subjects).values({ grade: 7, slug: 'robotics', name: 'Robotics' }).returning();
  const [lesson] = await db.insert(lessons).values({ subjectId: subject.id, position: 1, name: 'What is a robot?' }).returning();
  await db.insert(lessonSchools).values({ lessonId: lesson.id, schoolId });
  const heartbeat = signedIn('beat', heartbeatCount);
  const quizTakers = signedIn('taker', takerCount);
  const quiz = await createQuiz(db, { name: 'Durability', minutes: 60, questionCount: 4, classes: [{ schoolId, grade: 7, section: 'A' }] });
  const teacherId = w.id['durable.teacher'];
  const componentIds: number[] = [];
  for (let c = 0; c < COMPONENTS; c++) {
    const [row] = await db.insert(inventoryComponents).values({
      componentId: `CMP-DURABLE-${c}`, schoolId, componentName: `Servo ${c}`, totalQuantity: OPENING_STOCK, quantityAvailable: OPENING_STOCK,
    }).returning();
    await db.insert(inventoryTransactions).values({ componentId: row.id, transactionType: 'Credit', quantityChange: OPENING_STOCK, modifiedBy: teacherId });
    componentIds.push(row.id);
  }
  return { lessonName: lesson.name, heartbeat, quizTakers, quiz, teacherToken: w.token['durable.teacher'], componentIds };
}

/** Every write the server answered 2xx, as the client saw it. */
export interface Acknowledged {
  /** student id → credited_seconds summed over the acknowledged heartbeats. */
  credited: Map<number, number>;
  heartbeats: number;
  /** student id → question id → answer id. */
  answers: Map<number, Map<number, number>>;
  answerCount: number;
  started: Set<number>;
  /** Students whose submit was sent, answered or not: one cut off by the kill may still have committed. */
  submitSent: Set<number>;
  submitted: Set<number>;
  /** component id → `${type}:${quantity}` of each acknowledged change (unique per component by construction). */
  inventory: Map<number, Set<string>>;
  inventoryCount: number;
  /** Requests that got no answer or an error status (expected only around the kill). */
  failures: string[];
}

/**
 * Runs the loops until `stop()` is called or the server goes away: heartbeats (each loop walks its own students, so
 * every first heartbeat credits time), quiz takers (start, each answer once, submit), and teachers crediting and
 * debiting components with quantities no other request uses, so each acknowledged change can be found.
 */
export function streamWrites(url: string, f: StreamFixtures) {
  const ack: Acknowledged = {
    credited: new Map(), heartbeats: 0, answers: new Map(), answerCount: 0, started: new Set(), submitSent: new Set(), submitted: new Set(),
    inventory: new Map(f.componentIds.map((id) => [id, new Set<string>()])), inventoryCount: 0, failures: [],
  };
  let stopped = false;
  /** The JSON answer of a 2xx, else null (and the loop ends: the server is gone or refused). */
  const call = async (method: string, path: string, token: string, body?: unknown): Promise<Record<string, unknown> | null> => {
    try {
      const res = await fetch(`${url}/api${path}`, {
        method, headers: { authorization: `Token ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const json = (await res.json()) as Record<string, unknown>;
      if (res.ok) return json;
      ack.failures.push(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
    } catch (err) {
      ack.failures.push(`${method} ${path}: ${(err as Error).message}`);
    }
    stopped = true;
    return null;
  };

  const heartbeatLoop = async (k: number) => {
    const mine = f.heartbeat.slice(k * HEARTBEAT_STUDENTS_PER_LOOP, (k + 1) * HEARTBEAT_STUDENTS_PER_LOOP);
    for (let n = 0; !stopped; n++) {
      const student = mine[n % mine.length];
      const res = await call('POST', '/student_dashboard/track-activity/', student.token, { grade: 7, subject: 'robotics', lesson_name: f.lessonName, action: 'content', time_spent: 30 });
      if (!res) return;
      ack.heartbeats++;
      ack.credited.set(student.id, (ack.credited.get(student.id) ?? 0) + Number(res.credited_seconds));
    }
  };

  const quizLoop = async (k: number) => {
    const mine = f.quizTakers.slice(k * QUIZ_STUDENTS_PER_LOOP, (k + 1) * QUIZ_STUDENTS_PER_LOOP);
    for (const student of mine) {
      if (stopped || !(await call('POST', `/quiz/${f.quiz.id}/start/`, student.token))) return;
      ack.started.add(student.id);
      const chosen = f.quiz.questions.map((q, i) => ({ question_id: q.id, answer_id: (i + student.id) % 2 ? q.right.id : q.wrong[0].id }));
      for (const answer of chosen) {
        if (stopped || !(await call('PUT', `/quiz/${f.quiz.id}/answers/`, student.token, answer))) return;
        if (!ack.answers.has(student.id)) ack.answers.set(student.id, new Map());
        ack.answers.get(student.id)!.set(answer.question_id, answer.answer_id);
        ack.answerCount++;
      }
      if (stopped) return;
      ack.submitSent.add(student.id);
      if (!(await call('POST', `/quiz/${f.quiz.id}/save/`, student.token, { answers: chosen }))) return;
      ack.submitted.add(student.id);
    }
  };

  const inventoryLoop = async (k: number) => {
    const component = f.componentIds[k % f.componentIds.length];
    const loopsOnIt = Math.ceil(LOOPS.inventory / f.componentIds.length);
    for (let n = 0; !stopped; n++) {
      // Quantities differ between the loops sharing a component, and between a loop's own requests.
      const quantity = n * loopsOnIt + Math.floor(k / f.componentIds.length) + 1;
      const type = n % 2 === 0 ? 'Credit' : 'Debit';
      if (!(await call('PATCH', '/teacher_dashboard/inventory/', f.teacherToken, { id: component, transaction_type: type, quantity_change: quantity }))) return;
      ack.inventory.get(component)!.add(`${type}:${quantity}`);
      ack.inventoryCount++;
    }
  };

  const done = Promise.all([
    ...Array.from({ length: LOOPS.heartbeat }, (_, k) => heartbeatLoop(k)),
    ...Array.from({ length: LOOPS.quiz }, (_, k) => quizLoop(k)),
    ...Array.from({ length: LOOPS.inventory }, (_, k) => inventoryLoop(k)),
  ]);
  return { ack, done, stop: () => { stopped = true; } };
}

/** What the database holds for the stream's records. */
export async function readStored(db: Db, f: StreamFixtures) {
  const seconds = await db.execute(sql`select student_id, sum(seconds)::int as seconds from activity_daily group by student_id`);
  const storedSeconds = new Map((seconds as unknown as { rows: { student_id: number; seconds: number }[] }).rows.map((r) => [Number(r.student_id), Number(r.seconds)]));
  const attempts = await db.select({ id: quizAttempts.id, studentId: quizAttempts.studentId, status: quizAttempts.status })
    .from(quizAttempts).where(eq(quizAttempts.quizId, f.quiz.id));
  const answerRows = attempts.length === 0 ? [] : await db.select().from(attemptAnswers).where(inArray(attemptAnswers.attemptId, attempts.map((a) => a.id)));
  const studentOf = new Map(attempts.map((a) => [a.id, a.studentId]));
  const storedAnswers = new Map<number, Map<number, number | null>>();
  for (const r of answerRows) {
    const s = studentOf.get(r.attemptId)!;
    if (!storedAnswers.has(s)) storedAnswers.set(s, new Map());
    storedAnswers.get(s)!.set(r.questionId, r.answerId);
  }
  const components = await db.select().from(inventoryComponents).where(inArray(inventoryComponents.id, f.componentIds));
  const transactions = await db.select().from(inventoryTransactions).where(inArray(inventoryTransactions.componentId, f.componentIds));
  return { storedSeconds, attempts, storedAnswers, components, transactions };
}
