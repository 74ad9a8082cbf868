DROP INDEX "enrollments_company_id_user_id_updated_at_index";--> statement-breakpoint
CREATE INDEX "enrollments_company_id_user_id_index" ON "enrollments" USING btree ("company_id","user_id");--> statement-breakpoint
-- Room on each page for the next version of a row, so a progress update stays on its page (HOT).
ALTER TABLE "enrollments" SET (fillfactor = 85);
