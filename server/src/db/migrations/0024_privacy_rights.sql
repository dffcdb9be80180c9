CREATE TABLE "privacy_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "privacy_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"student_id" integer,
	"school_id" integer NOT NULL,
	"requested_by" integer,
	"requested_by_role" text NOT NULL,
	"details" text NOT NULL,
	"nominee_name" text,
	"nominee_contact" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	"decision_reason" text,
	"erased" jsonb,
	CONSTRAINT "privacy_requests_kind_ck" CHECK ("privacy_requests"."kind" in ('correction', 'erasure', 'grievance', 'nominee')),
	CONSTRAINT "privacy_requests_status_ck" CHECK ("privacy_requests"."status" in ('open', 'done', 'refused')),
	CONSTRAINT "privacy_requests_role_ck" CHECK ("privacy_requests"."requested_by_role" in ('student', 'parent', 'retention'))
);
--> statement-breakpoint
CREATE TABLE "retention_warnings" (
	"student_id" integer PRIMARY KEY NOT NULL,
	"deactivated_at" timestamp with time zone NOT NULL,
	"warned_at" timestamp with time zone DEFAULT now() NOT NULL,
	"erase_on" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "breach_incidents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "breach_incidents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"discovered_at" timestamp with time zone NOT NULL,
	"what_happened" text NOT NULL,
	"consequences" text NOT NULL,
	"measures" text NOT NULL,
	"advice" text NOT NULL,
	"contact" text NOT NULL,
	"school_ids" jsonb NOT NULL,
	"recorded_by" integer,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp with time zone,
	"notified_count" integer DEFAULT 0 NOT NULL,
	"emailed_count" integer DEFAULT 0 NOT NULL,
	"reported_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "school_privacy_agreements" ADD COLUMN "unlinked_children_named" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "privacy_requests" ADD CONSTRAINT "privacy_requests_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_requests" ADD CONSTRAINT "privacy_requests_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_requests" ADD CONSTRAINT "privacy_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_requests" ADD CONSTRAINT "privacy_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retention_warnings" ADD CONSTRAINT "retention_warnings_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "breach_incidents" ADD CONSTRAINT "breach_incidents_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "privacy_requests_student_idx" ON "privacy_requests" USING btree ("student_id","created_at");--> statement-breakpoint
CREATE INDEX "privacy_requests_queue_idx" ON "privacy_requests" USING btree ("school_id","status","due_at");--> statement-breakpoint
CREATE UNIQUE INDEX "privacy_requests_open_uq" ON "privacy_requests" USING btree ("student_id","kind") WHERE "privacy_requests"."status" = 'open';