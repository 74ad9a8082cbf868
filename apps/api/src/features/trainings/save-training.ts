import {
  type TrainingInput,
  trainingMessages,
} from "@leerlijn/contracts/trainings/training-body.schema";
import { mediaChoiceMessages } from "@leerlijn/contracts/courses/block.schema";
import { and, eq, inArray, notInArray, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/database";
import { notFound, validationFailed } from "../../platform/http/app-error";
import { sanitizeRichText } from "../../platform/text/sanitize-rich-text";
import type { Tenant } from "../../platform/tenancy/tenant";
import { findVisibleMedia } from "../media/media.repository";
import { visibleCompanyIds } from "../media/visible-companies";
import { recordCalendarChange } from "./invitations/calendar-changes";
import { refuseChangingAttendedDates } from "./attendance-rules";
import {
  fillPlacesAfterCapacityChange,
  type ParticipantsInput,
  setTrainingParticipants,
} from "./set-training-participants";
import { educatorsOfCompany, replaceStaff } from "./training-people.repository";
import type { TrainingScope } from "./training-scope";
import { findTraining, refreshDateRange } from "./trainings.repository";
import { trainingDates, trainings, trainingTemplates } from "./trainings.table";

export const NOT_AN_EDUCATOR = "Kies alleen trainers uit de docenten van deze omgeving.";
export const UNKNOWN_DATES = "Een of meer datums horen niet (meer) bij deze training.";
export const LEAVES_OWN_TRAINING =
  "Zo haal je jezelf van deze training en kun je hem daarna niet meer zien. Vraag een groepsleider om dit te wijzigen.";

type SaveInput = TrainingInput & { participants?: ParticipantsInput | undefined };

/**
 * Plans a training (no id) or changes one; returns its id. Whoever got a place from the waiting
 * list on the way (a raised capacity, a participant removed) is added to `context.promoted`,
 * for the caller to mail once the transaction has committed.
 */
export async function saveTraining(
  db: Db,
  context: {
    tenant: Tenant;
    scope: TrainingScope;
    actorId: string | null;
    /** Where the company's people reach it, for the links in its invitations. */
    publicOrigin: string;
    promoted?: string[];
  },
  trainingId: string | null,
  input: SaveInput,
): Promise<string> {
  const { tenant, scope } = context;
  return db.transaction(async (tx) => {
    if (trainingId && !(await findTraining(tx, scope, trainingId))) throw notFound();
    await requireEducators(tx, tenant.id, input);
    await requireTemplates(tx, tenant.id, input.settings);
    if (input.imageMediaId) {
      const image = await findVisibleMedia(tx, visibleCompanyIds(tenant), input.imageMediaId);
      if (!image || image.type !== "image")
        throw validationFailed({ image_media_id: [mediaChoiceMessages.image] });
    }
    const values = {
      name: input.name,
      description: sanitizeRichText(input.description),
      location: input.location,
      imageMediaId: input.imageMediaId,
      capacity: input.capacity,
      registrarId: input.registrarId,
      ...input.settings,
    };
    let id = trainingId;
    if (id) {
      await tx
        .update(trainings)
        .set({ ...values, updatedAt: sql`now()` })
        .where(and(eq(trainings.id, id), eq(trainings.companyId, tenant.id)));
    } else {
      const [created] = await tx
        .insert(trainings)
        .values({ ...values, companyId: tenant.id, createdById: context.actorId })
        .returning({ id: trainings.id });
      id = created!.id;
    }
    await saveDates(tx, id, trainingId === null, input.dates);
    await refreshDateRange(tx, id);
    await replaceStaff(tx, id, "instructor", input.instructorIds);
    await replaceStaff(tx, id, "registrarManager", input.registrarManagerIds);
    const promoted = input.participants
      ? await setTrainingParticipants(tx, tenant.id, id, input.participants)
      : trainingId
        ? await fillPlacesAfterCapacityChange(tx, id)
        : [];
    context.promoted?.push(...promoted);
    // Someone who sees only their own trainings would lose this one halfway through their own
    // change, so it is refused and nothing is saved.
    if (scope.onlyFor !== null && !(await findTraining(tx, scope, id)))
      throw validationFailed({ instructor_ids: [LEAVES_OWN_TRAINING] });
    await recordCalendarChange(tx, id, context.publicOrigin);
    return id;
  });
}

/** The templates a training names must be the company's own. */
async function requireTemplates(db: Db, companyId: string, settings: SaveInput["settings"]) {
  const fields = {
    "settings.template_id": settings.templateId,
    "settings.recertifies_template_id": settings.recertifiesTemplateId,
  };
  const ids = [...new Set(Object.values(fields).filter((id) => id !== null))];
  if (ids.length === 0) return;
  const found = await db
    .select({ id: trainingTemplates.id })
    .from(trainingTemplates)
    .where(and(eq(trainingTemplates.companyId, companyId), inArray(trainingTemplates.id, ids)));
  const known = new Set(found.map((row) => row.id));
  const errors = Object.fromEntries(
    Object.entries(fields)
      .filter(([, id]) => id !== null && !known.has(id))
      .map(([field]) => [field, [trainingMessages.unknownTemplate]]),
  );
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
}

async function requireEducators(db: Db, companyId: string, input: SaveInput) {
  const fields = {
    instructor_ids: input.instructorIds,
    registrar_id: input.registrarId ? [input.registrarId] : [],
    registrar_manager_ids: input.registrarManagerIds,
  };
  const educators = await educatorsOfCompany(db, companyId, Object.values(fields).flat());
  const errors = Object.fromEntries(
    Object.entries(fields)
      .filter(([, ids]) => ids.some((id) => !educators.has(id)))
      .map(([field]) => [field, [NOT_AN_EDUCATOR]]),
  );
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
}

/**
 * A date sent with its id is that date changed (it keeps its id, so later its attendance and
 * calendar entry); one without is new; one not sent is removed. A copied training's date ids
 * mean nothing to a new training, so they are ignored there.
 */
async function saveDates(
  db: Db,
  trainingId: string,
  isNew: boolean,
  dates: TrainingInput["dates"],
) {
  const sentIds = isNew ? [] : dates.flatMap((date) => (date.id ? [date.id] : []));
  if (!isNew) await refuseChangingAttendedDates(db, trainingId, dates);
  if (sentIds.length > 0) {
    const existing = await db
      .select({ id: trainingDates.id })
      .from(trainingDates)
      .where(and(eq(trainingDates.trainingId, trainingId), inArray(trainingDates.id, sentIds)));
    if (existing.length !== new Set(sentIds).size)
      throw validationFailed({ dates: [UNKNOWN_DATES] });
  }
  await db
    .delete(trainingDates)
    .where(
      and(
        eq(trainingDates.trainingId, trainingId),
        sentIds.length > 0 ? notInArray(trainingDates.id, sentIds) : undefined,
      ),
    );
  const kept = new Set<string>();
  for (const date of dates) {
    const values = { date: date.date, timeFrom: date.timeFrom, timeTo: date.timeTo };
    if (!isNew && date.id && !kept.has(date.id)) {
      kept.add(date.id);
      await db.update(trainingDates).set(values).where(eq(trainingDates.id, date.id));
    } else {
      await db.insert(trainingDates).values({ ...values, trainingId });
    }
  }
}
