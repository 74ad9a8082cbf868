-- Trigram matching for user search; a trusted extension, so the database owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "company_member_generations" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"generation" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(first_name || ' ' || coalesce(middle_name, '') || ' ' || last_name || ' ' || coalesce(email, ''))) STORED;--> statement-breakpoint
CREATE INDEX "users_search_text_trgm_index" ON "users" USING gin ("search_text" gin_trgm_ops);
--> statement-breakpoint
-- Raises the member generation of the given companies by one (see company_member_generations).
CREATE FUNCTION bump_member_generations(company_ids uuid[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO company_member_generations (company_id, generation)
  SELECT DISTINCT unnest(company_ids), 1
  ON CONFLICT (company_id) DO UPDATE SET generation = company_member_generations.generation + 1;
$$;
--> statement-breakpoint
-- Statement-level, so a CSV import of thousands of people raises each counter once.
CREATE FUNCTION company_users_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM bump_member_generations(ARRAY(SELECT DISTINCT company_id FROM old_rows));
  ELSE
    PERFORM bump_member_generations(ARRAY(SELECT DISTINCT company_id FROM new_rows));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER company_users_inserted AFTER INSERT ON company_users REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION company_users_changed();
--> statement-breakpoint
CREATE TRIGGER company_users_updated AFTER UPDATE ON company_users REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION company_users_changed();
--> statement-breakpoint
CREATE TRIGGER company_users_deleted AFTER DELETE ON company_users REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION company_users_changed();
--> statement-breakpoint
CREATE FUNCTION group_members_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM bump_member_generations(ARRAY(
      SELECT DISTINCT g.company_id FROM old_rows r JOIN groups g ON g.id = r.group_id));
  ELSE
    PERFORM bump_member_generations(ARRAY(
      SELECT DISTINCT g.company_id FROM new_rows r JOIN groups g ON g.id = r.group_id));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER group_members_inserted AFTER INSERT ON group_members REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION group_members_changed();
--> statement-breakpoint
CREATE TRIGGER group_members_deleted AFTER DELETE ON group_members REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION group_members_changed();
--> statement-breakpoint
-- A deleted group takes its members along; their rows no longer find the group, so count here.
CREATE FUNCTION groups_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_member_generations(ARRAY(SELECT DISTINCT company_id FROM old_rows));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER groups_deleted AFTER DELETE ON groups REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION groups_deleted();
--> statement-breakpoint
-- What a people list shows and filters on of the person: name, email, whether they have a password.
CREATE FUNCTION users_listing_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_member_generations(ARRAY(
    SELECT company_id FROM company_users WHERE user_id = NEW.id));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER users_listing_changed AFTER UPDATE OF first_name, middle_name, last_name, email, password_hash ON users FOR EACH ROW
  WHEN (OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.middle_name IS DISTINCT FROM NEW.middle_name
    OR OLD.last_name IS DISTINCT FROM NEW.last_name OR OLD.email IS DISTINCT FROM NEW.email
    OR (OLD.password_hash IS NULL) <> (NEW.password_hash IS NULL))
  EXECUTE FUNCTION users_listing_changed();
