ALTER TYPE "public"."account_token_kind" ADD VALUE 'email_change';--> statement-breakpoint
ALTER TABLE "access_tokens" ADD COLUMN "last_used_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "account_tokens" ADD COLUMN "email" varchar(255);--> statement-breakpoint
ALTER TABLE "company_users" ADD COLUMN "pending_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "company_users" ADD COLUMN "invited_first_name" varchar(255);--> statement-breakpoint
ALTER TABLE "company_users" ADD COLUMN "invited_middle_name" varchar(255);--> statement-breakpoint
ALTER TABLE "company_users" ADD COLUMN "invited_last_name" varchar(255);