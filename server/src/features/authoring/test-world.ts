/** The authoring tests' world: the access cast (two schools, every kind of caller) on a fresh app, and calls as each. */
import { desc } from 'drizzle-orm';
import type { HTTPMethods, InjectOptions, LightMyRequestResponse } from 'fastify';
import { createTestApp, authHeader, type TestApp } from '../../test/test-app';
import { castToken, createCast, type Actor, type Cast } from '../../test/cast';
import { auditLog } from '../audit/audit.table';

export interface AuthoringWorld {
  t: TestApp;
  cast: Cast;
  /** Calls the API as an actor (a token per actor, issued once). */
  call(actor: Actor, method: HTTPMethods, url: string, payload?: InjectOptions['payload']): Promise<LightMyRequestResponse>;
  lastAudit(): Promise<typeof auditLog.$inferSelect>;
}

export async function createAuthoringWorld(): Promise<AuthoringWorld> {
  const t = await createTestApp();
  const cast = await createCast(t.db, t.ctx.storage);
  const tokens = new Map<Actor, string | null>();
  return {
    t, cast,
    async call(actor, method, url, payload) {
      if (!tokens.has(actor)) tokens.set(actor, await castToken(t, actor));
      const token = tokens.get(actor)!;
      return t.app.inject({ method, url, payload, headers: token ? authHeader(token) : {} });
    },
    lastAudit: async () => (await t.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0],
  };
}

/** A question with its answers; `correct` is the index of the right one (null: none, an array: several). */
export function question(text: string, answerTexts: string[], correct: number | number[] | null = 0) {
  const right = correct === null ? [] : Array.isArray(correct) ? correct : [correct];
  return { text, answers: answerTexts.map((a, i) => ({ text: a, is_correct: right.includes(i) })) };
}

export const quizBody = (over: Record<string, unknown> = {}) => ({
  name: 'Circuits check', topic: 'Simple circuits', quiz_type: 'homework', time_minutes: 10, grade: 7,
  questions: [question('What makes a bulb glow?', ['A closed circuit', 'An open circuit', 'A magnet']), question('What does a switch do?', ['Opens and closes a circuit', 'Stores charge'])],
  ...over,
});
