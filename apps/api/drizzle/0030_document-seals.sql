ALTER TABLE "document_signatures" ADD COLUMN "sealed_key" varchar(255);--> statement-breakpoint
ALTER TABLE "document_signatures" ADD COLUMN "sealed_sha256" varchar(64);--> statement-breakpoint
ALTER TABLE "document_signatures" ADD COLUMN "verification_code" varchar(64);--> statement-breakpoint
CREATE UNIQUE INDEX "document_signatures_sealed_sha256_index" ON "document_signatures" USING btree ("sealed_sha256");--> statement-breakpoint
CREATE UNIQUE INDEX "document_signatures_verification_code_index" ON "document_signatures" USING btree ("verification_code");