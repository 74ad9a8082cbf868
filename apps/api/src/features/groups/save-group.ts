import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/database";
import { isUniqueViolation } from "../../platform/db/errors";
import { notFound, validationFailed } from "../../platform/http/app-error";
import type { Tenant } from "../../platform/tenancy/tenant";
import type { EnrollInGroupCourses } from "../users/group-courses";
import { findGroup, membershipsOfCompany, replaceGroupMembers } from "./groups.repository";
import { groups } from "./groups.table";

export const GROUP_NAME_TAKEN = "Er bestaat al een groep met deze naam.";
export const UNKNOWN_MEMBERS = "Een of meer gekozen personen horen niet (meer) bij deze omgeving.";

type GroupInput = { name: string; memberIds: string[] };

/**
 * Creates a group (no id) or renames one and sets its members; returns its id. Members new to a
 * group with assigned courses are enrolled in them at once.
 */
export async function saveGroup(
  { db, enrollInGroupCourses }: { db: Db; enrollInGroupCourses: EnrollInGroupCourses },
  tenant: Tenant,
  groupId: string | null,
  input: GroupInput,
): Promise<string> {
  const memberIds = [...new Set(input.memberIds)];
  try {
    return await db.transaction(async (tx) => {
      if (groupId && !(await findGroup(tx, tenant.id, groupId))) throw notFound();
      const known = await membershipsOfCompany(tx, tenant.id, memberIds);
      if (known.size !== memberIds.length)
        throw validationFailed({ member_ids: [UNKNOWN_MEMBERS] });
      let id = groupId;
      if (id) {
        await tx
          .update(groups)
          .set({ name: input.name, updatedAt: sql`now()` })
          .where(and(eq(groups.id, id), eq(groups.companyId, tenant.id)));
      } else {
        const [created] = await tx
          .insert(groups)
          .values({ companyId: tenant.id, name: input.name })
          .returning({ id: groups.id });
        id = created!.id;
      }
      await replaceGroupMembers(tx, id, memberIds);
      await enrollInGroupCourses(tx, memberIds);
      return id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw validationFailed({ name: [GROUP_NAME_TAKEN] });
    throw error;
  }
}

export async function deleteGroup(db: Db, tenant: Tenant, groupId: string): Promise<void> {
  const deleted = await db
    .delete(groups)
    .where(and(eq(groups.id, groupId), eq(groups.companyId, tenant.id)))
    .returning({ id: groups.id });
  if (deleted.length === 0) throw notFound();
}
