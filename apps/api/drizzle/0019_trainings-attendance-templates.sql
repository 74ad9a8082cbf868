CREATE TABLE "training_attendances" (
	"training_date_id" uuid NOT NULL,
	"training_user_id" uuid NOT NULL,
	"presence" varchar(32) NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"updated_by_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "training_attendances_training_date_id_training_user_id_pk" PRIMARY KEY("training_date_id","training_user_id")
);
--> statement-breakpoint
CREATE TABLE "training_staff" (
	"training_id" uuid NOT NULL,
	"company_user_id" uuid NOT NULL,
	"role" varchar(32) NOT NULL,
	CONSTRAINT "training_staff_training_id_role_company_user_id_pk" PRIMARY KEY("training_id","role","company_user_id")
);
--> statement-breakpoint
CREATE TABLE "training_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" varchar(255) NOT NULL,
	"content" jsonb NOT NULL,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "training_dates" ADD COLUMN "attendance_state" varchar(16) DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "training_users" ADD COLUMN "waiting_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "training_users" ADD COLUMN "passed" boolean;--> statement-breakpoint
ALTER TABLE "training_users" ADD COLUMN "certificate_type_key" varchar(64);--> statement-breakpoint
ALTER TABLE "training_users" ADD COLUMN "work_under_supervision" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "trainings" ADD COLUMN "capacity" integer;--> statement-breakpoint
ALTER TABLE "training_attendances" ADD CONSTRAINT "training_attendances_training_date_id_training_dates_id_fk" FOREIGN KEY ("training_date_id") REFERENCES "public"."training_dates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_attendances" ADD CONSTRAINT "training_attendances_training_user_id_training_users_id_fk" FOREIGN KEY ("training_user_id") REFERENCES "public"."training_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_attendances" ADD CONSTRAINT "training_attendances_updated_by_id_company_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."company_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_staff" ADD CONSTRAINT "training_staff_training_id_trainings_id_fk" FOREIGN KEY ("training_id") REFERENCES "public"."trainings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_staff" ADD CONSTRAINT "training_staff_company_user_id_company_users_id_fk" FOREIGN KEY ("company_user_id") REFERENCES "public"."company_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_templates" ADD CONSTRAINT "training_templates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_templates" ADD CONSTRAINT "training_templates_created_by_id_company_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."company_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "training_attendances_training_user_id_index" ON "training_attendances" USING btree ("training_user_id");--> statement-breakpoint
CREATE INDEX "training_staff_company_user_id_index" ON "training_staff" USING btree ("company_user_id");--> statement-breakpoint
CREATE INDEX "training_templates_company_id_name_index" ON "training_templates" USING btree ("company_id",lower("name"));