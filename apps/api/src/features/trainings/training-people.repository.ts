import { and, arrayOverlaps, eq, inArray, isNull, notInArray, sql } from "drizzle-orm";
import type { Role } from "@leerlijn/contracts/permissions";
import type { Db } from "../../platform/db/database";
import { groupMembers, groups } from "../groups/groups.table";
import { companyUsers } from "../users/users.table";
import { type TrainingStaffRole, trainingStaff, trainingUsers } from "./trainings.table";

/** The roles that may give, register or manage a training. */
export const EDUCATOR_ROLES: Role[] = [
  "admin-group-leader",
  "admin-trainer",
  "sub-admin-group-leader",
  "sub-admin-trainer",
];

/** Which of these company users are active educators of the company. */
export async function educatorsOfCompany(
  db: Db,
  companyId: string,
  ids: readonly string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: companyUsers.id })
    .from(companyUsers)
    .where(
      and(
        eq(companyUsers.companyId, companyId),
        inArray(companyUsers.id, [...ids]),
        isNull(companyUsers.deactivatedAt),
        arrayOverlaps(companyUsers.roles, EDUCATOR_ROLES),
      ),
    );
  return new Set(rows.map((row) => row.id));
}

/** The company's groups among these ids, with their current members. */
export async function groupsWithMembers(db: Db, companyId: string, groupIds: readonly string[]) {
  if (groupIds.length === 0) return { found: new Set<string>(), members: [] };
  const found = await db
    .select({ id: groups.id })
    .from(groups)
    .where(and(eq(groups.companyId, companyId), inArray(groups.id, [...groupIds])));
  const ids = found.map((row) => row.id);
  const members =
    ids.length === 0
      ? []
      : await db
          .select({ groupId: groupMembers.groupId, companyUserId: groupMembers.companyUserId })
          .from(groupMembers)
          .where(inArray(groupMembers.groupId, ids));
  return { found: new Set(ids), members };
}

/** Sets who holds this staff role on the training to exactly these people. */
export async function replaceStaff(
  db: Db,
  trainingId: string,
  role: TrainingStaffRole,
  companyUserIds: readonly string[],
) {
  await db
    .delete(trainingStaff)
    .where(and(eq(trainingStaff.trainingId, trainingId), eq(trainingStaff.role, role)));
  if (companyUserIds.length > 0)
    await db
      .insert(trainingStaff)
      .values(companyUserIds.map((companyUserId) => ({ trainingId, companyUserId, role })));
}

/**
 * Sets the participants to exactly these people (company user id → the group they came in
 * through, or null). People who stay keep their training user id, which attendance refers to.
 */
export async function replaceParticipants(
  db: Db,
  trainingId: string,
  wanted: ReadonlyMap<string, string | null>,
) {
  const ids = [...wanted.keys()];
  await db
    .delete(trainingUsers)
    .where(
      and(
        eq(trainingUsers.trainingId, trainingId),
        ids.length > 0 ? notInArray(trainingUsers.companyUserId, ids) : undefined,
      ),
    );
  for (let start = 0; start < ids.length; start += 1000) {
    await db
      .insert(trainingUsers)
      .values(
        ids.slice(start, start + 1000).map((companyUserId) => ({
          trainingId,
          companyUserId,
          addedViaGroupId: wanted.get(companyUserId) ?? null,
        })),
      )
      .onConflictDoUpdate({
        target: [trainingUsers.trainingId, trainingUsers.companyUserId],
        set: { addedViaGroupId: sql`excluded.added_via_group_id` },
      });
  }
}
