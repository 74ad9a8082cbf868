ALTER TABLE "trainings" ADD COLUMN "first_date" date;--> statement-breakpoint
ALTER TABLE "trainings" ADD COLUMN "last_date" date;--> statement-breakpoint
CREATE INDEX "trainings_company_id_last_date_index" ON "trainings" USING btree ("company_id","last_date") WHERE "trainings"."deleted_at" is null;--> statement-breakpoint
UPDATE "trainings" SET "first_date" = d.first_date, "last_date" = d.last_date FROM (SELECT "training_id", min("date") AS first_date, max("date") AS last_date FROM "training_dates" GROUP BY "training_id") AS d WHERE d."training_id" = "trainings"."id";
