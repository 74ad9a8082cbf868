-- Documents to read and sign (issue 23): documents, their assignments, signatures and the
-- append-only audit trail with its hash chain (documents.table.ts, document-events.ts).
CREATE TABLE "document_assignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"document_id" uuid NOT NULL,
	"company_user_id" uuid NOT NULL,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	"viewed_at" timestamp with time zone,
	"signed_at" timestamp with time zone,
	"expired_at" timestamp with time zone,
	"unassigned_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "document_events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"sequence" bigserial NOT NULL,
	"assignment_id" uuid NOT NULL,
	"document_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"type" varchar(32) NOT NULL,
	"occurred_at" timestamp (3) with time zone NOT NULL,
	"actor_user_id" uuid,
	"actor_name" varchar(255),
	"actor_email" varchar(255),
	"subject_user_id" uuid NOT NULL,
	"ip" varchar(64),
	"user_agent" varchar(512),
	"pdf_sha256" varchar(64) NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"previous_hash" varchar(64),
	"hash" varchar(64) NOT NULL,
	CONSTRAINT "document_events_assignmentId_previousHash_unique" UNIQUE NULLS NOT DISTINCT("assignment_id","previous_hash")
);
--> statement-breakpoint
CREATE TABLE "document_signatures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"assignment_id" uuid NOT NULL,
	"signed_at" timestamp with time zone NOT NULL,
	"image" text NOT NULL,
	"pdf_sha256" varchar(64) NOT NULL,
	"event_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"title" varchar(255) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"media_id" uuid NOT NULL,
	"pdf_sha256" varchar(64) NOT NULL,
	"must_sign" boolean DEFAULT false NOT NULL,
	"expires_on" date,
	"validity_months" smallint,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "document_assignments" ADD CONSTRAINT "document_assignments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_assignments" ADD CONSTRAINT "document_assignments_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_assignments" ADD CONSTRAINT "document_assignments_company_user_id_company_users_id_fk" FOREIGN KEY ("company_user_id") REFERENCES "public"."company_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_signatures" ADD CONSTRAINT "document_signatures_assignment_id_document_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."document_assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_created_by_id_company_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."company_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "document_assignments_document_id_company_user_id_index" ON "document_assignments" USING btree ("document_id","company_user_id");--> statement-breakpoint
CREATE INDEX "document_assignments_company_user_id_assigned_at_index" ON "document_assignments" USING btree ("company_user_id","assigned_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "document_events_assignment_id_sequence_index" ON "document_events" USING btree ("assignment_id","sequence");--> statement-breakpoint
CREATE INDEX "document_signatures_assignment_id_signed_at_index" ON "document_signatures" USING btree ("assignment_id","signed_at");--> statement-breakpoint
CREATE INDEX "documents_company_id_created_at_id_index" ON "documents" USING btree ("company_id","created_at" DESC NULLS LAST,"id") WHERE "documents"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "documents_media_id_index" ON "documents" USING btree ("media_id");
--> statement-breakpoint
-- The audit trail of documents is evidence: rows are only ever added. Whatever the application
-- does (a bug, a cascade, a hand-written query), UPDATE and DELETE of document_events are refused
-- here, in the database, so a changed row can only be made by someone who first drops or
-- disables this trigger, and the hash chain then shows where the trail was changed.
-- TRUNCATE is refused by its own statement-level trigger for the same reason.
CREATE FUNCTION document_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'document_events is append-only: % refused', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER document_events_no_update_or_delete BEFORE UPDATE OR DELETE ON document_events FOR EACH ROW EXECUTE FUNCTION document_events_append_only();
--> statement-breakpoint
CREATE TRIGGER document_events_no_truncate BEFORE TRUNCATE ON document_events FOR EACH STATEMENT EXECUTE FUNCTION document_events_append_only();
