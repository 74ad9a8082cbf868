import { and, eq, isNull, or, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/database";
import { companies } from "../companies/companies.table";
import { rolesOnHost } from "./roles-on-host";
import { companyUsers, type UserRow, users } from "./users.table";

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return row ?? null;
}

export async function findUserById(db: Db, userId: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return row ?? null;
}

/**
 * The active memberships that matter on a company's host: the membership in that company and
 * any membership in an administrator company (where the platform admin role lives). An
 * invitation not yet accepted is no membership yet.
 */
export function findActiveMembershipsOnHost(db: Db, userId: string, companyId: string) {
  return db
    .select({
      id: companyUsers.id,
      companyId: companyUsers.companyId,
      roles: companyUsers.roles,
      companyType: companies.type,
    })
    .from(companyUsers)
    .innerJoin(companies, eq(companies.id, companyUsers.companyId))
    .where(
      and(
        eq(companyUsers.userId, userId),
        isNull(companyUsers.deactivatedAt),
        isNull(companyUsers.pendingSince),
        or(eq(companyUsers.companyId, companyId), eq(companies.type, "administrator")),
      ),
    );
}
export type ProfileFields = Pick<
  UserRow,
  "firstName" | "middleName" | "lastName" | "phoneNumber" | "dateOfBirth" | "notificationPreference"
>;

export async function updateUserProfile(
  db: Db,
  userId: string,
  fields: ProfileFields,
): Promise<UserRow | null> {
  const [row] = await db
    .update(users)
    .set({ ...fields, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning();
  return row ?? null;
}

/** A person's roles on a company's host, or null when they have no access there. */
export async function accessOnHost(db: Db, userId: string, companyId: string) {
  return rolesOnHost(await findActiveMembershipsOnHost(db, userId, companyId), companyId);
}

export async function setPasswordHash(db: Db, userId: string, passwordHash: string) {
  const [row] = await db
    .update(users)
    .set({ passwordHash, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning();
  return row ?? null;
}
