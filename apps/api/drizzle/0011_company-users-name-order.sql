ALTER TABLE "company_users" ADD COLUMN "sort_last_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "company_users" ADD COLUMN "sort_first_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "company_users" SET "sort_last_name" = u.last_name, "sort_first_name" = u.first_name
  FROM "users" u WHERE u.id = "company_users"."user_id";
--> statement-breakpoint
CREATE INDEX "company_users_name_order_index" ON "company_users" USING btree ("company_id","sort_last_name","sort_first_name","user_id","id");
--> statement-breakpoint
-- A membership carries its person's name, so a company's people are read in list order from the
-- index above. Whoever writes the membership or the name, the database keeps the copy exact.
CREATE FUNCTION company_users_copy_name() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT u.last_name, u.first_name INTO NEW.sort_last_name, NEW.sort_first_name
  FROM users u WHERE u.id = NEW.user_id;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER company_users_copy_name BEFORE INSERT OR UPDATE OF user_id, sort_last_name, sort_first_name ON company_users
  FOR EACH ROW EXECUTE FUNCTION company_users_copy_name();
--> statement-breakpoint
CREATE FUNCTION users_name_to_memberships() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE company_users SET sort_last_name = NEW.last_name, sort_first_name = NEW.first_name
  WHERE user_id = NEW.id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER users_name_to_memberships AFTER UPDATE OF first_name, last_name ON users FOR EACH ROW
  WHEN (OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.last_name IS DISTINCT FROM NEW.last_name)
  EXECUTE FUNCTION users_name_to_memberships();
