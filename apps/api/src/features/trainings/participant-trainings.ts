import type { PersonCertificateStatus } from "@leerlijn/contracts/certificates/certificate.schema";
import type {
  DatePresence,
  MyTraining,
  ParticipantTraining,
  TrainingPresence,
  TrainingPresenceFilter,
} from "@leerlijn/contracts/trainings/participant-training.schema";
import { formatAddress } from "@leerlijn/contracts/trainings/address.schema";
import type { Actor } from "../../platform/auth/actor";
import type { Db } from "../../platform/db/database";
import { notFound } from "../../platform/http/app-error";
import type { Storage } from "../../platform/storage/storage";
import type { Tenant } from "../../platform/tenancy/tenant";
import { presentMedia } from "../media/media.presenter";
import { findVisibleMedia } from "../media/media.repository";
import { visibleCompanyIds } from "../media/visible-companies";
import { fullName } from "../users/current-user.presenter";
import { managementScope } from "../users/management-scope";
import { findParticipantTrainings, findPerson } from "./participant-trainings.repository";
import type { TrainingCertificates } from "./training-certificates";
import { todayInAmsterdam, trainingScope } from "./training-scope";
import { findInstructors, visibleTrainings } from "./trainings.repository";

type Found = Awaited<ReturnType<typeof findParticipantTrainings>>[number];

/**
 * Presence over the whole training from the dates whose attendance list was saved (a draft
 * counts: it is what the trainer has ticked so far): none yet is assigned; present or absent
 * when every recorded date agrees; anything in between is partially present.
 */
export function overallPresence(presences: readonly (DatePresence | null)[]): TrainingPresence {
  const recorded = presences.filter((presence) => presence !== null);
  if (recorded.length === 0) return "assigned";
  if (recorded.every((presence) => presence === "present")) return "present";
  if (recorded.every((presence) => presence === "absent")) return "absent";
  return "partiallyPresent";
}

export function matchesPresence(presence: TrainingPresence, filter: TrainingPresenceFilter) {
  return filter === "present"
    ? presence === "present" || presence === "partiallyPresent"
    : presence === filter;
}

type Statuses = Map<string, PersonCertificateStatus>;

function present(found: Found, today: string, statuses: Statuses): ParticipantTraining {
  const { training, dates } = found;
  return {
    id: training.id,
    name: training.name,
    locationLine: formatAddress(training.location),
    dates,
    nextDate: dates.find((date) => date.date >= today)?.date ?? null,
    firstDate: dates[0]?.date ?? null,
    lastDate: dates.at(-1)?.date ?? null,
    presence: overallPresence(dates.map((date) => date.presence)),
    waiting: found.waitingListPosition !== null,
    waitingListPosition: found.waitingListPosition,
    certificateStatus: statuses.get(found.trainingUserId) ?? "notOwned",
  };
}

/** Upcoming by their next date first, then past ones, the most recent first. */
function upcomingFirst(a: ParticipantTraining, b: ParticipantTraining) {
  if (a.nextDate && b.nextDate) return a.nextDate.localeCompare(b.nextDate);
  if (a.nextDate || b.nextDate) return a.nextDate ? -1 : 1;
  return (b.lastDate ?? "").localeCompare(a.lastDate ?? "") || a.name.localeCompare(b.name);
}

/** `GET /my-trainings`: the caller's own trainings in the current company. */
export async function listMyTrainings(
  deps: { db: Db; certificates: Pick<TrainingCertificates, "statusOf"> },
  tenant: Tenant,
  actor: Actor,
  now = new Date(),
) {
  if (!actor.companyUserId) return [];
  const today = todayInAmsterdam(now);
  const found = await findParticipantTrainings(deps.db, actor.companyUserId, {
    companyId: tenant.id,
  });
  const statuses = await deps.certificates.statusOf(found.map((row) => row.trainingUserId));
  return found.map((row) => present(row, today, statuses)).sort(upcomingFirst);
}

/** `GET /my-trainings/:id`: one of them; a training they do not take part in is a 404. */
export async function describeMyTraining(
  deps: { db: Db; storage: Storage; certificates: TrainingCertificates; origin: string },
  tenant: Tenant,
  actor: Actor,
  trainingId: string,
): Promise<MyTraining> {
  const { db } = deps;
  if (!actor.companyUserId) throw notFound();
  const [found] = await findParticipantTrainings(db, actor.companyUserId, {
    companyId: tenant.id,
    trainingId,
  });
  if (!found) throw notFound();
  const { training } = found;
  const statuses = await deps.certificates.statusOf([found.trainingUserId]);
  const image = training.imageMediaId
    ? await findVisibleMedia(db, visibleCompanyIds(tenant), training.imageMediaId)
    : null;
  return {
    ...present(found, todayInAmsterdam(), statuses),
    description: training.description,
    location: training.location,
    image: image ? await presentMedia(deps.storage, image) : null,
    instructors: (await findInstructors(db, [training.id])).get(training.id) ?? [],
    certificate:
      (await deps.certificates.ofParticipants([found.trainingUserId], deps.origin)).get(
        found.trainingUserId,
      ) ?? null,
  };
}

/**
 * `GET /users/:id/trainings`: a person the caller manages (as their enrollments: a foreign
 * person is a 404), with the trainings of that person the caller sees (a trainer: the ones
 * they give), the newest first.
 */
export async function listUserTrainings(
  deps: { db: Db; certificates: Pick<TrainingCertificates, "statusOf" | "ofCourses"> },
  tenant: Tenant,
  actor: Actor,
  companyUserId: string,
  query: { page: number; perPage: number; presence?: TrainingPresenceFilter | undefined },
) {
  const { db } = deps;
  const { companyIds } = await managementScope(db, actor, tenant);
  const person = await findPerson(db, companyIds, companyUserId);
  if (!person) throw notFound();
  const scope = trainingScope(person.companyId, actor);
  const found = await findParticipantTrainings(db, person.id, {
    companyId: person.companyId,
    visible: visibleTrainings(scope),
  });
  const today = todayInAmsterdam();
  const statuses = await deps.certificates.statusOf(found.map((row) => row.trainingUserId));
  const presence = query.presence;
  const all = found
    .map((row) => present(row, today, statuses))
    .filter((training) => !presence || matchesPresence(training.presence, presence))
    .sort(
      (a, b) =>
        (b.firstDate ?? "").localeCompare(a.firstDate ?? "") ||
        a.name.localeCompare(b.name) ||
        a.id.localeCompare(b.id),
    );
  const start = (query.page - 1) * query.perPage;
  return {
    items: all.slice(start, start + query.perPage),
    total: all.length,
    person: { name: fullName(person), email: person.email },
    courseCertificates: await deps.certificates.ofCourses(person.companyId, person.id),
  };
}
