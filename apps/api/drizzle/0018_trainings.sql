CREATE TABLE "training_dates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"training_id" uuid NOT NULL,
	"date" date NOT NULL,
	"time_from" time NOT NULL,
	"time_to" time NOT NULL
);
--> statement-breakpoint
CREATE TABLE "training_instructors" (
	"training_id" uuid NOT NULL,
	"company_user_id" uuid NOT NULL,
	CONSTRAINT "training_instructors_training_id_company_user_id_pk" PRIMARY KEY("training_id","company_user_id")
);
--> statement-breakpoint
CREATE TABLE "training_registrar_managers" (
	"training_id" uuid NOT NULL,
	"company_user_id" uuid NOT NULL,
	CONSTRAINT "training_registrar_managers_training_id_company_user_id_pk" PRIMARY KEY("training_id","company_user_id")
);
--> statement-breakpoint
CREATE TABLE "training_users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"training_id" uuid NOT NULL,
	"company_user_id" uuid NOT NULL,
	"added_via_group_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trainings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" varchar(255) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"location" jsonb NOT NULL,
	"image_media_id" uuid,
	"registrar_id" uuid,
	"created_by_id" uuid,
	"invite_participants" boolean DEFAULT false NOT NULL,
	"days_before_invite" smallint DEFAULT 0 NOT NULL,
	"attendance_list" boolean DEFAULT true NOT NULL,
	"generate_certificates" boolean DEFAULT false NOT NULL,
	"certificate_expiry_date" date,
	"certificate_reminder_date" date,
	"attendances_completed" boolean DEFAULT false NOT NULL,
	"has_notified_participants" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "training_dates" ADD CONSTRAINT "training_dates_training_id_trainings_id_fk" FOREIGN KEY ("training_id") REFERENCES "public"."trainings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_instructors" ADD CONSTRAINT "training_instructors_training_id_trainings_id_fk" FOREIGN KEY ("training_id") REFERENCES "public"."trainings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_instructors" ADD CONSTRAINT "training_instructors_company_user_id_company_users_id_fk" FOREIGN KEY ("company_user_id") REFERENCES "public"."company_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_registrar_managers" ADD CONSTRAINT "training_registrar_managers_training_id_trainings_id_fk" FOREIGN KEY ("training_id") REFERENCES "public"."trainings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_registrar_managers" ADD CONSTRAINT "training_registrar_managers_company_user_id_company_users_id_fk" FOREIGN KEY ("company_user_id") REFERENCES "public"."company_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_users" ADD CONSTRAINT "training_users_training_id_trainings_id_fk" FOREIGN KEY ("training_id") REFERENCES "public"."trainings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_users" ADD CONSTRAINT "training_users_company_user_id_company_users_id_fk" FOREIGN KEY ("company_user_id") REFERENCES "public"."company_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_users" ADD CONSTRAINT "training_users_added_via_group_id_groups_id_fk" FOREIGN KEY ("added_via_group_id") REFERENCES "public"."groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trainings" ADD CONSTRAINT "trainings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trainings" ADD CONSTRAINT "trainings_image_media_id_media_id_fk" FOREIGN KEY ("image_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trainings" ADD CONSTRAINT "trainings_registrar_id_company_users_id_fk" FOREIGN KEY ("registrar_id") REFERENCES "public"."company_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trainings" ADD CONSTRAINT "trainings_created_by_id_company_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."company_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "training_dates_training_id_date_index" ON "training_dates" USING btree ("training_id","date");--> statement-breakpoint
CREATE INDEX "training_instructors_company_user_id_index" ON "training_instructors" USING btree ("company_user_id");--> statement-breakpoint
CREATE INDEX "training_registrar_managers_company_user_id_index" ON "training_registrar_managers" USING btree ("company_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "training_users_training_id_company_user_id_index" ON "training_users" USING btree ("training_id","company_user_id");--> statement-breakpoint
CREATE INDEX "training_users_company_user_id_index" ON "training_users" USING btree ("company_user_id");--> statement-breakpoint
CREATE INDEX "trainings_company_id_name_index" ON "trainings" USING btree ("company_id",lower("name")) WHERE "trainings"."deleted_at" is null;