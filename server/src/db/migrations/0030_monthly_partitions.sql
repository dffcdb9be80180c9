-- ADR 0045: the four append-only logs become tables partitioned by month (PostgreSQL declarative partitioning), so that
-- retention detaches whole months and each month's indexes stay the size of a month. Each table is converted the same
-- way: the old one is renamed aside, the partitioned parent is made with the same columns, checks and foreign keys, its
-- monthly partitions cover every month the old rows fall in plus the current and the next two (UTC months; school-local
-- days for activity_daily), a DEFAULT partition takes any other row so an insert never fails, the rows are copied, the
-- old table dropped, and the key and indexes built on the parent (PostgreSQL makes one per partition). The ids come from
-- a sequence, not an identity: PostgreSQL 15 refuses identity columns on partitioned tables (17 allows them); the key
-- includes the partition column, as PostgreSQL requires of any unique index on a partitioned table. db/partitions.ts
-- keeps the months ahead after this and drops the months past LOG_RETENTION_MONTHS.
CREATE FUNCTION prayog_0030_month_partitions(parent text, key text, is_date boolean, source text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  m date;
BEGIN
  FOR m IN EXECUTE format(
    'SELECT DISTINCT date_trunc(''month'', %1$s)::date FROM %2$I
     UNION SELECT (date_trunc(''month'', now() AT TIME ZONE ''UTC'') + make_interval(months => g))::date FROM generate_series(0, 2) g
     ORDER BY 1',
    CASE WHEN is_date THEN format('%I::timestamp', key) ELSE format('%I AT TIME ZONE ''UTC''', key) END, source)
  LOOP
    EXECUTE format('CREATE TABLE %I PARTITION OF %I FOR VALUES FROM (%L) TO (%L)',
      parent || '_' || to_char(m, 'YYYY_MM'), parent,
      CASE WHEN is_date THEN m::text ELSE m::text || ' 00:00:00+00' END,
      CASE WHEN is_date THEN (m + interval '1 month')::date::text ELSE (m + interval '1 month')::date::text || ' 00:00:00+00' END);
  END LOOP;
  EXECUTE format('CREATE TABLE %I PARTITION OF %I DEFAULT', parent || '_default', parent);
END $$;
--> statement-breakpoint
ALTER TABLE "login_events" RENAME TO "login_events_unpartitioned";--> statement-breakpoint
ALTER TABLE "login_events_unpartitioned" ALTER COLUMN "id" DROP IDENTITY;--> statement-breakpoint
DROP INDEX "login_events_user_time_idx";--> statement-breakpoint
DROP INDEX "login_events_school_time_idx";--> statement-breakpoint
CREATE TABLE "login_events" (
	"id" serial NOT NULL,
	"user_id" integer NOT NULL,
	"school_id" integer,
	"logged_in_at" timestamp with time zone DEFAULT now() NOT NULL,
	"login_num" integer NOT NULL,
	CONSTRAINT "login_events_num_ck" CHECK ("login_events"."login_num" >= 1)
) PARTITION BY RANGE ("logged_in_at");
--> statement-breakpoint
SELECT prayog_0030_month_partitions('login_events', 'logged_in_at', false, 'login_events_unpartitioned');--> statement-breakpoint
INSERT INTO "login_events" ("id", "user_id", "school_id", "logged_in_at", "login_num")
  SELECT "id", "user_id", "school_id", "logged_in_at", "login_num" FROM "login_events_unpartitioned";--> statement-breakpoint
DROP TABLE "login_events_unpartitioned";--> statement-breakpoint
ALTER TABLE "login_events" ADD CONSTRAINT "login_events_id_logged_in_at_pk" PRIMARY KEY("id","logged_in_at");--> statement-breakpoint
ALTER TABLE "login_events" ADD CONSTRAINT "login_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_events" ADD CONSTRAINT "login_events_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "login_events_user_time_idx" ON "login_events" USING btree ("user_id","logged_in_at");--> statement-breakpoint
CREATE INDEX "login_events_school_time_idx" ON "login_events" USING btree ("school_id","logged_in_at");--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('login_events', 'id'), coalesce((SELECT max("id") FROM "login_events"), 0) + 1, false);--> statement-breakpoint
ALTER TABLE "activity_daily" RENAME TO "activity_daily_unpartitioned";--> statement-breakpoint
ALTER TABLE "activity_daily_unpartitioned" RENAME CONSTRAINT "activity_daily_student_id_day_lesson_id_action_pk" TO "activity_daily_unpartitioned_pk";--> statement-breakpoint
DROP INDEX "activity_daily_student_subject_idx";--> statement-breakpoint
DROP INDEX "activity_daily_day_idx";--> statement-breakpoint
CREATE TABLE "activity_daily" (
	"student_id" integer NOT NULL,
	"day" date NOT NULL,
	"lesson_id" integer NOT NULL,
	"subject_id" integer NOT NULL,
	"action" text NOT NULL,
	"seconds" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "activity_daily_action_ck" CHECK ("activity_daily"."action" in ('content', 'video', 'simulator', 'quiz', 'hint')),
	CONSTRAINT "activity_daily_seconds_ck" CHECK ("activity_daily"."seconds" >= 0)
) PARTITION BY RANGE ("day");
--> statement-breakpoint
SELECT prayog_0030_month_partitions('activity_daily', 'day', true, 'activity_daily_unpartitioned');--> statement-breakpoint
INSERT INTO "activity_daily" ("student_id", "day", "lesson_id", "subject_id", "action", "seconds")
  SELECT "student_id", "day", "lesson_id", "subject_id", "action", "seconds" FROM "activity_daily_unpartitioned";--> statement-breakpoint
