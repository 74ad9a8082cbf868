-- The column holds any step's target (course, document, training template). drizzle-kit
-- generated a DROP and ADD of the primary key for its new name; renaming it keeps the index.
ALTER TABLE "course_group_step_reminders" RENAME COLUMN "course_id" TO "target_id";--> statement-breakpoint
ALTER TABLE "course_group_step_reminders" RENAME CONSTRAINT "course_group_step_reminders_assignment_id_course_id_kind_pk" TO "course_group_step_reminders_assignment_id_target_id_kind_pk";
