ALTER TABLE "quizzes" ADD COLUMN "kind" text DEFAULT 'graded' NOT NULL;--> statement-breakpoint
ALTER TABLE "quizzes" ADD CONSTRAINT "quizzes_kind_ck" CHECK ("quizzes"."kind" in ('practice', 'graded'));--> statement-breakpoint
-- ADR 0022: a quiz is either practice or graded. Existing quizzes are classified: a quiz some lesson practises with,
-- never assigned and never attempted, is practice; every other quiz is graded (the default above).
UPDATE "quizzes" q SET "kind" = 'practice'
WHERE EXISTS (SELECT 1 FROM "lessons" l WHERE l."practice_quiz_id" = q."id")
  AND NOT EXISTS (SELECT 1 FROM "quiz_assignments" qa WHERE qa."quiz_id" = q."id")
  AND NOT EXISTS (SELECT 1 FROM "quiz_attempts" t WHERE t."quiz_id" = q."id");--> statement-breakpoint
-- No question (the same text, any case and spacing) may be in quizzes of both kinds: a practice quiz asking a question
-- of a graded one becomes graded too, until none is left (a newly graded quiz may share a question with another
-- practice quiz).
DO $$
BEGIN
  LOOP
    UPDATE "quizzes" p SET "kind" = 'graded'
    WHERE p."kind" = 'practice' AND EXISTS (
      SELECT 1 FROM "questions" pq
      JOIN "questions" gq ON lower(regexp_replace(trim(gq."text"), '\s+', ' ', 'g')) = lower(regexp_replace(trim(pq."text"), '\s+', ' ', 'g'))
      JOIN "quizzes" g ON g."id" = gq."quiz_id" AND g."kind" = 'graded'
      WHERE pq."quiz_id" = p."id");
    EXIT WHEN NOT FOUND;
  END LOOP;
END $$;--> statement-breakpoint
-- A lesson whose practice quiz is graded (assigned, taken, or sharing a question with one) no longer practises with
-- it: its page was withdrawn already, and now it is not offered; the Quiz tab empties if it showed that page.
UPDATE "lessons" SET "practice_quiz_id" = NULL,
  "quiz_url" = CASE WHEN "quiz_url" = '/api/content/lesson-pages/' || "id" || '/practice/' THEN NULL ELSE "quiz_url" END
WHERE "practice_quiz_id" IN (SELECT "id" FROM "quizzes" WHERE "kind" = 'graded');
