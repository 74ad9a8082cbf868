-- The people list reads users and company_users with plain queries: the member generations
-- (migration 0009), the name copy on memberships (0011) and the search function (0012) go.
DROP TRIGGER "company_users_inserted" ON "company_users";--> statement-breakpoint
DROP TRIGGER "company_users_updated" ON "company_users";--> statement-breakpoint
DROP TRIGGER "company_users_deleted" ON "company_users";--> statement-breakpoint
DROP TRIGGER "group_members_inserted" ON "group_members";--> statement-breakpoint
DROP TRIGGER "group_members_deleted" ON "group_members";--> statement-breakpoint
DROP TRIGGER "groups_deleted" ON "groups";--> statement-breakpoint
DROP TRIGGER "users_listing_changed" ON "users";--> statement-breakpoint
DROP TRIGGER "company_users_copy_name" ON "company_users";--> statement-breakpoint
DROP TRIGGER "users_name_to_memberships" ON "users";--> statement-breakpoint
DROP FUNCTION "company_users_changed"();--> statement-breakpoint
DROP FUNCTION "group_members_changed"();--> statement-breakpoint
DROP FUNCTION "groups_deleted"();--> statement-breakpoint
DROP FUNCTION "users_listing_changed"();--> statement-breakpoint
DROP FUNCTION "bump_member_generations"(uuid[]);--> statement-breakpoint
DROP FUNCTION "company_users_copy_name"();--> statement-breakpoint
DROP FUNCTION "users_name_to_memberships"();--> statement-breakpoint
DROP FUNCTION "people_search_hits"(text[], integer);--> statement-breakpoint
DROP TABLE "company_member_generations";--> statement-breakpoint
DROP INDEX "company_users_name_order_index";--> statement-breakpoint
ALTER TABLE "company_users" DROP COLUMN "sort_last_name";--> statement-breakpoint
ALTER TABLE "company_users" DROP COLUMN "sort_first_name";
