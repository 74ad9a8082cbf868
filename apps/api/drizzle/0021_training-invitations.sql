CREATE TABLE "training_calendar_cancellations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"training_id" uuid NOT NULL,
	"company_user_id" uuid NOT NULL,
	"reason" varchar(32) NOT NULL,
	"dates" jsonb NOT NULL,
	"sequence" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "training_dates" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "training_users" ADD COLUMN "notified_sequence" integer;--> statement-breakpoint
ALTER TABLE "trainings" ADD COLUMN "calendar_sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "trainings" ADD COLUMN "calendar_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "trainings" ADD COLUMN "calendar_snapshot" jsonb;--> statement-breakpoint
ALTER TABLE "trainings" ADD COLUMN "public_origin" varchar(255);--> statement-breakpoint
ALTER TABLE "training_calendar_cancellations" ADD CONSTRAINT "training_calendar_cancellations_training_id_trainings_id_fk" FOREIGN KEY ("training_id") REFERENCES "public"."trainings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_calendar_cancellations" ADD CONSTRAINT "training_calendar_cancellations_company_user_id_company_users_id_fk" FOREIGN KEY ("company_user_id") REFERENCES "public"."company_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "training_calendar_cancellations_created_at_index" ON "training_calendar_cancellations" USING btree ("created_at");