import { sql } from 'drizzle-orm';
import { QUIZ_CLOSED_MESSAGE, type Language, type QuizStartResponse, type QuizType } from '@prayog/contract';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../lib/http-errors';
import type { StudentContext } from '../../core/identity/student-context';
import { closeAttempts, isTimeOver, secondsLeft } from './attempt-scoring';
import { ALREADY_SUBMITTED, TIME_OVER } from './quiz-attempt.service';
import { startBatcher } from './start-batch';

/**
 * Starts the student's one attempt at a quiz or resumes the running one with its deadline and the answers saved
 * so far — one statement either way, shared with the other starts waiting at the same moment (start-batch.ts). A
 * submitted attempt cannot start again (409); one whose time ran out unseen is closed with the answers saved in time,
 * and the student is told so (409).
 */
export async function startAttempt(db: Db, student: StudentContext, quizId: number, now: Date, language: Language): Promise<{ created: boolean; body: QuizStartResponse }> {
  // Two starts at once (a double click, two tabs) go in two batches; when both run at the same moment the loser's
  // insert finds the winner's row and does nothing, and the start runs once more and resumes the winner's attempt.
  for (let round = 0; round < 2; round++) {
    const row = await startBatcher(db, language).submit({ student, quizId, now });
    if (row.attempt_id === null) {
      if (!row.assigned) throw notFound('This quiz is not assigned to your class.');
      if (row.closed) throw conflict(QUIZ_CLOSED_MESSAGE);
      if (row.total === 0) throw conflict('This quiz has no questions yet.');
      continue;
    }
    if (row.status === 'submitted') throw conflict(ALREADY_SUBMITTED);
    const deadline = new Date(row.deadline_ms!);
    if (isTimeOver(deadline, now)) {
      await closeAttempts(db, sql`a.id = ${row.attempt_id}::int`, sql`a.deadline_at`);
      throw conflict(`${TIME_OVER} Your saved answers were submitted.`);
    }
    const list = row.questions ?? [];
    return {
      created: row.created,
      body: {
        id: quizId, quiz_name: row.quiz_name!, topic: row.topic!, quiz_type: row.quiz_type as QuizType, time: row.time_minutes!,
        text_language: row.text_language!,
        no_of_questions: list.length, questions: list,
        attempt_id: row.attempt_id, started_at: new Date(row.started_ms!).toISOString(), deadline_at: deadline.toISOString(),
        seconds_left: secondsLeft(deadline, now), resumed: !row.created,
        max_marks: row.marks_total!, negative_percent: row.negative_percent!,
        allowed_seconds: Math.round((row.deadline_ms! - row.started_ms!) / 1000),
        saved_answers: row.saved ?? [],
      },
    };
  }
  throw conflict('The quiz could not be started; please try again.');
}
