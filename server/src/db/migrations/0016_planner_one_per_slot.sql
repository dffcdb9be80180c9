-- One macro plan and one micro plan per school, grade and month (issue 28): the planners held a list per slot, so
-- data may have several. They are MERGED into the oldest row of the slot (its id stays, so links and audit entries
-- of it still hold), nothing a teacher wrote is thrown away:
--   macro: the topics joined with '; ' in the order they were added;
--   micro: the sessions added up, the activity lists joined in order, the non-empty extra activities joined with '; '.
-- The other rows of the slot are then deleted, and the unique indexes made. (No audit entry is written for the merge:
-- it is this migration's, not a person's.)
WITH slots AS (
  SELECT min(id) AS keep_id, string_agg(topic, '; ' ORDER BY id) AS topic
  FROM macro_plans GROUP BY school_id, grade, month HAVING count(*) > 1
)
UPDATE macro_plans m SET topic = s.topic FROM slots s WHERE m.id = s.keep_id;--> statement-breakpoint
DELETE FROM macro_plans m USING macro_plans k
WHERE k.school_id = m.school_id AND k.grade = m.grade AND k.month = m.month AND k.id < m.id;--> statement-breakpoint
WITH slots AS (
  SELECT school_id, grade, month, min(id) AS keep_id, sum(no_of_sessions)::int AS sessions,
    coalesce(string_agg(nullif(extra_activity, ''), '; ' ORDER BY id), '') AS extra
  FROM micro_plans GROUP BY school_id, grade, month HAVING count(*) > 1
), names AS (
  SELECT p.school_id, p.grade, p.month, array_agg(a.name ORDER BY p.id, a.ord) AS names
  FROM micro_plans p CROSS JOIN LATERAL unnest(p.name_of_activity) WITH ORDINALITY AS a(name, ord)
  GROUP BY p.school_id, p.grade, p.month
)
UPDATE micro_plans m SET no_of_sessions = s.sessions, extra_activity = s.extra, name_of_activity = coalesce(n.names, '{}'::text[])
FROM slots s LEFT JOIN names n ON n.school_id = s.school_id AND n.grade = s.grade AND n.month = s.month
WHERE m.id = s.keep_id;--> statement-breakpoint
DELETE FROM micro_plans m USING micro_plans k
WHERE k.school_id = m.school_id AND k.grade = m.grade AND k.month = m.month AND k.id < m.id;--> statement-breakpoint
CREATE UNIQUE INDEX "macro_plans_school_grade_month_uq" ON "macro_plans" USING btree ("school_id","grade","month");--> statement-breakpoint
CREATE UNIQUE INDEX "micro_plans_school_month_grade_uq" ON "micro_plans" USING btree ("school_id","month","grade");
