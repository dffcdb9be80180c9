-- Adds a statement's changed attempts (+1/-1 per quiz, school and score) to both kept tables: the count per score
-- (quiz_school_scores) and the count, sum and highest score per quiz and school (quiz_school_totals). Added, never
-- recomputed, so two submits committing at once both count. Current since migration 0013.
CREATE OR REPLACE FUNCTION quiz_school_scores_add(quiz_ids int[], school_ids int[], scores int[], deltas int[]) RETURNS void LANGUAGE sql AS $$
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
  INSERT INTO quiz_school_totals AS t (quiz_id, school_id, students, score_sum, highest)
  SELECT quiz_id, school_id, sum(students)::int, sum(score_percent * students)::bigint,
    max(score_percent) FILTER (WHERE students > 0)
  FROM c GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (quiz_id, school_id) DO UPDATE SET students = t.students + excluded.students,
    score_sum = t.score_sum + excluded.score_sum,
    highest = CASE WHEN t.highest IS NULL THEN NULL ELSE greatest(t.highest, excluded.highest) END;

  UPDATE quiz_school_totals t SET highest = NULL
  FROM (
    SELECT d.quiz_id, d.school_id, max(d.score_percent) AS score_percent
    FROM unnest(quiz_ids, school_ids, scores, deltas) AS d(quiz_id, school_id, score_percent, delta)
    WHERE d.school_id IS NOT NULL AND d.delta < 0
    GROUP BY 1, 2
  ) removed
  WHERE t.quiz_id = removed.quiz_id AND t.school_id = removed.school_id AND t.highest <= removed.score_percent
    AND NOT EXISTS (SELECT 1 FROM quiz_school_scores s
      WHERE s.quiz_id = t.quiz_id AND s.school_id = t.school_id AND s.score_percent = t.highest AND s.students > 0);
$$;
