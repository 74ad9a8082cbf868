import type { SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../../platform/db/database";

/**
 * What user management needs to know of groups, handed in by the app: the groups feature owns
 * them and builds on users, so users cannot import it.
 */
export type GroupLookup = {
  /**
   * The membership ids in a group of one of these companies, as a subquery for filters; both
   * come as SQL (a value or a placeholder): a uuid and a uuid array.
   */
  memberIdsOf(groupId: SQL, companyIds: SQL): SQL;
  /** A column with the groups (by name) of the membership in `memberId`, for list queries. */
  groupsColumn(memberId: AnyPgColumn): SQL<{ id: string; name: string }[]>;
  /** The groups of each of these memberships, by name. */
  groupsOf(
    db: Db,
    memberIds: readonly string[],
  ): Promise<Map<string, { id: string; name: string }[]>>;
  /** The company's groups with these names, keyed by lower-case name. */
  findByNames(db: Db, companyId: string, names: readonly string[]): Promise<Map<string, string>>;
  /** Puts memberships into groups by name, creating missing groups; returns the new groups. */
  addToGroups(
    db: Db,
    companyId: string,
    assignments: readonly { memberId: string; groupNames: readonly string[] }[],
  ): Promise<string[]>;
};
