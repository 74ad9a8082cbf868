CREATE TYPE "public"."media_status" AS ENUM('uploading', 'processing', 'ready', 'failed');--> statement-breakpoint
CREATE TYPE "public"."media_type" AS ENUM('image', 'video', 'document');--> statement-breakpoint
CREATE TABLE "media" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"type" "media_type" NOT NULL,
	"status" "media_status" NOT NULL,
	"name" varchar(255) NOT NULL,
	"file_key" text,
	"raw_key" text,
	"thumb_key" text,
	"size_bytes" bigint DEFAULT 0 NOT NULL,
	"duration_seconds" real,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_library_idx" ON "media" USING btree ("company_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "media"."status" <> 'uploading';--> statement-breakpoint
CREATE INDEX "media_library_type_idx" ON "media" USING btree ("company_id","type","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "media"."status" <> 'uploading';