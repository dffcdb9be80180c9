CREATE TABLE "record_reads" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "record_reads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"student_id" integer NOT NULL,
	"reader_id" integer,
	"reader_role" text NOT NULL,
	"what" text NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "record_reads_role_ck" CHECK ("record_reads"."reader_role" in ('teacher', 'school', 'admin')),
	CONSTRAINT "record_reads_what_ck" CHECK (length("record_reads"."what") between 1 and 40)
);
--> statement-breakpoint
ALTER TABLE "record_reads" ADD CONSTRAINT "record_reads_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_reads" ADD CONSTRAINT "record_reads_reader_id_users_id_fk" FOREIGN KEY ("reader_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "record_reads_student_idx" ON "record_reads" USING btree ("student_id","read_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "record_reads_reader_idx" ON "record_reads" USING btree ("reader_id");