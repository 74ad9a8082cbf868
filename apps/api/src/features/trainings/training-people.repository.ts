import {
  and,
  arrayOverlaps,
  asc,
  count,
  eq,
  inArray,
  isNotNull,
  isNull,
  notInArray,
  sql,
} from "drizzle-orm";
import type { Role } from "@leerlijn/contracts/permissions";
import type { Db } from "../../platform/db/database";
import { groupMembers, groups } from "../groups/groups.table";
import { companyUsers } from "../users/users.table";
import { type TrainingStaffRole, trainings, trainingStaff, trainingUsers } from "./trainings.table";

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
 * through, or null). People who stay keep their training user id, which attendance refers to,
 * and their place or their turn on the waiting list. With a capacity, newcomers join the back
 * of the waiting list in the map's order; `fillFreePlaces` then gives free places out in turn.
 * Returns the company user ids that were waiting before this call (for the promotion mails).
 */
export async function replaceParticipants(
  db: Db,
  trainingId: string,
  wanted: ReadonlyMap<string, string | null>,
  options: { waitingList?: boolean } = {},
): Promise<Set<string>> {
  const ids = [...wanted.keys()];
  await db
    .delete(trainingUsers)
    .where(
      and(
        eq(trainingUsers.trainingId, trainingId),
        ids.length > 0 ? notInArray(trainingUsers.companyUserId, ids) : undefined,
      ),
    );
  const waitingBefore = await db
    .select({ companyUserId: trainingUsers.companyUserId })
    .from(trainingUsers)
    .where(and(eq(trainingUsers.trainingId, trainingId), isNotNull(trainingUsers.waitingSince)));
  // Newcomers queue behind everyone already waiting, one microsecond apart in the order sent
  // (timestamptz keeps microseconds). The base is read as text so no precision is lost in JS.
  let base: string | null = null;
  if (options.waitingList && ids.length > 0) {
    const [row] = await db
      .select({
        base: sql<string>`greatest(now(), max(${trainingUsers.waitingSince}) + interval '1 microsecond')::text`,
      })
      .from(trainingUsers)
      .where(eq(trainingUsers.trainingId, trainingId));
    base = row!.base;
  }
  for (let start = 0; start < ids.length; start += 1000) {
    await db
      .insert(trainingUsers)
      .values(
        ids.slice(start, start + 1000).map((companyUserId, index) => ({
          trainingId,
          companyUserId,
          addedViaGroupId: wanted.get(companyUserId) ?? null,
          waitingSince:
            base === null
              ? null
              : sql`${base}::timestamptz + ${start + index} * interval '1 microsecond'`,
        })),
      )
      .onConflictDoUpdate({
        target: [trainingUsers.trainingId, trainingUsers.companyUserId],
        // Only the group; someone who stays keeps their place or their turn.
        set: { addedViaGroupId: sql`excluded.added_via_group_id` },
      });
  }
  return new Set(waitingBefore.map((row) => row.companyUserId));
}

/**
 * Locks the training's row for the rest of the transaction and reads its capacity: whoever
 * changes who has a place holds this lock, so two requests never give out the same place.
 */
export async function lockTrainingPlaces(db: Db, trainingId: string) {
  const [row] = await db
    .select({ capacity: trainings.capacity })
    .from(trainings)
    .where(eq(trainings.id, trainingId))
    .for("update");
  return row ?? null;
}

/**
 * The places not taken (never below zero); null when the capacity is unlimited. Read under
 * the lock of lockTrainingPlaces, so the answer holds until the transaction ends.
 */
export async function freePlaces(
  db: Db,
  trainingId: string,
  capacity: number | null,
): Promise<number | null> {
  if (capacity === null) return null;
  const [row] = await db
    .select({ holders: count() })
    .from(trainingUsers)
    .where(and(eq(trainingUsers.trainingId, trainingId), isNull(trainingUsers.waitingSince)));
  return Math.max(capacity - (row?.holders ?? 0), 0);
}

/**
 * Gives the free places to the first on the waiting list, in turn; returns who got one. With no
 * capacity everyone waiting gets a place. A capacity below the number who already have a
 * place frees nothing: places given are never taken back (issue 21), the list just waits
 * until enough people have left.
 */
export async function fillFreePlaces(
  db: Db,
  trainingId: string,
  capacity: number | null,
): Promise<string[]> {
  const ofTraining = eq(trainingUsers.trainingId, trainingId);
  const free = await freePlaces(db, trainingId, capacity);
  if (free === 0) return [];
  const inTurn = db
    .select({ id: trainingUsers.id })
    .from(trainingUsers)
    .where(and(ofTraining, isNotNull(trainingUsers.waitingSince)))
    .orderBy(asc(trainingUsers.waitingSince), asc(trainingUsers.id));
  const promoted = await db
    .update(trainingUsers)
    .set({ waitingSince: null })
    .where(inArray(trainingUsers.id, free === null ? inTurn : inTurn.limit(free)))
    .returning({ companyUserId: trainingUsers.companyUserId });
  return promoted.map((row) => row.companyUserId);
}
