CREATE TABLE "quiz_school_scores" (
	"quiz_id" integer NOT NULL,
	"school_id" integer NOT NULL,
	"score_percent" integer NOT NULL,
	"students" integer NOT NULL,
	CONSTRAINT "quiz_school_scores_quiz_id_school_id_score_percent_pk" PRIMARY KEY("quiz_id","school_id","score_percent")
);
--> statement-breakpoint
-- Each statement's changed attempts, counted per quiz, school and score: the school an attempt was started in, or for
-- rows written without it the student's. A change of status or score moves a count from one score to another.
CREATE FUNCTION quiz_school_scores_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO quiz_school_scores AS s (quiz_id, school_id, score_percent, students)
  SELECT c.quiz_id, c.school_id, c.score_percent, sum(c.delta)::int
  FROM (
    SELECT r.quiz_id, coalesce(r.school_id, p.school_id) AS school_id, r.score_percent, 1 AS delta
    FROM new_attempts r LEFT JOIN student_profiles p ON p.user_id = r.student_id WHERE r.status = 'submitted'
  ) c
  WHERE c.school_id IS NOT NULL
  GROUP BY 1, 2, 3
  HAVING sum(c.delta) <> 0
  ORDER BY 1, 2, 3
  ON CONFLICT (quiz_id, school_id, score_percent) DO UPDATE SET students = s.students + excluded.students;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION quiz_school_scores_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO quiz_school_scores AS s (quiz_id, school_id, score_percent, students)
  SELECT c.quiz_id, c.school_id, c.score_percent, sum(c.delta)::int
  FROM (
    SELECT r.quiz_id, coalesce(r.school_id, p.school_id) AS school_id, r.score_percent, -1 AS delta
    FROM old_attempts r LEFT JOIN student_profiles p ON p.user_id = r.student_id WHERE r.status = 'submitted'
    UNION ALL
    SELECT r.quiz_id, coalesce(r.school_id, p.school_id) AS school_id, r.score_percent, 1 AS delta
    FROM new_attempts r LEFT JOIN student_profiles p ON p.user_id = r.student_id WHERE r.status = 'submitted'
  ) c
  WHERE c.school_id IS NOT NULL
  GROUP BY 1, 2, 3
  HAVING sum(c.delta) <> 0
  ORDER BY 1, 2, 3
  ON CONFLICT (quiz_id, school_id, score_percent) DO UPDATE SET students = s.students + excluded.students;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION quiz_school_scores_on_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO quiz_school_scores AS s (quiz_id, school_id, score_percent, students)
  SELECT c.quiz_id, c.school_id, c.score_percent, sum(c.delta)::int
  FROM (
    SELECT r.quiz_id, coalesce(r.school_id, p.school_id) AS school_id, r.score_percent, -1 AS delta
    FROM old_attempts r LEFT JOIN student_profiles p ON p.user_id = r.student_id WHERE r.status = 'submitted'
  ) c
  WHERE c.school_id IS NOT NULL
  GROUP BY 1, 2, 3
  HAVING sum(c.delta) <> 0
  ORDER BY 1, 2, 3
  ON CONFLICT (quiz_id, school_id, score_percent) DO UPDATE SET students = s.students + excluded.students;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER quiz_school_scores_insert AFTER INSERT ON quiz_attempts REFERENCING NEW TABLE AS new_attempts
  FOR EACH STATEMENT EXECUTE FUNCTION quiz_school_scores_on_insert();
--> statement-breakpoint
CREATE TRIGGER quiz_school_scores_update AFTER UPDATE ON quiz_attempts REFERENCING OLD TABLE AS old_attempts NEW TABLE AS new_attempts
  FOR EACH STATEMENT EXECUTE FUNCTION quiz_school_scores_on_update();
--> statement-breakpoint
CREATE TRIGGER quiz_school_scores_delete AFTER DELETE ON quiz_attempts REFERENCING OLD TABLE AS old_attempts
  FOR EACH STATEMENT EXECUTE FUNCTION quiz_school_scores_on_delete();
--> statement-breakpoint
INSERT INTO quiz_school_scores (quiz_id, school_id, score_percent, students)
SELECT a.quiz_id, coalesce(a.school_id, p.school_id), a.score_percent, count(*)
FROM quiz_attempts a LEFT JOIN student_profiles p ON p.user_id = a.student_id
WHERE a.status = 'submitted' AND coalesce(a.school_id, p.school_id) IS NOT NULL
GROUP BY 1, 2, 3;
