ALTER TABLE "users" ADD COLUMN "one_time_password_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deactivated_at" timestamp with time zone;--> statement-breakpoint
-- One-time passwords given before this migration count from now (ADR 0023): they still sign in once, within the limit.
UPDATE "users" SET "one_time_password_at" = now() WHERE "must_change_password";
