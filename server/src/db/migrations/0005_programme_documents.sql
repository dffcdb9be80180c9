CREATE TABLE "programme_documents" (
	"key" text PRIMARY KEY NOT NULL,
	"file_id" uuid NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "programme_documents_key_ck" CHECK ("programme_documents"."key" in ('innovation_calendar', 'stem_sop', 'stem_curriculum'))
);
--> statement-breakpoint
ALTER TABLE "programme_documents" ADD CONSTRAINT "programme_documents_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programme_documents" ADD CONSTRAINT "programme_documents_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;