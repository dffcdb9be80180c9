-- The statement-level triggers on quiz_attempts that keep quiz_school_scores and quiz_school_totals (migration 0010),
-- in the form PostgreSQL prints them (pg_get_triggerdef), one per line.
CREATE TRIGGER quiz_school_scores_delete AFTER DELETE ON quiz_attempts REFERENCING OLD TABLE AS old_attempts FOR EACH STATEMENT EXECUTE FUNCTION quiz_school_scores_on_delete();
CREATE TRIGGER quiz_school_scores_insert AFTER INSERT ON quiz_attempts REFERENCING NEW TABLE AS new_attempts FOR EACH STATEMENT EXECUTE FUNCTION quiz_school_scores_on_insert();
CREATE TRIGGER quiz_school_scores_update AFTER UPDATE ON quiz_attempts REFERENCING OLD TABLE AS old_attempts NEW TABLE AS new_attempts FOR EACH STATEMENT EXECUTE FUNCTION quiz_school_scores_on_update();
