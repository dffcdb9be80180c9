ALTER TABLE "answers" ADD COLUMN "match_key" text;--> statement-breakpoint
ALTER TABLE "attempt_answers" ADD COLUMN "choice_ids" integer[];--> statement-breakpoint
ALTER TABLE "attempt_answers" ADD COLUMN "response" text;--> statement-breakpoint
ALTER TABLE "attempt_answers" ADD COLUMN "response_key" text;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "kind" text DEFAULT 'single' NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "marks" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "tolerance" double precision;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "tags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD COLUMN "marks_scored" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD COLUMN "marks_total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD COLUMN "question_ids" integer[];--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD COLUMN "credits" jsonb;--> statement-breakpoint
ALTER TABLE "quizzes" ADD COLUMN "negative_percent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "quizzes" ADD COLUMN "draw_count" integer;--> statement-breakpoint
ALTER TABLE "quizzes" ADD COLUMN "shuffle" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_kind_ck" CHECK ("questions"."kind" in ('single', 'multiple', 'true_false', 'numeric', 'short_text'));--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_marks_ck" CHECK ("questions"."marks" between 1 and 100);--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_tolerance_ck" CHECK ("questions"."tolerance" is null or "questions"."tolerance" >= 0);--> statement-breakpoint
ALTER TABLE "quizzes" ADD CONSTRAINT "quizzes_negative_ck" CHECK ("quizzes"."negative_percent" between 0 and 100);--> statement-breakpoint
ALTER TABLE "quizzes" ADD CONSTRAINT "quizzes_draw_ck" CHECK ("quizzes"."draw_count" is null or "quizzes"."draw_count" >= 1);--> statement-breakpoint
-- Attempts marked before question kinds were single-choice, one mark each, without negative marking (ADR 0041).
UPDATE "quiz_attempts" SET "marks_scored" = "correct_count", "marks_total" = "total_questions";--> statement-breakpoint
UPDATE "quiz_attempts" a SET "credits" = (
  SELECT coalesce(jsonb_object_agg(c.key, CASE WHEN x.is_correct THEN 1 ELSE 0 END), '{}'::jsonb)
  FROM jsonb_each_text(a.chosen) c LEFT JOIN answers x ON x.id = c.value::int
  WHERE c.value IS NOT NULL
) WHERE a.status = 'submitted' AND a.chosen IS NOT NULL;
