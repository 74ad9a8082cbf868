CREATE TABLE "certificate_recertifications" (
	"certificate_id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"holder_name" varchar(255) NOT NULL,
	"certificate_name" varchar(255) NOT NULL,
	"outcome" varchar(16) NOT NULL,
	"training_id" uuid,
	"training_name" varchar(255),
	"decided_on" date NOT NULL,
	"reported_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "trainings" ADD COLUMN "template_id" uuid;--> statement-breakpoint
ALTER TABLE "trainings" ADD COLUMN "recertifies_template_id" uuid;--> statement-breakpoint
ALTER TABLE "certificate_recertifications" ADD CONSTRAINT "certificate_recertifications_certificate_id_certificates_id_fk" FOREIGN KEY ("certificate_id") REFERENCES "public"."certificates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_recertifications" ADD CONSTRAINT "certificate_recertifications_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_recertifications" ADD CONSTRAINT "certificate_recertifications_training_id_trainings_id_fk" FOREIGN KEY ("training_id") REFERENCES "public"."trainings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "certificate_recertifications_unreported_index" ON "certificate_recertifications" USING btree ("company_id","decided_on") WHERE "certificate_recertifications"."reported_at" is null;--> statement-breakpoint
ALTER TABLE "trainings" ADD CONSTRAINT "trainings_template_id_training_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."training_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trainings" ADD CONSTRAINT "trainings_recertifies_template_id_training_templates_id_fk" FOREIGN KEY ("recertifies_template_id") REFERENCES "public"."training_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trainings_recertifies_template_id_index" ON "trainings" USING btree ("recertifies_template_id","first_date") WHERE "trainings"."deleted_at" is null;