/** The authoring tests' world: the access cast (two schools, every kind of caller) on a fresh app, and calls as each. */
import { desc } from 'drizzle-orm';
import type { CreateQuizRequest } from '@prayog/contract';
import { createTestApp, type TestApp } from '../../test/test-app';
import { ACTORS, castToken, createCast, type Actor, type Cast } from '../../test/cast';
import { callerWith, type Caller } from '../../test/world';
import { auditLog } from '../audit/audit.table';

export interface AuthoringWorld {
  t: TestApp;
  cast: Cast;
  /** Calls the API as an actor of the cast (a token per actor, issued once; none for anonymous). */
  as(actor: Actor): Caller;
  lastAudit(): Promise<typeof auditLog.$inferSelect>;
}

export async function createAuthoringWorld(): Promise<AuthoringWorld> {
  const t = await createTestApp();
  // The cast's rows are a seedWorld (test/cast.ts); each actor signs in once here.
  const cast = await createCast(t.db, t.ctx.storage);
  const callers = new Map(await Promise.all(ACTORS.map(async (actor) => [actor, callerWith(t, await castToken(t, actor))] as const)));
  return {
    t, cast,
    as: (actor) => callers.get(actor)!,
    lastAudit: async () => (await t.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0],
  };
}

/** A question with its answers; `correct` is the index of the right one (null: none, an array: several). */
export function question(text: string, answerTexts: string[], correct: number | number[] | null = 0) {
  const right = correct === null ? [] : Array.isArray(correct) ? correct : [correct];
  return { text, answers: answerTexts.map((a, i) => ({ text: a, is_correct: right.includes(i) })) };
}

export const quizBody = (over: Partial<CreateQuizRequest> = {}): CreateQuizRequest => ({
  name: 'Circuits check', topic: 'Simple circuits', quiz_type: 'homework', time_minutes: 10, grade: 7,
  questions: [question('What makes a bulb glow?', ['A closed circuit', 'An open circuit', 'A magnet']), question('What does a switch do?', ['Opens and closes a circuit', 'Stores charge'])],
  ...over,
});
