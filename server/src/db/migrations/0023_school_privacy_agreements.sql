CREATE TABLE "school_privacy_agreements" (
	"school_id" integer PRIMARY KEY NOT NULL,
	"agreed_on" date NOT NULL,
	"signatory" text NOT NULL,
	"grievance_name" text NOT NULL,
	"grievance_email" text NOT NULL,
	"recorded_by" integer,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "school_privacy_agreements" ADD CONSTRAINT "school_privacy_agreements_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_privacy_agreements" ADD CONSTRAINT "school_privacy_agreements_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;