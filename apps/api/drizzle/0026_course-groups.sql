CREATE TYPE "public"."course_group_item_type" AS ENUM('course');--> statement-breakpoint
CREATE TABLE "course_group_assignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_group_id" uuid NOT NULL,
	"company_user_id" uuid NOT NULL,
	"group_id" uuid,
	"start_date" date NOT NULL,
	"assigned_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"ended_by_id" uuid
);
--> statement-breakpoint
CREATE TABLE "course_group_items" (
	"course_group_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"item_type" "course_group_item_type" NOT NULL,
	"course_id" uuid,
	"due_days" integer,
	"locked_until_previous_done" boolean DEFAULT false NOT NULL,
	CONSTRAINT "course_group_items_course_group_id_position_pk" PRIMARY KEY("course_group_id","position"),
	CONSTRAINT "course_group_items_target" CHECK ("course_group_items"."item_type" <> 'course' or "course_group_items"."course_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "course_group_links" (
	"course_group_id" uuid NOT NULL,
	"group_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_group_links_course_group_id_group_id_pk" PRIMARY KEY("course_group_id","group_id")
);
--> statement-breakpoint
CREATE TABLE "course_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" varchar(255) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image_media_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "course_group_assignments" ADD CONSTRAINT "course_group_assignments_course_group_id_course_groups_id_fk" FOREIGN KEY ("course_group_id") REFERENCES "public"."course_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_group_assignments" ADD CONSTRAINT "course_group_assignments_company_user_id_company_users_id_fk" FOREIGN KEY ("company_user_id") REFERENCES "public"."company_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_group_assignments" ADD CONSTRAINT "course_group_assignments_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_group_assignments" ADD CONSTRAINT "course_group_assignments_assigned_by_id_users_id_fk" FOREIGN KEY ("assigned_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_group_assignments" ADD CONSTRAINT "course_group_assignments_ended_by_id_users_id_fk" FOREIGN KEY ("ended_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_group_items" ADD CONSTRAINT "course_group_items_course_group_id_course_groups_id_fk" FOREIGN KEY ("course_group_id") REFERENCES "public"."course_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_group_items" ADD CONSTRAINT "course_group_items_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_group_links" ADD CONSTRAINT "course_group_links_course_group_id_course_groups_id_fk" FOREIGN KEY ("course_group_id") REFERENCES "public"."course_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_group_links" ADD CONSTRAINT "course_group_links_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_groups" ADD CONSTRAINT "course_groups_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_groups" ADD CONSTRAINT "course_groups_image_media_id_media_id_fk" FOREIGN KEY ("image_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "course_group_assignments_one_running" ON "course_group_assignments" USING btree ("course_group_id","company_user_id") WHERE "course_group_assignments"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "course_group_assignments_company_user_id_index" ON "course_group_assignments" USING btree ("company_user_id");--> statement-breakpoint
CREATE INDEX "course_group_items_course_id_index" ON "course_group_items" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "course_group_links_group_id_index" ON "course_group_links" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "course_groups_company_id_index" ON "course_groups" USING btree ("company_id");