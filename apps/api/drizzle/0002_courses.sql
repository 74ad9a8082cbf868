CREATE TYPE "public"."block_type" AS ENUM('text', 'image', 'video', 'document', 'question');--> statement-breakpoint
CREATE TYPE "public"."course_status" AS ENUM('concept', 'review', 'reviewed', 'published', 'accepted', 'rejected', 'publicly-published');--> statement-breakpoint
CREATE TYPE "public"."course_type_key" AS ENUM('skill', 'elearning', 'microlearning', 'document', 'video', 'test');--> statement-breakpoint
CREATE TYPE "public"."scoring_method" AS ENUM('none', 'exam', 'sectionQuestions');--> statement-breakpoint
CREATE TYPE "public"."section_type_key" AS ENUM('chapter', 'paragraph', 'exam');--> statement-breakpoint
CREATE TABLE "course_blocks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version_id" uuid NOT NULL,
	"section_id" uuid NOT NULL,
	"uuid" uuid NOT NULL,
	"position" integer NOT NULL,
	"type" "block_type" NOT NULL,
	"content" jsonb NOT NULL,
	"revision" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by_id" uuid
);
--> statement-breakpoint
CREATE TABLE "course_sections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version_id" uuid NOT NULL,
	"parent_section_id" uuid,
	"section_type_key" "section_type_key" NOT NULL,
	"title" varchar(255) NOT NULL,
	"left_bower" integer NOT NULL,
	"right_bower" integer NOT NULL,
	"depth" integer NOT NULL,
	"revision" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"status" "course_status" DEFAULT 'concept' NOT NULL,
	"name" varchar(255) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image_media_id" uuid,
	"learning_goals" text[] DEFAULT '{}' NOT NULL,
	"test_goals" text[] DEFAULT '{}' NOT NULL,
	"categories" text[] DEFAULT '{}' NOT NULL,
	"estimated_minutes" integer,
	"scoring_method" "scoring_method" DEFAULT 'none' NOT NULL,
	"pass_percentage" integer,
	"time_limit_minutes" integer,
	"check_answer_mode" boolean DEFAULT false NOT NULL,
	"is_available_for_all_students_of_this_domain" boolean DEFAULT false NOT NULL,
	"rejection_reason" text,
	"submitted_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone,
	"reviewed_by_id" uuid,
	"published_at" timestamp with time zone,
	"superseded_at" timestamp with time zone,
	"revision" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"course_type_key" "course_type_key" NOT NULL,
	"published_version_id" uuid,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "course_blocks" ADD CONSTRAINT "course_blocks_version_id_course_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."course_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_blocks" ADD CONSTRAINT "course_blocks_section_id_course_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."course_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_blocks" ADD CONSTRAINT "course_blocks_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_sections" ADD CONSTRAINT "course_sections_version_id_course_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."course_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_sections" ADD CONSTRAINT "course_sections_parent_section_id_course_sections_id_fk" FOREIGN KEY ("parent_section_id") REFERENCES "public"."course_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_versions" ADD CONSTRAINT "course_versions_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_versions" ADD CONSTRAINT "course_versions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_versions" ADD CONSTRAINT "course_versions_reviewed_by_id_users_id_fk" FOREIGN KEY ("reviewed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_published_version_id_course_versions_id_fk" FOREIGN KEY ("published_version_id") REFERENCES "public"."course_versions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "course_blocks_version_id_uuid_index" ON "course_blocks" USING btree ("version_id","uuid");--> statement-breakpoint
CREATE INDEX "course_blocks_section_id_position_index" ON "course_blocks" USING btree ("section_id","position");--> statement-breakpoint
CREATE INDEX "course_blocks_version_id_updated_at_index" ON "course_blocks" USING btree ("version_id","updated_at");--> statement-breakpoint
CREATE INDEX "course_sections_version_id_left_bower_index" ON "course_sections" USING btree ("version_id","left_bower");--> statement-breakpoint
CREATE UNIQUE INDEX "course_versions_course_id_number_index" ON "course_versions" USING btree ("course_id","number");--> statement-breakpoint
CREATE INDEX "course_versions_company_id_index" ON "course_versions" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "course_versions_status_index" ON "course_versions" USING btree ("status");--> statement-breakpoint
CREATE INDEX "courses_company_id_index" ON "courses" USING btree ("company_id");