import { formatAddress } from "@leerlijn/contracts/trainings/address.schema";
import { and, eq, inArray, isNotNull } from "drizzle-orm";
import type { Db } from "../../platform/db/database";
import type { MailOutbox } from "../../platform/mail/mail-queue";
import type { RequestOrigin } from "../../platform/tenancy/public-origin";
import type { CompanyDirectory } from "../companies/company-directory";
import { companyMailContext } from "../companies/company-mail-context";
import { companyUsers, users } from "../users/users.table";
import { findTrainingDates } from "./trainings.repository";
import { trainings } from "./trainings.table";
import { placeGivenMail } from "./waiting-list-mail";

export type PlaceMailDeps = { db: Db; mail: MailOutbox; companies: CompanyDirectory };

/**
 * Mails everyone who just moved from the waiting list to a place, after the transaction that
 * gave it has committed (a mail is never sent for a place that was rolled back). People
 * without an email address are told by the planner instead.
 */
export async function mailPromoted(
  deps: PlaceMailDeps,
  from: RequestOrigin,
  trainingId: string,
  companyUserIds: readonly string[],
): Promise<void> {
  if (companyUserIds.length === 0) return;
  const { db } = deps;
  const [training] = await db
    .select({
      id: trainings.id,
      companyId: trainings.companyId,
      name: trainings.name,
      location: trainings.location,
    })
    .from(trainings)
    .where(eq(trainings.id, trainingId));
  if (!training) return;
  const people = await db
    .select({ email: users.email, firstName: users.firstName })
    .from(companyUsers)
    .innerJoin(users, eq(users.id, companyUsers.userId))
    .where(and(inArray(companyUsers.id, [...companyUserIds]), isNotNull(users.email)));
  if (people.length === 0) return;
  const context = await companyMailContext(deps.companies, training.companyId, from);
  const details = {
    id: training.id,
    name: training.name,
    locationLine: formatAddress(training.location),
    dates: await findTrainingDates(db, training.id),
  };
  await deps.mail.enqueueMany(
    people.map((person) =>
      placeGivenMail(context, { email: person.email!, firstName: person.firstName }, details),
    ),
  );
}
