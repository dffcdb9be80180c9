CREATE TABLE "class_change_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "class_change_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"student_id" integer NOT NULL,
	"school_id" integer NOT NULL,
	"from_grade" integer NOT NULL,
	"from_section" text NOT NULL,
	"grade" integer NOT NULL,
	"section" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_change_requests_status_ck" CHECK ("class_change_requests"."status" in ('pending', 'approved', 'rejected', 'cancelled')),
	CONSTRAINT "class_change_requests_grade_ck" CHECK ("class_change_requests"."grade" between 1 and 12),
	CONSTRAINT "class_change_requests_section_ck" CHECK ("class_change_requests"."section" in ('A','B','C','D','E','F','G','H','I','J','K')),
	CONSTRAINT "class_change_requests_from_grade_ck" CHECK ("class_change_requests"."from_grade" between 1 and 12),
	CONSTRAINT "class_change_requests_from_section_ck" CHECK ("class_change_requests"."from_section" in ('A','B','C','D','E','F','G','H','I','J','K'))
);
--> statement-breakpoint
ALTER TABLE "class_change_requests" ADD CONSTRAINT "class_change_requests_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_change_requests" ADD CONSTRAINT "class_change_requests_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_change_requests" ADD CONSTRAINT "class_change_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "class_change_requests_waiting_uq" ON "class_change_requests" USING btree ("student_id") WHERE "class_change_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "class_change_requests_school_idx" ON "class_change_requests" USING btree ("school_id","status","created_at");