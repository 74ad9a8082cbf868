import type { RequestOrigin } from "../../platform/tenancy/public-origin";
import { isUniqueViolation } from "../../platform/db/errors";
import { validationFailed } from "../../platform/http/app-error";
import { addPerson, EMAIL_TAKEN_MESSAGE, type NewPerson } from "./add-person";
import { type InvitationDeps, sendWelcomes } from "./invitations";
import type { ManagementScope } from "./management-scope";

/** POST /users: one person, committed before their welcome mail is queued. */
export async function createUser(
  deps: InvitationDeps,
  scope: ManagementScope,
  person: NewPerson,
  from: RequestOrigin,
) {
  let added;
  try {
    added = await deps.db.transaction((tx) => addPerson(tx, scope, person, deps.invitationTtlDays));
  } catch (error) {
    // Two requests adding the same new email at once: the second loses the race here.
    if (isUniqueViolation(error)) throw validationFailed({ email: [EMAIL_TAKEN_MESSAGE] });
    throw error;
  }
  if (added.welcome) await sendWelcomes(deps, from, [added.welcome]);
  return { id: added.id, name: added.name };
}
