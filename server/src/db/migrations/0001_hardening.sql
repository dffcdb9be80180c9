ALTER TABLE "schools" ADD COLUMN "join_code" text DEFAULT upper(substr(md5(random()::text), 1, 8)) NOT NULL;--> statement-breakpoint
ALTER TABLE "parent_profiles" ADD COLUMN "requested_child_username" text;--> statement-breakpoint
ALTER TABLE "quizzes" ADD COLUMN "review_mode" text DEFAULT 'after_close' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "schools_join_code_uq" ON "schools" USING btree ("join_code");--> statement-breakpoint
ALTER TABLE "schools" ADD CONSTRAINT "schools_join_code_ck" CHECK ("schools"."join_code" ~ '^[A-Z0-9]{4,12}$');--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_username_no_at_ck" CHECK (position('@' in "users"."username") = 0);--> statement-breakpoint
ALTER TABLE "quizzes" ADD CONSTRAINT "quizzes_review_mode_ck" CHECK ("quizzes"."review_mode" in ('after_submission', 'after_close', 'never'));