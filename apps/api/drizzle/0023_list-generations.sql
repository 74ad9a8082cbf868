-- Exact list totals kept per generation (list-generations.table.ts, list-totals.ts), and the
-- indexes that let the trainings list read its page in order.
-- btree_gist lets one GiST index hold the company and the date range; a trusted extension.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
CREATE TABLE "list_generations" (
	"company_id" uuid NOT NULL,
	"list" text NOT NULL,
	"generation" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "list_generations_company_id_list_pk" PRIMARY KEY("company_id","list")
);
--> statement-breakpoint
CREATE INDEX "trainings_name_trgm_index" ON "trainings" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "trainings_company_id_first_date_index" ON "trainings" USING btree ("company_id","first_date") WHERE "trainings"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "trainings_company_id_date_range_index" ON "trainings" USING gist ("company_id",daterange("first_date", "last_date", '[]')) WHERE "trainings"."deleted_at" is null;
--> statement-breakpoint
-- Raises the generation of one list for the given companies (see list_generations).
CREATE FUNCTION bump_list_generations(list_name text, company_ids uuid[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO list_generations (company_id, list, generation)
  SELECT DISTINCT unnest(company_ids), list_name, 1
  ON CONFLICT (company_id, list) DO UPDATE SET generation = list_generations.generation + 1;
$$;
--> statement-breakpoint
-- People lists count memberships and filter on roles, status, groups, names and email.
-- Statement-level, so an import of thousands of people raises each counter once.
CREATE FUNCTION company_users_listed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM bump_list_generations('people', ARRAY(SELECT DISTINCT company_id FROM old_rows));
  ELSE
    PERFORM bump_list_generations('people', ARRAY(SELECT DISTINCT company_id FROM new_rows));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER company_users_inserted AFTER INSERT ON company_users REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION company_users_listed();
--> statement-breakpoint
CREATE TRIGGER company_users_updated AFTER UPDATE ON company_users REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION company_users_listed();
--> statement-breakpoint
CREATE TRIGGER company_users_deleted AFTER DELETE ON company_users REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION company_users_listed();
--> statement-breakpoint
CREATE FUNCTION group_members_listed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM bump_list_generations('people', ARRAY(
      SELECT DISTINCT g.company_id FROM old_rows r JOIN groups g ON g.id = r.group_id));
  ELSE
    PERFORM bump_list_generations('people', ARRAY(
      SELECT DISTINCT g.company_id FROM new_rows r JOIN groups g ON g.id = r.group_id));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER group_members_inserted AFTER INSERT ON group_members REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION group_members_listed();
--> statement-breakpoint
CREATE TRIGGER group_members_deleted AFTER DELETE ON group_members REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION group_members_listed();
--> statement-breakpoint
-- A deleted group takes its members along, whose rows then no longer find the group.
CREATE FUNCTION groups_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_list_generations('people', ARRAY(SELECT DISTINCT company_id FROM old_rows));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER groups_deleted AFTER DELETE ON groups REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION groups_deleted();
--> statement-breakpoint
-- What a people list shows and filters on of the person: name, email, whether they have a password.
CREATE FUNCTION users_listed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_list_generations('people', ARRAY(
    SELECT company_id FROM company_users WHERE user_id = NEW.id));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER users_listed AFTER UPDATE OF first_name, middle_name, last_name, email, password_hash ON users FOR EACH ROW
  WHEN (OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.middle_name IS DISTINCT FROM NEW.middle_name
    OR OLD.last_name IS DISTINCT FROM NEW.last_name OR OLD.email IS DISTINCT FROM NEW.email
    OR (OLD.password_hash IS NULL) <> (NEW.password_hash IS NULL))
  EXECUTE FUNCTION users_listed();
--> statement-breakpoint
-- Trainings lists count a company's trainings that are not deleted, seen by who registers,
-- planned or gives them, searched by name.
CREATE FUNCTION trainings_listed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM bump_list_generations('trainings', ARRAY(SELECT DISTINCT company_id FROM old_rows));
  ELSE
    PERFORM bump_list_generations('trainings', ARRAY(SELECT DISTINCT company_id FROM new_rows));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER trainings_inserted AFTER INSERT ON trainings REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION trainings_listed();
--> statement-breakpoint
CREATE TRIGGER trainings_deleted AFTER DELETE ON trainings REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION trainings_listed();
--> statement-breakpoint
-- Row-level, so the many updates of other columns (dates, invitations) leave the total alone.
CREATE FUNCTION training_listing_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_list_generations('trainings', ARRAY[OLD.company_id, NEW.company_id]);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER trainings_updated AFTER UPDATE OF company_id, name, deleted_at, registrar_id, created_by_id ON trainings FOR EACH ROW
  WHEN (OLD.company_id IS DISTINCT FROM NEW.company_id OR OLD.name IS DISTINCT FROM NEW.name
    OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at OR OLD.registrar_id IS DISTINCT FROM NEW.registrar_id
    OR OLD.created_by_id IS DISTINCT FROM NEW.created_by_id)
  EXECUTE FUNCTION training_listing_changed();
--> statement-breakpoint
CREATE FUNCTION training_staff_listed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM bump_list_generations('trainings', ARRAY(
      SELECT DISTINCT t.company_id FROM old_rows r JOIN trainings t ON t.id = r.training_id));
  ELSE
    PERFORM bump_list_generations('trainings', ARRAY(
      SELECT DISTINCT t.company_id FROM new_rows r JOIN trainings t ON t.id = r.training_id));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER training_staff_inserted AFTER INSERT ON training_staff REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION training_staff_listed();
--> statement-breakpoint
CREATE TRIGGER training_staff_updated AFTER UPDATE ON training_staff REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION training_staff_listed();
--> statement-breakpoint
CREATE TRIGGER training_staff_deleted AFTER DELETE ON training_staff REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION training_staff_listed();
