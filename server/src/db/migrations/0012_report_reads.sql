CREATE TABLE "quiz_school_totals" (
	"quiz_id" integer NOT NULL,
	"school_id" integer NOT NULL,
	"students" integer NOT NULL,
	"score_sum" bigint NOT NULL,
	CONSTRAINT "quiz_school_totals_quiz_id_school_id_pk" PRIMARY KEY("quiz_id","school_id")
);
--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD COLUMN "chosen" jsonb;--> statement-breakpoint
CREATE INDEX "quiz_assignments_school_quiz_idx" ON "quiz_assignments" USING btree ("school_id","quiz_id","grade","section","due_date");
--> statement-breakpoint
-- A statement's changed attempts, as +1/-1 per quiz, school and score, added to both kept tables: the count per score
-- (quiz_school_scores) and the count and sum per quiz and school (quiz_school_totals). Added, never recomputed, so two
-- submits committing at once both count. The triggers of migration 0010 now only say which attempts changed.
CREATE FUNCTION quiz_school_scores_add(quiz_ids int[], school_ids int[], scores int[], deltas int[]) RETURNS void LANGUAGE sql AS $$
  WITH c AS MATERIALIZED (
    SELECT d.quiz_id, d.school_id, d.score_percent, sum(d.delta)::int AS students
    FROM unnest(quiz_ids, school_ids, scores, deltas) AS d(quiz_id, school_id, score_percent, delta)
    WHERE d.school_id IS NOT NULL
    GROUP BY 1, 2, 3
    HAVING sum(d.delta) <> 0
  ), per_score AS (
    INSERT INTO quiz_school_scores AS s (quiz_id, school_id, score_percent, students)
    SELECT quiz_id, school_id, score_percent, students FROM c ORDER BY 1, 2, 3
    ON CONFLICT (quiz_id, school_id, score_percent) DO UPDATE SET students = s.students + excluded.students
  )
  INSERT INTO quiz_school_totals AS t (quiz_id, school_id, students, score_sum)
  SELECT quiz_id, school_id, sum(students)::int, sum(score_percent * students)::bigint FROM c GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (quiz_id, school_id) DO UPDATE SET students = t.students + excluded.students, score_sum = t.score_sum + excluded.score_sum;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION quiz_school_scores_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM quiz_school_scores_add(array_agg(d.quiz_id), array_agg(d.school_id), array_agg(d.score_percent), array_agg(d.delta))
  FROM (
    SELECT r.quiz_id, coalesce(r.school_id, p.school_id) AS school_id, r.score_percent, 1 AS delta
    FROM new_attempts r LEFT JOIN student_profiles p ON p.user_id = r.student_id WHERE r.status = 'submitted'
  ) d;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION quiz_school_scores_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM quiz_school_scores_add(array_agg(d.quiz_id), array_agg(d.school_id), array_agg(d.score_percent), array_agg(d.delta))
  FROM (
    SELECT r.quiz_id, coalesce(r.school_id, p.school_id) AS school_id, r.score_percent, -1 AS delta
    FROM old_attempts r LEFT JOIN student_profiles p ON p.user_id = r.student_id WHERE r.status = 'submitted'
    UNION ALL
    SELECT r.quiz_id, coalesce(r.school_id, p.school_id) AS school_id, r.score_percent, 1 AS delta
    FROM new_attempts r LEFT JOIN student_profiles p ON p.user_id = r.student_id WHERE r.status = 'submitted'
  ) d;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION quiz_school_scores_on_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM quiz_school_scores_add(array_agg(d.quiz_id), array_agg(d.school_id), array_agg(d.score_percent), array_agg(d.delta))
  FROM (
    SELECT r.quiz_id, coalesce(r.school_id, p.school_id) AS school_id, r.score_percent, -1 AS delta
    FROM old_attempts r LEFT JOIN student_profiles p ON p.user_id = r.student_id WHERE r.status = 'submitted'
  ) d;
  RETURN NULL;
END $$;
--> statement-breakpoint
INSERT INTO quiz_school_totals (quiz_id, school_id, students, score_sum)
SELECT quiz_id, school_id, sum(students)::int, sum(score_percent * students)::bigint FROM quiz_school_scores GROUP BY 1, 2;
--> statement-breakpoint
-- The options chosen, on every attempt already submitted (a submit writes them from now on). The update trigger sees
-- no change of status or score here, so it changes no count.
UPDATE quiz_attempts a SET chosen = (
  SELECT coalesce(jsonb_object_agg(x.question_id, x.answer_id), '{}') FROM attempt_answers x WHERE x.attempt_id = a.id)
WHERE a.status = 'submitted';
