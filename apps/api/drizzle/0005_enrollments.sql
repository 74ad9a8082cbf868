CREATE TYPE "public"."enrollment_source" AS ENUM('user', 'group', 'open-library', 'preview');--> statement-breakpoint
CREATE TYPE "public"."enrollment_status" AS ENUM('open', 'in-progress', 'done');--> statement-breakpoint
CREATE TABLE "enrollment_attempts" (
	"enrollment_id" uuid NOT NULL,
	"attempt" integer NOT NULL,
	"version_id" uuid NOT NULL,
	"percentage" integer NOT NULL,
	"has_score" boolean NOT NULL,
	"score_points" integer,
	"max_points" integer,
	"is_passed" boolean,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"reassigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reassigned_by_id" uuid,
	CONSTRAINT "enrollment_attempts_enrollment_id_attempt_pk" PRIMARY KEY("enrollment_id","attempt")
);
--> statement-breakpoint
CREATE TABLE "enrollment_progress" (
	"enrollment_id" uuid NOT NULL,
	"attempt" integer NOT NULL,
	"block_uuid" uuid NOT NULL,
	"section_id" uuid NOT NULL,
	"answer" jsonb,
	"points" integer,
	"max_points" integer,
	"is_correct" boolean,
	"is_check_answer" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enrollment_progress_enrollment_id_attempt_block_uuid_pk" PRIMARY KEY("enrollment_id","attempt","block_uuid")
);
--> statement-breakpoint
CREATE TABLE "enrollments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"version_id" uuid NOT NULL,
	"source" "enrollment_source" NOT NULL,
	"group_id" uuid,
	"assigned_by_id" uuid,
	"is_preview" boolean DEFAULT false NOT NULL,
	"status" "enrollment_status" DEFAULT 'open' NOT NULL,
	"percentage" integer DEFAULT 0 NOT NULL,
	"completed_blocks" integer DEFAULT 0 NOT NULL,
	"total_blocks" integer NOT NULL,
	"resume_section_id" uuid,
	"resume_block_uuid" uuid,
	"attempt" integer DEFAULT 1 NOT NULL,
	"started_at" timestamp with time zone,
	"deadline_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"timed_out" boolean DEFAULT false NOT NULL,
	"has_score" boolean DEFAULT false NOT NULL,
	"score_points" integer,
	"max_points" integer,
	"is_passed" boolean,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by_id" uuid
);
--> statement-breakpoint
ALTER TABLE "enrollment_attempts" ADD CONSTRAINT "enrollment_attempts_enrollment_id_enrollments_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."enrollments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrollment_attempts" ADD CONSTRAINT "enrollment_attempts_version_id_course_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."course_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrollment_attempts" ADD CONSTRAINT "enrollment_attempts_reassigned_by_id_users_id_fk" FOREIGN KEY ("reassigned_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrollment_progress" ADD CONSTRAINT "enrollment_progress_enrollment_id_enrollments_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."enrollments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrollments" ADD CONSTRAINT "enrollments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrollments" ADD CONSTRAINT "enrollments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrollments" ADD CONSTRAINT "enrollments_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrollments" ADD CONSTRAINT "enrollments_version_id_course_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."course_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrollments" ADD CONSTRAINT "enrollments_assigned_by_id_users_id_fk" FOREIGN KEY ("assigned_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrollments" ADD CONSTRAINT "enrollments_deleted_by_id_users_id_fk" FOREIGN KEY ("deleted_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "enrollments_one_per_course" ON "enrollments" USING btree ("company_id","user_id","course_id") WHERE "enrollments"."deleted_at" is null and "enrollments"."is_preview" = false;--> statement-breakpoint
CREATE INDEX "enrollments_company_id_user_id_updated_at_index" ON "enrollments" USING btree ("company_id","user_id","updated_at");--> statement-breakpoint
CREATE INDEX "enrollments_course_id_index" ON "enrollments" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "enrollments_version_id_index" ON "enrollments" USING btree ("version_id");