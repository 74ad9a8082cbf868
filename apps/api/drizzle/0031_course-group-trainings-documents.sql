ALTER TYPE "public"."course_group_item_type" ADD VALUE 'training';--> statement-breakpoint
ALTER TYPE "public"."course_group_item_type" ADD VALUE 'document';--> statement-breakpoint
ALTER TABLE "course_group_items" DROP CONSTRAINT "course_group_items_target";--> statement-breakpoint
ALTER TABLE "course_group_items" ADD COLUMN "training_template_id" uuid;--> statement-breakpoint
ALTER TABLE "course_group_items" ADD COLUMN "document_id" uuid;--> statement-breakpoint
ALTER TABLE "course_group_items" ADD CONSTRAINT "course_group_items_training_template_id_training_templates_id_fk" FOREIGN KEY ("training_template_id") REFERENCES "public"."training_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_group_items" ADD CONSTRAINT "course_group_items_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_group_items_training_template_id_index" ON "course_group_items" USING btree ("training_template_id");--> statement-breakpoint
CREATE INDEX "course_group_items_document_id_index" ON "course_group_items" USING btree ("document_id");--> statement-breakpoint
ALTER TABLE "course_group_items" ADD CONSTRAINT "course_group_items_target" CHECK (num_nonnulls("course_group_items"."course_id", "course_group_items"."training_template_id", "course_group_items"."document_id") = 1
        and ("course_group_items"."item_type"::text <> 'course' or "course_group_items"."course_id" is not null)
        and ("course_group_items"."item_type"::text <> 'training' or "course_group_items"."training_template_id" is not null)
        and ("course_group_items"."item_type"::text <> 'document' or "course_group_items"."document_id" is not null));