CREATE TABLE "parental_consents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "parental_consents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"student_id" integer NOT NULL,
	"parent_id" integer,
	"purpose" text NOT NULL,
	"notice_version" integer NOT NULL,
	"verified_how" text NOT NULL,
	"verified_by" integer,
	"given_at" timestamp with time zone DEFAULT now() NOT NULL,
	"withdrawn_at" timestamp with time zone,
	CONSTRAINT "parental_consents_purpose_ck" CHECK ("parental_consents"."purpose" in ('leaderboards')),
	CONSTRAINT "parental_consents_verified_ck" CHECK ("parental_consents"."verified_how" in ('school-confirmed-link'))
);
--> statement-breakpoint
ALTER TABLE "parental_consents" ADD CONSTRAINT "parental_consents_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parental_consents" ADD CONSTRAINT "parental_consents_parent_id_users_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parental_consents" ADD CONSTRAINT "parental_consents_verified_by_users_id_fk" FOREIGN KEY ("verified_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "parental_consents_student_idx" ON "parental_consents" USING btree ("student_id","purpose");--> statement-breakpoint
CREATE INDEX "parental_consents_parent_idx" ON "parental_consents" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "parental_consents_open_uq" ON "parental_consents" USING btree ("student_id","parent_id","purpose") WHERE "parental_consents"."withdrawn_at" is null;