CREATE TABLE "subject_schools" (
	"subject_id" integer NOT NULL,
	"school_id" integer NOT NULL,
	CONSTRAINT "subject_schools_subject_id_school_id_pk" PRIMARY KEY("subject_id","school_id")
);
--> statement-breakpoint
ALTER TABLE "stored_files" DROP CONSTRAINT "stored_files_kind_ck";--> statement-breakpoint
ALTER TABLE "lessons" ADD COLUMN "content_html" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "lessons" ADD COLUMN "practice_quiz_id" integer;--> statement-breakpoint
ALTER TABLE "lessons" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subjects" ADD COLUMN "image_file_id" uuid;--> statement-breakpoint
ALTER TABLE "subjects" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quizzes" ADD COLUMN "school_id" integer;--> statement-breakpoint
ALTER TABLE "quizzes" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "quizzes" ADD COLUMN "previous_version_id" integer;--> statement-breakpoint
ALTER TABLE "quizzes" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subject_schools" ADD CONSTRAINT "subject_schools_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subject_schools" ADD CONSTRAINT "subject_schools_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subject_schools_school_idx" ON "subject_schools" USING btree ("school_id");--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_practice_quiz_id_quizzes_id_fk" FOREIGN KEY ("practice_quiz_id") REFERENCES "public"."quizzes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subjects" ADD CONSTRAINT "subjects_image_file_id_stored_files_id_fk" FOREIGN KEY ("image_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quizzes" ADD CONSTRAINT "quizzes_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quizzes" ADD CONSTRAINT "quizzes_previous_version_id_quizzes_id_fk" FOREIGN KEY ("previous_version_id") REFERENCES "public"."quizzes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quizzes_school_idx" ON "quizzes" USING btree ("school_id");--> statement-breakpoint
CREATE INDEX "quizzes_previous_version_idx" ON "quizzes" USING btree ("previous_version_id");--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_kind_ck" CHECK ("stored_files"."kind" in ('hint', 'lesson_plan', 'lesson_ppt', 'certificate', 'homework', 'monthly_report', 'document', 'subject_image'));--> statement-breakpoint
ALTER TABLE "quizzes" ADD CONSTRAINT "quizzes_version_ck" CHECK ("quizzes"."version" >= 1);