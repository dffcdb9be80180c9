CREATE TABLE "schools" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "schools_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" text NOT NULL,
	"city" text NOT NULL,
	"time_zone" text DEFAULT 'Asia/Kolkata' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_tokens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "auth_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"token_hash" text NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "login_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"school_id" integer,
	"logged_in_at" timestamp with time zone DEFAULT now() NOT NULL,
	"login_num" integer NOT NULL,
	CONSTRAINT "login_events_num_ck" CHECK ("login_events"."login_num" >= 1)
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"username" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text NOT NULL,
	"is_superuser" boolean DEFAULT false NOT NULL,
	"name" text,
	"phone_number" text,
	"school_id" integer,
	"approval_status" text DEFAULT 'approved' NOT NULL,
	"approved_by" integer,
	"approved_at" timestamp with time zone,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_role_ck" CHECK ("users"."role" in ('student', 'teacher', 'school', 'parent')),
	CONSTRAINT "users_approval_ck" CHECK ("users"."approval_status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "school_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"designation" text DEFAULT 'School Coordinator' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teacher_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"designation" text DEFAULT 'Innovation Coach' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "avatars" (
	"key" text PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"image_path" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "student_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"grade" integer NOT NULL,
	"section" text DEFAULT 'A' NOT NULL,
	"avatar_key" text,
	CONSTRAINT "student_profiles_grade_ck" CHECK ("student_profiles"."grade" between 1 and 12),
	CONSTRAINT "student_profiles_section_ck" CHECK ("student_profiles"."section" in ('A','B','C','D','E','F','G','H','I','J','K'))
);
--> statement-breakpoint
CREATE TABLE "teacher_remarks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "teacher_remarks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"teacher_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"remark" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parent_child_links" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "parent_child_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"parent_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "parent_child_links_status_ck" CHECK ("parent_child_links"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "parent_child_links_distinct_ck" CHECK ("parent_child_links"."parent_id" <> "parent_child_links"."student_id")
);
--> statement-breakpoint
CREATE TABLE "parent_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"storage_key" text NOT NULL,
	"original_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"kind" text NOT NULL,
	"owner_id" integer,
	"school_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stored_files_kind_ck" CHECK ("stored_files"."kind" in ('hint', 'lesson_plan', 'lesson_ppt', 'certificate', 'homework', 'monthly_report', 'document')),
	CONSTRAINT "stored_files_size_ck" CHECK ("stored_files"."size_bytes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "lesson_completions" (
	"student_id" integer NOT NULL,
	"lesson_id" integer NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lesson_completions_student_id_lesson_id_pk" PRIMARY KEY("student_id","lesson_id")
);
--> statement-breakpoint
CREATE TABLE "lesson_schools" (
	"lesson_id" integer NOT NULL,
	"school_id" integer NOT NULL,
	CONSTRAINT "lesson_schools_lesson_id_school_id_pk" PRIMARY KEY("lesson_id","school_id")
);
--> statement-breakpoint
CREATE TABLE "lessons" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lessons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subject_id" integer NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"content_url" text,
	"video_url" text,
	"simulator_url" text,
	"quiz_url" text,
	"image_url" text,
	"hint_file_id" uuid,
	"lesson_plan_file_id" uuid,
	"lesson_ppt_file_id" uuid,
	"display_on_frontend" boolean DEFAULT true NOT NULL,
	CONSTRAINT "lessons_position_ck" CHECK ("lessons"."position" between 1 and 8)
);
--> statement-breakpoint
CREATE TABLE "subjects" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "subjects_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"grade" integer NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subjects_grade_ck" CHECK ("subjects"."grade" between 1 and 12)
);
--> statement-breakpoint
CREATE TABLE "activity_clocks" (
	"student_id" integer PRIMARY KEY NOT NULL,
	"last_heartbeat_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_daily" (
	"student_id" integer NOT NULL,
	"day" date NOT NULL,
	"lesson_id" integer NOT NULL,
	"subject_id" integer NOT NULL,
	"action" text NOT NULL,
	"seconds" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "activity_daily_student_id_day_lesson_id_action_pk" PRIMARY KEY("student_id","day","lesson_id","action"),
	CONSTRAINT "activity_daily_action_ck" CHECK ("activity_daily"."action" in ('content', 'video', 'simulator', 'quiz', 'hint')),
	CONSTRAINT "activity_daily_seconds_ck" CHECK ("activity_daily"."seconds" >= 0)
);
--> statement-breakpoint
CREATE TABLE "answers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "answers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"question_id" integer NOT NULL,
	"position" integer NOT NULL,
	"text" text NOT NULL,
	"is_correct" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attempt_answers" (
	"attempt_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"answer_id" integer,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attempt_answers_attempt_id_question_id_pk" PRIMARY KEY("attempt_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "certificates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "certificates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"attempt_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"file_id" uuid NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "questions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"quiz_id" integer NOT NULL,
	"position" integer NOT NULL,
	"text" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quiz_assignments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quiz_assignments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"quiz_id" integer NOT NULL,
	"school_id" integer NOT NULL,
	"grade" integer NOT NULL,
	"section" text NOT NULL,
	"assigned_by" integer,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	"due_date" date,
	CONSTRAINT "quiz_assignments_grade_ck" CHECK ("quiz_assignments"."grade" between 1 and 12),
	CONSTRAINT "quiz_assignments_section_ck" CHECK ("quiz_assignments"."section" in ('A','B','C','D','E','F','G','H','I','J','K'))
);
--> statement-breakpoint
CREATE TABLE "quiz_attempts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quiz_attempts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"quiz_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"status" text DEFAULT 'in_progress' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deadline_at" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone,
	"total_questions" integer NOT NULL,
	"correct_count" integer DEFAULT 0 NOT NULL,
	"wrong_count" integer DEFAULT 0 NOT NULL,
	"unattempted_count" integer DEFAULT 0 NOT NULL,
	"score_percent" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "quiz_attempts_status_ck" CHECK ("quiz_attempts"."status" in ('in_progress', 'submitted')),
	CONSTRAINT "quiz_attempts_counts_ck" CHECK ("quiz_attempts"."correct_count" >= 0 and "quiz_attempts"."wrong_count" >= 0 and "quiz_attempts"."unattempted_count" >= 0 and "quiz_attempts"."correct_count" + "quiz_attempts"."wrong_count" + "quiz_attempts"."unattempted_count" <= "quiz_attempts"."total_questions"),
	CONSTRAINT "quiz_attempts_score_ck" CHECK ("quiz_attempts"."score_percent" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "quizzes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quizzes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"quiz_name" text NOT NULL,
	"topic" text NOT NULL,
	"quiz_type" text NOT NULL,
	"time_minutes" integer NOT NULL,
	"pass_percent" integer DEFAULT 60 NOT NULL,
	"subject_id" integer,
	"grade" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quizzes_type_ck" CHECK ("quizzes"."quiz_type" in ('homework', 'pre-assessment', 'post-assessment', 'half_yearly', 'final_exam')),
	CONSTRAINT "quizzes_time_ck" CHECK ("quizzes"."time_minutes" between 1 and 300),
	CONSTRAINT "quizzes_pass_ck" CHECK ("quizzes"."pass_percent" between 0 and 100),
	CONSTRAINT "quizzes_grade_ck" CHECK ("quizzes"."grade" is null or "quizzes"."grade" between 1 and 12)
);
--> statement-breakpoint
CREATE TABLE "notification_recipients" (
	"notification_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "notification_recipients_notification_id_user_id_pk" PRIMARY KEY("notification_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"link" text,
	"notification_type" text DEFAULT 'info' NOT NULL,
	"sent_by" integer,
	"school_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notifications_type_ck" CHECK ("notifications"."notification_type" in ('info', 'success', 'warning', 'alert'))
);
--> statement-breakpoint
CREATE TABLE "news" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "news_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"content" text NOT NULL,
	"image_url" text,
	"school_id" integer,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "school_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "school_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"school_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"event_date" date NOT NULL,
	"grade" integer,
	CONSTRAINT "school_events_grade_ck" CHECK ("school_events"."grade" is null or "school_events"."grade" between 1 and 12)
);
--> statement-breakpoint
CREATE TABLE "updates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "updates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"type" text NOT NULL,
	"message" text NOT NULL,
	"end_date" date NOT NULL,
	"school_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "holiday_homework_submissions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "holiday_homework_submissions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"student_id" integer NOT NULL,
	"school_id" integer NOT NULL,
	"grade" integer NOT NULL,
	"section" text NOT NULL,
	"text" text,
	"file_id" uuid,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "holiday_homework_grade_ck" CHECK ("holiday_homework_submissions"."grade" between 1 and 12),
	CONSTRAINT "holiday_homework_section_ck" CHECK ("holiday_homework_submissions"."section" in ('A','B','C','D','E','F','G','H','I','J','K')),
	CONSTRAINT "holiday_homework_content_ck" CHECK ("holiday_homework_submissions"."text" is not null or "holiday_homework_submissions"."file_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "innovation_project_members" (
	"project_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	CONSTRAINT "innovation_project_members_project_id_student_id_pk" PRIMARY KEY("project_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "innovation_projects" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "innovation_projects_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"school_id" integer NOT NULL,
	"project_name" text NOT NULL,
	"date" date NOT NULL,
	"progress" text NOT NULL,
	"grade" integer,
	"section" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "innovation_projects_grade_ck" CHECK ("innovation_projects"."grade" is null or "innovation_projects"."grade" between 1 and 12),
	CONSTRAINT "innovation_projects_section_ck" CHECK ("innovation_projects"."section" is null or "innovation_projects"."section" in ('A','B','C','D','E','F','G','H','I','J','K'))
);
--> statement-breakpoint
CREATE TABLE "inventory_components" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inventory_components_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"component_id" text NOT NULL,
	"school_id" integer NOT NULL,
	"component_name" text NOT NULL,
	"total_quantity" integer NOT NULL,
	"quantity_available" integer NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inventory_components_qty_ck" CHECK ("inventory_components"."total_quantity" >= 0 and "inventory_components"."quantity_available" >= 0 and "inventory_components"."quantity_available" <= "inventory_components"."total_quantity")
);
--> statement-breakpoint
CREATE TABLE "inventory_transactions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inventory_transactions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"component_id" integer NOT NULL,
	"transaction_type" text NOT NULL,
	"quantity_change" integer NOT NULL,
	"modified_by" integer,
	"modified_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inventory_transactions_type_ck" CHECK ("inventory_transactions"."transaction_type" in ('Credit', 'Debit')),
	CONSTRAINT "inventory_transactions_qty_ck" CHECK ("inventory_transactions"."quantity_change" > 0)
);
--> statement-breakpoint
CREATE TABLE "kreativity_show_members" (
	"show_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	CONSTRAINT "kreativity_show_members_show_id_student_id_pk" PRIMARY KEY("show_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "kreativity_shows" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "kreativity_shows_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"school_id" integer NOT NULL,
	"date_assigned" date NOT NULL,
	"project_name" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "macro_plans" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "macro_plans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"school_id" integer NOT NULL,
	"grade" integer NOT NULL,
	"month" text NOT NULL,
	"topic" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "macro_plans_grade_ck" CHECK ("macro_plans"."grade" between 1 and 12),
	CONSTRAINT "macro_plans_month_ck" CHECK ("macro_plans"."month" in ('January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'))
);
--> statement-breakpoint
CREATE TABLE "micro_plans" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "micro_plans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"school_id" integer NOT NULL,
	"grade" integer NOT NULL,
	"month" text NOT NULL,
	"no_of_sessions" integer NOT NULL,
	"name_of_activity" text[] DEFAULT '{}'::text[] NOT NULL,
	"extra_activity" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "micro_plans_grade_ck" CHECK ("micro_plans"."grade" between 1 and 12),
	CONSTRAINT "micro_plans_month_ck" CHECK ("micro_plans"."month" in ('January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December')),
	CONSTRAINT "micro_plans_sessions_ck" CHECK ("micro_plans"."no_of_sessions" >= 0)
);
--> statement-breakpoint
CREATE TABLE "monthly_reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "monthly_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"school_id" integer NOT NULL,
	"date" date NOT NULL,
	"month" text NOT NULL,
	"file_id" uuid,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "monthly_reports_month_ck" CHECK ("monthly_reports"."month" in ('January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'))
);
--> statement-breakpoint
CREATE TABLE "classroom_galleries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "classroom_galleries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"school_id" integer NOT NULL,
	"gallery" text NOT NULL,
	"created_by" integer,
	"last_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "advocacy_reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "advocacy_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"school_id" integer NOT NULL,
	"fields" jsonb NOT NULL,
	"gallery" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_events" ADD CONSTRAINT "login_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_events" ADD CONSTRAINT "login_events_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_profiles" ADD CONSTRAINT "school_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_profiles" ADD CONSTRAINT "school_profiles_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_profiles" ADD CONSTRAINT "teacher_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_profiles" ADD CONSTRAINT "teacher_profiles_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_profiles" ADD CONSTRAINT "student_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_profiles" ADD CONSTRAINT "student_profiles_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_profiles" ADD CONSTRAINT "student_profiles_avatar_key_avatars_key_fk" FOREIGN KEY ("avatar_key") REFERENCES "public"."avatars"("key") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_remarks" ADD CONSTRAINT "teacher_remarks_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_remarks" ADD CONSTRAINT "teacher_remarks_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parent_child_links" ADD CONSTRAINT "parent_child_links_parent_id_users_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parent_child_links" ADD CONSTRAINT "parent_child_links_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parent_child_links" ADD CONSTRAINT "parent_child_links_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parent_profiles" ADD CONSTRAINT "parent_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parent_profiles" ADD CONSTRAINT "parent_profiles_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_completions" ADD CONSTRAINT "lesson_completions_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_completions" ADD CONSTRAINT "lesson_completions_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_schools" ADD CONSTRAINT "lesson_schools_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_schools" ADD CONSTRAINT "lesson_schools_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_hint_file_id_stored_files_id_fk" FOREIGN KEY ("hint_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_lesson_plan_file_id_stored_files_id_fk" FOREIGN KEY ("lesson_plan_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_lesson_ppt_file_id_stored_files_id_fk" FOREIGN KEY ("lesson_ppt_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_clocks" ADD CONSTRAINT "activity_clocks_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_daily" ADD CONSTRAINT "activity_daily_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_daily" ADD CONSTRAINT "activity_daily_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_daily" ADD CONSTRAINT "activity_daily_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answers" ADD CONSTRAINT "answers_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attempt_answers" ADD CONSTRAINT "attempt_answers_attempt_id_quiz_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."quiz_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attempt_answers" ADD CONSTRAINT "attempt_answers_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attempt_answers" ADD CONSTRAINT "attempt_answers_answer_id_answers_id_fk" FOREIGN KEY ("answer_id") REFERENCES "public"."answers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_attempt_id_quiz_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."quiz_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_assignments" ADD CONSTRAINT "quiz_assignments_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_assignments" ADD CONSTRAINT "quiz_assignments_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_assignments" ADD CONSTRAINT "quiz_assignments_assigned_by_users_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quizzes" ADD CONSTRAINT "quizzes_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quizzes" ADD CONSTRAINT "quizzes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_recipients" ADD CONSTRAINT "notification_recipients_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_recipients" ADD CONSTRAINT "notification_recipients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_events" ADD CONSTRAINT "school_events_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "updates" ADD CONSTRAINT "updates_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holiday_homework_submissions" ADD CONSTRAINT "holiday_homework_submissions_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holiday_homework_submissions" ADD CONSTRAINT "holiday_homework_submissions_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holiday_homework_submissions" ADD CONSTRAINT "holiday_homework_submissions_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "innovation_project_members" ADD CONSTRAINT "innovation_project_members_project_id_innovation_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."innovation_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "innovation_project_members" ADD CONSTRAINT "innovation_project_members_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "innovation_projects" ADD CONSTRAINT "innovation_projects_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "innovation_projects" ADD CONSTRAINT "innovation_projects_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_components" ADD CONSTRAINT "inventory_components_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_transactions" ADD CONSTRAINT "inventory_transactions_component_id_inventory_components_id_fk" FOREIGN KEY ("component_id") REFERENCES "public"."inventory_components"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_transactions" ADD CONSTRAINT "inventory_transactions_modified_by_users_id_fk" FOREIGN KEY ("modified_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kreativity_show_members" ADD CONSTRAINT "kreativity_show_members_show_id_kreativity_shows_id_fk" FOREIGN KEY ("show_id") REFERENCES "public"."kreativity_shows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kreativity_show_members" ADD CONSTRAINT "kreativity_show_members_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kreativity_shows" ADD CONSTRAINT "kreativity_shows_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kreativity_shows" ADD CONSTRAINT "kreativity_shows_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "macro_plans" ADD CONSTRAINT "macro_plans_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "micro_plans" ADD CONSTRAINT "micro_plans_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monthly_reports" ADD CONSTRAINT "monthly_reports_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monthly_reports" ADD CONSTRAINT "monthly_reports_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monthly_reports" ADD CONSTRAINT "monthly_reports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classroom_galleries" ADD CONSTRAINT "classroom_galleries_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classroom_galleries" ADD CONSTRAINT "classroom_galleries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advocacy_reports" ADD CONSTRAINT "advocacy_reports_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "schools_code_uq" ON "schools" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "schools_name_uq" ON "schools" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "auth_tokens_hash_uq" ON "auth_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "auth_tokens_user_idx" ON "auth_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "auth_tokens_expiry_idx" ON "auth_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "login_events_user_time_idx" ON "login_events" USING btree ("user_id","logged_in_at");--> statement-breakpoint
CREATE INDEX "login_events_school_time_idx" ON "login_events" USING btree ("school_id","logged_in_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_uq" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_uq" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_school_role_idx" ON "users" USING btree ("school_id","role");--> statement-breakpoint
CREATE INDEX "users_approval_idx" ON "users" USING btree ("approval_status") WHERE "users"."approval_status" = 'pending';--> statement-breakpoint
CREATE INDEX "school_profiles_school_idx" ON "school_profiles" USING btree ("school_id");--> statement-breakpoint
CREATE INDEX "teacher_profiles_school_idx" ON "teacher_profiles" USING btree ("school_id");--> statement-breakpoint
CREATE INDEX "student_profiles_class_idx" ON "student_profiles" USING btree ("school_id","grade","section");--> statement-breakpoint
CREATE INDEX "teacher_remarks_student_idx" ON "teacher_remarks" USING btree ("student_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "parent_child_links_pair_uq" ON "parent_child_links" USING btree ("parent_id","student_id");--> statement-breakpoint
CREATE INDEX "parent_child_links_student_idx" ON "parent_child_links" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "parent_profiles_school_idx" ON "parent_profiles" USING btree ("school_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stored_files_key_uq" ON "stored_files" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "stored_files_owner_idx" ON "stored_files" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "lesson_completions_lesson_idx" ON "lesson_completions" USING btree ("lesson_id");--> statement-breakpoint
CREATE INDEX "lesson_schools_school_idx" ON "lesson_schools" USING btree ("school_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lessons_subject_position_uq" ON "lessons" USING btree ("subject_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "subjects_grade_slug_uq" ON "subjects" USING btree ("grade","slug");--> statement-breakpoint
CREATE INDEX "activity_daily_student_subject_idx" ON "activity_daily" USING btree ("student_id","subject_id");--> statement-breakpoint
CREATE INDEX "activity_daily_day_idx" ON "activity_daily" USING btree ("day");--> statement-breakpoint
CREATE UNIQUE INDEX "answers_question_position_uq" ON "answers" USING btree ("question_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_attempt_uq" ON "certificates" USING btree ("attempt_id");--> statement-breakpoint
CREATE INDEX "certificates_student_idx" ON "certificates" USING btree ("student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "questions_quiz_position_uq" ON "questions" USING btree ("quiz_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "quiz_assignments_class_uq" ON "quiz_assignments" USING btree ("quiz_id","school_id","grade","section");--> statement-breakpoint
CREATE INDEX "quiz_assignments_class_idx" ON "quiz_assignments" USING btree ("school_id","grade","section");--> statement-breakpoint
CREATE UNIQUE INDEX "quiz_attempts_student_quiz_uq" ON "quiz_attempts" USING btree ("student_id","quiz_id");--> statement-breakpoint
CREATE INDEX "quiz_attempts_quiz_idx" ON "quiz_attempts" USING btree ("quiz_id","status");--> statement-breakpoint
CREATE INDEX "quizzes_type_grade_idx" ON "quizzes" USING btree ("quiz_type","grade");--> statement-breakpoint
CREATE INDEX "notification_recipients_user_idx" ON "notification_recipients" USING btree ("user_id","read_at");--> statement-breakpoint
CREATE INDEX "news_school_time_idx" ON "news" USING btree ("school_id","published_at");--> statement-breakpoint
CREATE INDEX "school_events_school_date_idx" ON "school_events" USING btree ("school_id","event_date");--> statement-breakpoint
CREATE INDEX "updates_school_end_idx" ON "updates" USING btree ("school_id","end_date");--> statement-breakpoint
CREATE INDEX "holiday_homework_student_idx" ON "holiday_homework_submissions" USING btree ("student_id","submitted_at");--> statement-breakpoint
CREATE INDEX "holiday_homework_class_idx" ON "holiday_homework_submissions" USING btree ("school_id","grade","section","submitted_at");--> statement-breakpoint
CREATE INDEX "innovation_project_members_student_idx" ON "innovation_project_members" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "innovation_projects_school_idx" ON "innovation_projects" USING btree ("school_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "inventory_components_component_id_uq" ON "inventory_components" USING btree ("component_id");--> statement-breakpoint
CREATE INDEX "inventory_components_school_idx" ON "inventory_components" USING btree ("school_id");--> statement-breakpoint
CREATE INDEX "inventory_transactions_component_idx" ON "inventory_transactions" USING btree ("component_id","modified_date");--> statement-breakpoint
CREATE INDEX "kreativity_show_members_student_idx" ON "kreativity_show_members" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "kreativity_shows_school_idx" ON "kreativity_shows" USING btree ("school_id","date_assigned");--> statement-breakpoint
CREATE INDEX "macro_plans_school_grade_idx" ON "macro_plans" USING btree ("school_id","grade");--> statement-breakpoint
CREATE INDEX "micro_plans_school_month_idx" ON "micro_plans" USING btree ("school_id","month");--> statement-breakpoint
CREATE INDEX "monthly_reports_school_date_idx" ON "monthly_reports" USING btree ("school_id","date");--> statement-breakpoint
CREATE INDEX "classroom_galleries_school_idx" ON "classroom_galleries" USING btree ("school_id","last_modified");--> statement-breakpoint
CREATE INDEX "advocacy_reports_school_idx" ON "advocacy_reports" USING btree ("school_id","created_at");