DROP TABLE "activity_daily_unpartitioned";--> statement-breakpoint
ALTER TABLE "activity_daily" ADD CONSTRAINT "activity_daily_student_id_day_lesson_id_action_pk" PRIMARY KEY("student_id","day","lesson_id","action");--> statement-breakpoint
ALTER TABLE "activity_daily" ADD CONSTRAINT "activity_daily_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_daily" ADD CONSTRAINT "activity_daily_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_daily" ADD CONSTRAINT "activity_daily_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_daily_student_subject_idx" ON "activity_daily" USING btree ("student_id","subject_id");--> statement-breakpoint
CREATE INDEX "activity_daily_day_idx" ON "activity_daily" USING btree ("day");--> statement-breakpoint
ALTER TABLE "audit_log" RENAME TO "audit_log_unpartitioned";--> statement-breakpoint
ALTER TABLE "audit_log_unpartitioned" ALTER COLUMN "id" DROP IDENTITY;--> statement-breakpoint
DROP INDEX "audit_log_school_at_idx";--> statement-breakpoint
DROP INDEX "audit_log_entity_idx";--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" serial NOT NULL,
	"school_id" integer,
	"actor_id" integer,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text,
	"before" jsonb,
	"after" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL
) PARTITION BY RANGE ("at");
--> statement-breakpoint
SELECT prayog_0030_month_partitions('audit_log', 'at', false, 'audit_log_unpartitioned');--> statement-breakpoint
INSERT INTO "audit_log" ("id", "school_id", "actor_id", "action", "entity", "entity_id", "before", "after", "at")
  SELECT "id", "school_id", "actor_id", "action", "entity", "entity_id", "before", "after", "at" FROM "audit_log_unpartitioned";--> statement-breakpoint
DROP TABLE "audit_log_unpartitioned";--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_id_at_pk" PRIMARY KEY("id","at");--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_school_at_idx" ON "audit_log" USING btree ("school_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id");--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('audit_log', 'id'), coalesce((SELECT max("id") FROM "audit_log"), 0) + 1, false);--> statement-breakpoint
ALTER TABLE "record_reads" RENAME TO "record_reads_unpartitioned";--> statement-breakpoint
ALTER TABLE "record_reads_unpartitioned" ALTER COLUMN "id" DROP IDENTITY;--> statement-breakpoint
DROP INDEX "record_reads_student_idx";--> statement-breakpoint
DROP INDEX "record_reads_reader_idx";--> statement-breakpoint
CREATE TABLE "record_reads" (
	"id" serial NOT NULL,
	"student_id" integer NOT NULL,
	"reader_id" integer,
	"reader_role" text NOT NULL,
	"what" text NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "record_reads_role_ck" CHECK ("record_reads"."reader_role" in ('teacher', 'school', 'admin')),
	CONSTRAINT "record_reads_what_ck" CHECK (length("record_reads"."what") between 1 and 40)
) PARTITION BY RANGE ("read_at");
--> statement-breakpoint
SELECT prayog_0030_month_partitions('record_reads', 'read_at', false, 'record_reads_unpartitioned');--> statement-breakpoint
INSERT INTO "record_reads" ("id", "student_id", "reader_id", "reader_role", "what", "read_at")
  SELECT "id", "student_id", "reader_id", "reader_role", "what", "read_at" FROM "record_reads_unpartitioned";--> statement-breakpoint
DROP TABLE "record_reads_unpartitioned";--> statement-breakpoint
ALTER TABLE "record_reads" ADD CONSTRAINT "record_reads_id_read_at_pk" PRIMARY KEY("id","read_at");--> statement-breakpoint
ALTER TABLE "record_reads" ADD CONSTRAINT "record_reads_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_reads" ADD CONSTRAINT "record_reads_reader_id_users_id_fk" FOREIGN KEY ("reader_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "record_reads_student_idx" ON "record_reads" USING btree ("student_id","read_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "record_reads_reader_idx" ON "record_reads" USING btree ("reader_id");--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('record_reads', 'id'), coalesce((SELECT max("id") FROM "record_reads"), 0) + 1, false);--> statement-breakpoint
DROP FUNCTION prayog_0030_month_partitions(text, text, boolean, text);
