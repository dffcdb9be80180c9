CREATE TABLE "answer_translations" (
	"answer_id" integer NOT NULL,
	"language" text NOT NULL,
	"text" text,
	"match_key" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "answer_translations_answer_id_language_pk" PRIMARY KEY("answer_id","language"),
	CONSTRAINT "answer_translations_language_ck" CHECK ("answer_translations"."language" ~ '^[a-z]{2,3}$' and "answer_translations"."language" <> 'en')
);
--> statement-breakpoint
CREATE TABLE "lesson_translations" (
	"lesson_id" integer NOT NULL,
	"language" text NOT NULL,
	"name" text,
	"content_html" text,
	"hint_file_id" uuid,
	"lesson_plan_file_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "lesson_translations_lesson_id_language_pk" PRIMARY KEY("lesson_id","language"),
	CONSTRAINT "lesson_translations_language_ck" CHECK ("lesson_translations"."language" ~ '^[a-z]{2,3}$' and "lesson_translations"."language" <> 'en')
);
--> statement-breakpoint
CREATE TABLE "news_translations" (
	"news_id" integer NOT NULL,
	"language" text NOT NULL,
	"title" text,
	"content" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "news_translations_news_id_language_pk" PRIMARY KEY("news_id","language"),
	CONSTRAINT "news_translations_language_ck" CHECK ("news_translations"."language" ~ '^[a-z]{2,3}$' and "news_translations"."language" <> 'en')
);
--> statement-breakpoint
CREATE TABLE "notification_translations" (
	"notification_id" integer NOT NULL,
	"language" text NOT NULL,
	"subject" text,
	"message" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "notification_translations_notification_id_language_pk" PRIMARY KEY("notification_id","language"),
	CONSTRAINT "notification_translations_language_ck" CHECK ("notification_translations"."language" ~ '^[a-z]{2,3}$' and "notification_translations"."language" <> 'en')
);
--> statement-breakpoint
CREATE TABLE "question_translations" (
	"question_id" integer NOT NULL,
	"language" text NOT NULL,
	"text" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "question_translations_question_id_language_pk" PRIMARY KEY("question_id","language"),
	CONSTRAINT "question_translations_language_ck" CHECK ("question_translations"."language" ~ '^[a-z]{2,3}$' and "question_translations"."language" <> 'en')
);
--> statement-breakpoint
CREATE TABLE "quiz_translations" (
	"quiz_id" integer NOT NULL,
	"language" text NOT NULL,
	"quiz_name" text,
	"topic" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "quiz_translations_quiz_id_language_pk" PRIMARY KEY("quiz_id","language"),
	CONSTRAINT "quiz_translations_language_ck" CHECK ("quiz_translations"."language" ~ '^[a-z]{2,3}$' and "quiz_translations"."language" <> 'en')
);
--> statement-breakpoint
CREATE TABLE "subject_translations" (
	"subject_id" integer NOT NULL,
	"language" text NOT NULL,
	"name" text,
	"description" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "subject_translations_subject_id_language_pk" PRIMARY KEY("subject_id","language"),
	CONSTRAINT "subject_translations_language_ck" CHECK ("subject_translations"."language" ~ '^[a-z]{2,3}$' and "subject_translations"."language" <> 'en')
);
--> statement-breakpoint
CREATE TABLE "update_translations" (
	"update_id" integer NOT NULL,
	"language" text NOT NULL,
	"message" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "update_translations_update_id_language_pk" PRIMARY KEY("update_id","language"),
	CONSTRAINT "update_translations_language_ck" CHECK ("update_translations"."language" ~ '^[a-z]{2,3}$' and "update_translations"."language" <> 'en')
);
--> statement-breakpoint
ALTER TABLE "answer_translations" ADD CONSTRAINT "answer_translations_answer_id_answers_id_fk" FOREIGN KEY ("answer_id") REFERENCES "public"."answers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_translations" ADD CONSTRAINT "answer_translations_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_translations" ADD CONSTRAINT "lesson_translations_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_translations" ADD CONSTRAINT "lesson_translations_hint_file_id_stored_files_id_fk" FOREIGN KEY ("hint_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_translations" ADD CONSTRAINT "lesson_translations_lesson_plan_file_id_stored_files_id_fk" FOREIGN KEY ("lesson_plan_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_translations" ADD CONSTRAINT "lesson_translations_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_translations" ADD CONSTRAINT "news_translations_news_id_news_id_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_translations" ADD CONSTRAINT "news_translations_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_translations" ADD CONSTRAINT "notification_translations_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_translations" ADD CONSTRAINT "notification_translations_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_translations" ADD CONSTRAINT "question_translations_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_translations" ADD CONSTRAINT "question_translations_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_translations" ADD CONSTRAINT "quiz_translations_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_translations" ADD CONSTRAINT "quiz_translations_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subject_translations" ADD CONSTRAINT "subject_translations_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subject_translations" ADD CONSTRAINT "subject_translations_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "update_translations" ADD CONSTRAINT "update_translations_update_id_updates_id_fk" FOREIGN KEY ("update_id") REFERENCES "public"."updates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "update_translations" ADD CONSTRAINT "update_translations_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;