CREATE TABLE "time_accommodations" (
	"student_id" integer PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"time_percent" integer DEFAULT 100 NOT NULL,
	"extra_minutes" integer DEFAULT 0 NOT NULL,
	"set_by" integer,
	"set_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "time_accommodations_factor_ck" CHECK ("time_accommodations"."time_percent" between 100 and 300 and "time_accommodations"."time_percent" % 5 = 0),
	CONSTRAINT "time_accommodations_minutes_ck" CHECK ("time_accommodations"."extra_minutes" >= 0 and "time_accommodations"."extra_minutes" <= 120),
	CONSTRAINT "time_accommodations_some_ck" CHECK ("time_accommodations"."time_percent" > 100 or "time_accommodations"."extra_minutes" > 0)
);
--> statement-breakpoint
ALTER TABLE "time_accommodations" ADD CONSTRAINT "time_accommodations_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_accommodations" ADD CONSTRAINT "time_accommodations_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_accommodations" ADD CONSTRAINT "time_accommodations_set_by_users_id_fk" FOREIGN KEY ("set_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "time_accommodations_school_idx" ON "time_accommodations" USING btree ("school_id");--> statement-breakpoint
CREATE INDEX "time_accommodations_set_by_idx" ON "time_accommodations" USING btree ("set_by");