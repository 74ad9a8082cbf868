import { formatAddress } from "@leerlijn/contracts/trainings/address.schema";
import type { Training } from "@leerlijn/contracts/trainings/training.schema";
import { eq } from "drizzle-orm";
import type { Db } from "../../platform/db/database";
import { notFound } from "../../platform/http/app-error";
import type { Storage } from "../../platform/storage/storage";
import type { Tenant } from "../../platform/tenancy/tenant";
import { presentMedia } from "../media/media.presenter";
import { findVisibleMedia } from "../media/media.repository";
import { visibleCompanyIds } from "../media/visible-companies";
import type { TrainingCertificates } from "./training-certificates";
import type { TrainingScope } from "./training-scope";
import {
  findInstructors,
  findParticipants,
  findPeople,
  findRegistrarManagerIds,
  findTraining,
  findTrainingDates,
} from "./trainings.repository";
import { trainingTemplates } from "./trainings.table";

/** One training as the educators' pages need it; a training outside the scope is a 404. */
export async function describeTraining(
  deps: { db: Db; storage: Storage; certificates: Pick<TrainingCertificates, "statusOf"> },
  tenant: Tenant,
  scope: TrainingScope,
  trainingId: string,
): Promise<Training> {
  const { db, storage } = deps;
  const row = await findTraining(db, scope, trainingId);
  if (!row) throw notFound();
  const image = row.imageMediaId
    ? await findVisibleMedia(db, visibleCompanyIds(tenant), row.imageMediaId)
    : null;
  const registrarManagerIds = await findRegistrarManagerIds(db, row.id);
  const registrars = await findPeople(db, [
    ...(row.registrarId ? [row.registrarId] : []),
    ...registrarManagerIds,
  ]);
  const dates = await findTrainingDates(db, row.id);
  const people = await findParticipants(db, row.id);
  const statuses = await deps.certificates.statusOf(people.map((person) => person.trainingUserId));
  const participants = people.map((person) => ({
    ...person,
    certificateStatus: statuses.get(person.trainingUserId) ?? "notOwned",
  }));
  const [recertifies] = row.recertifiesTemplateId
    ? await db
        .select({ name: trainingTemplates.name })
        .from(trainingTemplates)
        .where(eq(trainingTemplates.id, row.recertifiesTemplateId))
    : [];
  const named = (id: string) => registrars.find((person) => person.id === id);
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    location: row.location,
    locationLine: formatAddress(row.location),
    capacity: row.capacity,
    imageMediaId: image ? row.imageMediaId : null,
    image: image ? await presentMedia(storage, image) : null,
    registrarId: row.registrarId,
    registrar: (row.registrarId && named(row.registrarId)) || null,
    registrarManagerIds,
    registrarManagers: registrars.filter((person) => registrarManagerIds.includes(person.id)),
    instructors: (await findInstructors(db, [row.id])).get(row.id) ?? [],
    dates,
    participants,
    ...placesOf(row.capacity, participants),
    settings: {
      inviteParticipants: row.inviteParticipants,
      daysBeforeInvite: row.daysBeforeInvite,
      attendanceList: row.attendanceList,
      generateCertificates: row.generateCertificates,
      certificateExpiryDate: row.certificateExpiryDate,
      certificateReminderDate: row.certificateReminderDate,
      templateId: row.templateId,
      recertifiesTemplateId: row.recertifiesTemplateId,
    },
    recertifiesTemplateName: recertifies?.name ?? null,
    attendancesCompleted: row.attendancesCompleted,
    hasTrainingAttendances: dates.some((date) => date.hasAttendances),
    hasNotifiedParticipants: row.hasNotifiedParticipants,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Places left (null: unlimited) and how many wait. Someone past a lowered capacity keeps their
 * place, so places left never goes below zero.
 */
function placesOf(capacity: number | null, participants: readonly { waiting: boolean }[]) {
  const waitingCount = participants.filter((participant) => participant.waiting).length;
  const holders = participants.length - waitingCount;
  return {
    placesLeft: capacity === null ? null : Math.max(capacity - holders, 0),
    waitingCount,
  };
}
