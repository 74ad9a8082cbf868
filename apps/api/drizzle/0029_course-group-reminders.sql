CREATE TYPE "public"."course_group_step_reminder_kind" AS ENUM('due-soon', 'overdue');--> statement-breakpoint
CREATE TABLE "course_group_leader_summaries" (
	"company_user_id" uuid NOT NULL,
	"week_start" date NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_group_leader_summaries_company_user_id_week_start_pk" PRIMARY KEY("company_user_id","week_start")
);
--> statement-breakpoint
CREATE TABLE "course_group_step_reminders" (
	"assignment_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"kind" "course_group_step_reminder_kind" NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_group_step_reminders_assignment_id_course_id_kind_pk" PRIMARY KEY("assignment_id","course_id","kind")
);
--> statement-breakpoint
ALTER TABLE "course_group_leader_summaries" ADD CONSTRAINT "course_group_leader_summaries_company_user_id_company_users_id_fk" FOREIGN KEY ("company_user_id") REFERENCES "public"."company_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_group_step_reminders" ADD CONSTRAINT "course_group_step_reminders_assignment_id_course_group_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."course_group_assignments"("id") ON DELETE cascade ON UPDATE no action;