import { bigint, pgTable, uuid } from "drizzle-orm/pg-core";

/**
 * A counter per company that database triggers raise whenever anything a people list filters or
 * counts on changes (memberships, names, emails, passwords, groups). A list total cached with
 * the counter it was counted at is exact for as long as the counter stays the same, on every
 * API instance, whichever code path made the change.
 */
export const companyMemberGenerations = pgTable("company_member_generations", {
  // No foreign key: the triggers also fire while a company's memberships are deleted with it.
  companyId: uuid().primaryKey(),
  generation: bigint({ mode: "number" }).notNull().default(0),
});
