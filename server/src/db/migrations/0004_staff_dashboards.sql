CREATE TABLE "school_day_stats" (
	"school_id" integer NOT NULL,
	"day" date NOT NULL,
	"logins" integer DEFAULT 0 NOT NULL,
	"learners" integer DEFAULT 0 NOT NULL,
	"seconds" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "school_day_stats_school_id_day_pk" PRIMARY KEY("school_id","day"),
	CONSTRAINT "school_day_stats_counts_ck" CHECK ("school_day_stats"."logins" >= 0 and "school_day_stats"."learners" >= 0 and "school_day_stats"."seconds" >= 0)
);
--> statement-breakpoint
CREATE TABLE "teacher_reflections" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "teacher_reflections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"teacher_id" integer NOT NULL,
	"date" date NOT NULL,
	"note" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"school_id" integer,
	"actor_id" integer,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text,
	"before" jsonb,
	"after" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "login_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD COLUMN "school_id" integer;--> statement-breakpoint
ALTER TABLE "school_day_stats" ADD CONSTRAINT "school_day_stats_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_reflections" ADD CONSTRAINT "teacher_reflections_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "teacher_reflections_teacher_idx" ON "teacher_reflections" USING btree ("teacher_id","date");--> statement-breakpoint
CREATE INDEX "audit_log_school_at_idx" ON "audit_log" USING btree ("school_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id");--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_school_role_last_login_idx" ON "users" USING btree ("school_id","role","last_login_at");--> statement-breakpoint
CREATE INDEX "quiz_attempts_school_submitted_idx" ON "quiz_attempts" USING btree ("school_id","submitted_at");--> statement-breakpoint
-- Existing data: the kept counts start from what is already recorded.
UPDATE "users" u SET "login_count" = c.n FROM (SELECT "user_id", max("login_num") AS n FROM "login_events" GROUP BY "user_id") c WHERE c."user_id" = u."id";--> statement-breakpoint
UPDATE "quiz_attempts" a SET "school_id" = p."school_id" FROM "student_profiles" p WHERE p."user_id" = a."student_id" AND a."school_id" IS NULL;--> statement-breakpoint
INSERT INTO "school_day_stats" ("school_id", "day", "logins", "learners", "seconds")
SELECT l.school_id, l.day, sum(l.logins)::int, sum(l.learners)::int, coalesce(sum(l.seconds), 0)::int FROM (
  SELECT e."school_id", (e."logged_in_at" AT TIME ZONE s."time_zone")::date AS day, count(*) AS logins, count(DISTINCT e."user_id") AS learners, 0 AS seconds
  FROM "login_events" e JOIN "users" u ON u."id" = e."user_id" AND u."role" = 'student' JOIN "schools" s ON s."id" = e."school_id"
  WHERE e."school_id" IS NOT NULL GROUP BY 1, 2
  UNION ALL
  SELECT p."school_id", d."day", 0, 0, sum(d."seconds") FROM "activity_daily" d JOIN "student_profiles" p ON p."user_id" = d."student_id" GROUP BY 1, 2
) l GROUP BY l.school_id, l.day;
