import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/database";
import { insertMany } from "../../platform/db/insert-many";
import type { EnrollInGroupCourses } from "../users/group-courses";
import type { GroupLookup } from "../users/group-lookup";
import { groupMembers, groups } from "./groups.table";

const lower = (name: string) => name.toLocaleLowerCase("nl");

async function findByNames(db: Db, companyId: string, names: readonly string[]) {
  const wanted = [...new Set(names.map(lower))];
  const found = new Map<string, string>();
  for (let start = 0; start < wanted.length; start += 1000) {
    const rows = await db
      .select({ id: groups.id, name: groups.name })
      .from(groups)
      .where(
        and(
          eq(groups.companyId, companyId),
          inArray(sql`lower(${groups.name})`, wanted.slice(start, start + 1000)),
        ),
      );
    for (const row of rows) found.set(lower(row.name), row.id);
  }
  return found;
}

/** Groups as people management sees them; people put into groups get the groups' courses. */
export const createGroupLookup = (enrollInGroupCourses: EnrollInGroupCourses): GroupLookup => ({
  findByNames,

  async addToGroups(db, companyId, assignments) {
    const spelled = new Map<string, string>();
    for (const { groupNames } of assignments)
      for (const name of groupNames) if (!spelled.has(lower(name))) spelled.set(lower(name), name);
    if (spelled.size === 0) return [];
    const existing = await findByNames(db, companyId, [...spelled.values()]);
    const missing = [...spelled].filter(([key]) => !existing.has(key)).map(([, name]) => name);
    // A group made meanwhile by someone else is simply used.
    const created =
      missing.length === 0
        ? []
        : await db
            .insert(groups)
            .values(missing.map((name) => ({ companyId, name })))
            .onConflictDoNothing()
            .returning({ name: groups.name });
    const ids = await findByNames(db, companyId, [...spelled.values()]);
    const pairs = assignments.flatMap(({ memberId, groupNames }) =>
      groupNames.flatMap((name) => {
        const groupId = ids.get(lower(name));
        return groupId ? [{ groupId, companyUserId: memberId }] : [];
      }),
    );
    await insertMany(
      db,
      groupMembers,
      [
        { column: groupMembers.groupId, type: "uuid", values: pairs.map((pair) => pair.groupId) },
        {
          column: groupMembers.companyUserId,
          type: "uuid",
          values: pairs.map((pair) => pair.companyUserId),
        },
      ],
      [],
      "ignore",
    );
    await enrollInGroupCourses(db, [...new Set(pairs.map((pair) => pair.companyUserId))]);
    return created.map((row) => row.name);
  },

  groupsColumn: (memberId) => sql<{ id: string; name: string }[]>`(
    select coalesce(
      json_agg(json_build_object('id', ${groups.id}, 'name', ${groups.name}) order by ${groups.name}),
      '[]'::json)
    from ${groupMembers} join ${groups} on ${groups.id} = ${groupMembers.groupId}
    where ${groupMembers.companyUserId} = ${memberId})`,

  memberIdsOf: (groupId, companyIds) => sql`(
    select ${groupMembers.companyUserId} from ${groupMembers}
    join ${groups} on ${groups.id} = ${groupMembers.groupId}
    where ${groupMembers.groupId} = ${groupId} and ${groups.companyId} = any(${companyIds}))`,

  async groupsOf(db: Db, memberIds) {
    const result = new Map<string, { id: string; name: string }[]>();
    if (memberIds.length === 0) return result;
    const rows = await db
      .select({ memberId: groupMembers.companyUserId, id: groups.id, name: groups.name })
      .from(groupMembers)
      .innerJoin(groups, eq(groups.id, groupMembers.groupId))
      .where(inArray(groupMembers.companyUserId, [...memberIds]))
      .orderBy(asc(groups.name));
    for (const { memberId, id, name } of rows) {
      const list = result.get(memberId) ?? [];
      list.push({ id, name });
      result.set(memberId, list);
    }
    return result;
  },
});
