CREATE TABLE "leaderboard_ranks" (
	"quiz_type" text NOT NULL,
	"student_id" integer NOT NULL,
	"school_id" integer NOT NULL,
	"grade" integer NOT NULL,
	"section" text NOT NULL,
	"user_name" text NOT NULL,
	"school_name" text NOT NULL,
	"score" double precision NOT NULL,
	"overall_rank" integer NOT NULL,
	"overall_pos" integer NOT NULL,
	"grade_rank" integer NOT NULL,
	"grade_pos" integer NOT NULL,
	"section_rank" integer NOT NULL,
	"section_pos" integer NOT NULL,
	CONSTRAINT "leaderboard_ranks_quiz_type_student_id_pk" PRIMARY KEY("quiz_type","student_id")
);
--> statement-breakpoint
CREATE TABLE "leaderboard_totals" (
	"quiz_type" text PRIMARY KEY NOT NULL,
	"max_score" double precision NOT NULL,
	"avg_score" double precision NOT NULL,
	"ranked_count" integer NOT NULL,
	"refreshed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "leaderboard_ranks_overall_idx" ON "leaderboard_ranks" USING btree ("quiz_type","overall_pos");--> statement-breakpoint
CREATE INDEX "leaderboard_ranks_grade_idx" ON "leaderboard_ranks" USING btree ("quiz_type","school_id","grade","grade_pos");--> statement-breakpoint
CREATE INDEX "leaderboard_ranks_section_idx" ON "leaderboard_ranks" USING btree ("quiz_type","school_id","grade","section","section_pos");