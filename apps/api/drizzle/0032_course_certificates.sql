ALTER TABLE "certificates" ADD COLUMN "enrollment_id" uuid;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "enrollment_attempt" integer;--> statement-breakpoint
ALTER TABLE "course_versions" ADD COLUMN "issues_certificate" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "course_versions" ADD COLUMN "certificate_validity_months" integer;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_enrollment_id_enrollments_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."enrollments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_enrollment_attempt_index" ON "certificates" USING btree ("enrollment_id","enrollment_attempt");--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_one_source_check" CHECK ("certificates"."training_user_id" is null or "certificates"."enrollment_id" is null);--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_enrollment_attempt_check" CHECK ("certificates"."enrollment_id" is null or "certificates"."enrollment_attempt" is not null);