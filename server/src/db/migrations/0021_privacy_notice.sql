CREATE TABLE "privacy_notice_acceptances" (
	"user_id" integer NOT NULL,
	"version" integer NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "privacy_notice_acceptances_user_id_version_pk" PRIMARY KEY("user_id","version")
);
--> statement-breakpoint
CREATE TABLE "privacy_notices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "privacy_notices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"version" integer NOT NULL,
	"text_revision" integer NOT NULL,
	"sections" jsonb NOT NULL,
	"contact_name" text,
	"contact_email" text,
	"changes_en" text,
	"changes_hi" text,
	"published_by" integer,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "privacy_notices_version_ck" CHECK ("privacy_notices"."version" > 0),
	CONSTRAINT "privacy_notices_contact_ck" CHECK (("privacy_notices"."contact_name" is null) = ("privacy_notices"."contact_email" is null))
);
--> statement-breakpoint
ALTER TABLE "privacy_notice_acceptances" ADD CONSTRAINT "privacy_notice_acceptances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_notices" ADD CONSTRAINT "privacy_notices_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "privacy_notice_acceptances_version_idx" ON "privacy_notice_acceptances" USING btree ("version");--> statement-breakpoint
CREATE UNIQUE INDEX "privacy_notices_version_uq" ON "privacy_notices" USING btree ("version");