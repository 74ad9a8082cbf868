CREATE TABLE "certificates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"holder_id" uuid,
	"training_user_id" uuid,
	"training_id" uuid,
	"course_id" uuid,
	"source" varchar(16) NOT NULL,
	"code" varchar(64),
	"number" varchar(32),
	"type_key" varchar(64),
	"holder_name" varchar(255) NOT NULL,
	"training_name" varchar(255) NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_on" date,
	"reminder_on" date,
	"reminded_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text,
	"revoked_by_id" uuid,
	"storage_key" text,
	"content_type" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_holder_id_company_users_id_fk" FOREIGN KEY ("holder_id") REFERENCES "public"."company_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_training_user_id_training_users_id_fk" FOREIGN KEY ("training_user_id") REFERENCES "public"."training_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_training_id_trainings_id_fk" FOREIGN KEY ("training_id") REFERENCES "public"."trainings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_revoked_by_id_company_users_id_fk" FOREIGN KEY ("revoked_by_id") REFERENCES "public"."company_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_code_index" ON "certificates" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_company_id_number_index" ON "certificates" USING btree ("company_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_active_training_user_index" ON "certificates" USING btree ("training_user_id") WHERE "certificates"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "certificates_holder_id_index" ON "certificates" USING btree ("holder_id");--> statement-breakpoint
CREATE INDEX "certificates_training_id_index" ON "certificates" USING btree ("training_id");--> statement-breakpoint
CREATE INDEX "certificates_reminder_on_index" ON "certificates" USING btree ("reminder_on") WHERE "certificates"."revoked_at" is null and "certificates"."reminded_at" is null;