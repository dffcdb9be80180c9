-- Deleted submitted attempts counted out (an erased student). Current since migration 0012.
CREATE OR REPLACE FUNCTION quiz_school_scores_on_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM quiz_school_scores_add(array_agg(d.quiz_id), array_agg(d.school_id), array_agg(d.score_percent), array_agg(d.delta))
  FROM (
    SELECT r.quiz_id, coalesce(r.school_id, p.school_id) AS school_id, r.score_percent, -1 AS delta
    FROM old_attempts r LEFT JOIN student_profiles p ON p.user_id = r.student_id WHERE r.status = 'submitted'
  ) d;
  RETURN NULL;
END $$;
