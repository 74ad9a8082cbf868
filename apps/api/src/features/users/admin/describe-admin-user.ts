import type { Db } from "../../../platform/db/database";
import { notFound } from "../../../platform/http/app-error";
import { presentAdminUser } from "./admin-user.presenter";
import { findPerson, membershipsOf } from "./people.repository";

/** GET /admin/users/{id}: the person with every membership; unknown ids are a 404. */
export async function describeAdminUser(db: Db, userId: string) {
  const person = await findPerson(db, userId);
  if (!person) throw notFound();
  return presentAdminUser(person, await membershipsOf(db, [person.id]));
}
