import { and, eq, sql } from "drizzle-orm";
import type { InvalidationBus } from "../../platform/cache/invalidation-bus";
import type { Db } from "../../platform/db/database";
import type { ManagementScope } from "./management-scope";
import type { EnrollInGroupCourses } from "./group-courses";
import { manageableMember } from "./member-access";
import { companyUsers, users } from "./users.table";

/**
 * Switches a membership off or on. Switched off, the person can no longer sign in here and
 * their sessions on this company end at their next request; their data stays.
 */
export async function setMemberActive(
  deps: { db: Db; bus: InvalidationBus; enrollInGroupCourses: EnrollInGroupCourses },
  scope: ManagementScope,
  memberId: string,
  active: boolean,
): Promise<void> {
  const member = await manageableMember(deps.db, scope, memberId);
  await deps.db.transaction(async (tx) => {
    await tx
      .update(companyUsers)
      .set({ deactivatedAt: active ? null : sql`coalesce(${companyUsers.deactivatedAt}, now())` })
      .where(eq(companyUsers.id, member.id));
    // Switched back on, they get what their groups were assigned while they were off.
    if (active) await deps.enrollInGroupCourses(tx, [member.id]);
  });
  deps.bus.publish("user", member.userId);
}

/**
 * Removes a person from the company (and so from its groups). Someone who then belongs to no
 * company at all is deleted entirely: nobody could reach their account any more.
 */
export async function removeMember(
  deps: { db: Db; bus: InvalidationBus },
  scope: ManagementScope,
  memberId: string,
): Promise<void> {
  const member = await manageableMember(deps.db, scope, memberId);
  await deps.db.transaction(async (tx) => {
    await tx.delete(companyUsers).where(eq(companyUsers.id, member.id));
    await tx
      .delete(users)
      .where(
        and(
          eq(users.id, member.userId),
          sql`not exists (select 1 from ${companyUsers} where ${companyUsers.userId} = ${users.id})`,
        ),
      );
  });
  deps.bus.publish("user", member.userId);
}
