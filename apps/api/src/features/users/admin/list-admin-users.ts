import type { z } from "zod";
import type { adminUsersQuerySchema } from "@leerlijn/contracts/users/admin-users.contract";
import type { Db } from "../../../platform/db/database";
import { presentAdminUser } from "./admin-user.presenter";
import { listPeople, membershipsOf } from "./people.repository";

type Query = z.output<typeof adminUsersQuerySchema>;

/** GET /admin/users: one page of people, each with every company they belong to. */
export async function listAdminUsers(db: Db, query: Query) {
  const { rows, total } = await listPeople(db, query.filter ?? {}, {
    limit: query.perPage,
    offset: (query.page - 1) * query.perPage,
  });
  const memberships = await membershipsOf(
    db,
    rows.map((row) => row.id),
  );
  return {
    data: rows.map((row) =>
      presentAdminUser(
        row,
        memberships.filter((membership) => membership.userId === row.id),
      ),
    ),
    total,
  };
}
