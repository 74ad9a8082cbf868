import { formatAddress } from "@leerlijn/contracts/trainings/address.schema";
import { eq } from "drizzle-orm";
import type { Actor } from "../../../platform/auth/actor";
import type { Db } from "../../../platform/db/database";
import { notFound } from "../../../platform/http/app-error";
import type { Tenant } from "../../../platform/tenancy/tenant";
import { fullName } from "../../users/current-user.presenter";
import { users } from "../../users/users.table";
import { findParticipantTrainings } from "../participant-trainings.repository";
import { findTrainingDates } from "../trainings.repository";
import { trainingCalendar } from "./training-calendar";

/**
 * `GET /my-trainings/:id/calendar`: the participant's own training as a file for their agenda.
 * Its entries have the invitation's UIDs and sequence, so adding both leaves one entry per date.
 */
export async function myTrainingCalendar(
  db: Db,
  tenant: Tenant,
  actor: Actor,
  trainingId: string,
  context: { mailFrom: string; requestOrigin: string },
): Promise<{ fileName: string; body: Buffer }> {
  if (!actor.companyUserId) throw notFound();
  const [found] = await findParticipantTrainings(db, actor.companyUserId, {
    companyId: tenant.id,
    trainingId,
  });
  if (!found) throw notFound();
  const { training } = found;
  const [person] = await db
    .select({
      email: users.email,
      firstName: users.firstName,
      middleName: users.middleName,
      lastName: users.lastName,
    })
    .from(users)
    .where(eq(users.id, actor.userId));
  // The origin the invitations were sent from, so the UIDs match theirs.
  const origin = training.publicOrigin ?? context.requestOrigin;
  const url = `${origin}/my-trainings/${training.id}`;
  const content = trainingCalendar({
    method: "PUBLISH",
    sequence: training.calendarSequence,
    name: training.name,
    location: formatAddress(training.location),
    description: `Training van ${tenant.name}. ${url}`,
    dates: await findTrainingDates(db, training.id),
    organizer: { name: tenant.name, email: context.mailFrom },
    attendee: person?.email ? { name: fullName(person), email: person.email } : undefined,
    uidHost: new URL(origin).hostname,
    url,
  });
  const base =
    training.name
      .replace(/[^\p{L}\p{N} _-]+/gu, "")
      .replace(/\s+/g, " ")
      .trim() || "training";
  return { fileName: `${base}.ics`, body: Buffer.from(content, "utf8") };
}
