import { mediaChoiceMessages } from "@leerlijn/contracts/courses/block.schema";
import {
  MAX_TRAINING_TEMPLATES,
  type TrainingTemplate,
  type TrainingTemplateContent,
  type TrainingTemplateSummary,
} from "@leerlijn/contracts/trainings/training-template.schema";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/database";
import { notFound, validationFailed } from "../../platform/http/app-error";
import type { Storage } from "../../platform/storage/storage";
import { sanitizeRichText } from "../../platform/text/sanitize-rich-text";
import type { Tenant } from "../../platform/tenancy/tenant";
import { presentMedia } from "../media/media.presenter";
import { findVisibleMedia } from "../media/media.repository";
import { visibleCompanyIds } from "../media/visible-companies";
import { educatorsOfCompany } from "./training-people.repository";
import { trainingTemplates } from "./trainings.table";

const NOT_AN_EDUCATOR = "Kies alleen trainers uit de docenten van deze omgeving.";

type TemplateRow = typeof trainingTemplates.$inferSelect;

const summaryOf = (row: Pick<TemplateRow, "id" | "name" | "updatedAt">) => ({
  id: row.id,
  name: row.name,
  updatedAt: row.updatedAt.toISOString(),
});

/** The company's templates by name (case-insensitive), bounded: a company keeps a handful. */
export async function listTemplates(db: Db, companyId: string): Promise<TrainingTemplateSummary[]> {
  const rows = await db
    .select({
      id: trainingTemplates.id,
      name: trainingTemplates.name,
      updatedAt: trainingTemplates.updatedAt,
    })
    .from(trainingTemplates)
    .where(eq(trainingTemplates.companyId, companyId))
    .orderBy(sql`lower(${trainingTemplates.name})`, asc(trainingTemplates.id))
    .limit(MAX_TRAINING_TEMPLATES);
  return rows.map(summaryOf);
}

/** Saves a template; its picture and people must be the company's, like a training's. */
export async function createTemplate(
  db: Db,
  tenant: Tenant,
  actorId: string | null,
  name: string,
  content: TrainingTemplateContent,
): Promise<string> {
  if (content.imageMediaId) {
    const image = await findVisibleMedia(db, visibleCompanyIds(tenant), content.imageMediaId);
    if (!image || image.type !== "image")
      throw validationFailed({ "content.image_media_id": [mediaChoiceMessages.image] });
  }
  const fields = {
    "content.instructor_ids": content.instructorIds,
    "content.registrar_id": content.registrarId ? [content.registrarId] : [],
    "content.registrar_manager_ids": content.registrarManagerIds,
  };
  const educators = await educatorsOfCompany(db, tenant.id, Object.values(fields).flat());
  const errors = Object.fromEntries(
    Object.entries(fields)
      .filter(([, ids]) => ids.some((id) => !educators.has(id)))
      .map(([field]) => [field, [NOT_AN_EDUCATOR]]),
  );
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  const [created] = await db
    .insert(trainingTemplates)
    .values({
      companyId: tenant.id,
      name,
      content: { ...content, description: sanitizeRichText(content.description) },
      createdById: actorId,
    })
    .returning({ id: trainingTemplates.id });
  return created!.id;
}

/**
 * One template of the company (a foreign or unknown id is a 404). The content is read
 * defensively: a picture that left the library and people who are no longer educators here
 * are left out, so a template made long ago still starts a valid training.
 */
export async function describeTemplate(
  deps: { db: Db; storage: Storage },
  tenant: Tenant,
  id: string,
): Promise<TrainingTemplate> {
  const { db, storage } = deps;
  const [row] = await db
    .select()
    .from(trainingTemplates)
    .where(and(eq(trainingTemplates.id, id), eq(trainingTemplates.companyId, tenant.id)));
  if (!row) throw notFound();
  const content = row.content as Partial<TrainingTemplateContent>;
  const image = content.imageMediaId
    ? await findVisibleMedia(db, visibleCompanyIds(tenant), content.imageMediaId)
    : null;
  const usable = image?.type === "image" ? image : null;
  const instructorIds = content.instructorIds ?? [];
  const registrarManagerIds = content.registrarManagerIds ?? [];
  const educators = await educatorsOfCompany(db, tenant.id, [
    ...instructorIds,
    ...registrarManagerIds,
    ...(content.registrarId ? [content.registrarId] : []),
  ]);
  const settings = content.settings;
  return {
    ...summaryOf(row),
    content: {
      description: content.description ?? "",
      // Stored as the schema gave it: every field present, the absent ones null.
      location: content.location ?? null,
      imageMediaId: usable ? usable.id : null,
      capacity: content.capacity ?? null,
      instructorIds: instructorIds.filter((person) => educators.has(person)),
      registrarId:
        content.registrarId && educators.has(content.registrarId) ? content.registrarId : null,
      registrarManagerIds: registrarManagerIds.filter((person) => educators.has(person)),
      settings: {
        inviteParticipants: settings?.inviteParticipants ?? false,
        daysBeforeInvite: settings?.daysBeforeInvite ?? 0,
        attendanceList: settings?.attendanceList ?? true,
        generateCertificates: settings?.generateCertificates ?? false,
      },
      slots: content.slots ?? [],
    },
    image: usable ? await presentMedia(storage, usable) : null,
  };
}

/** Deletes a template of the company; trainings planned from it keep what they took. */
export async function deleteTemplate(db: Db, companyId: string, id: string): Promise<void> {
  const deleted = await db
    .delete(trainingTemplates)
    .where(and(eq(trainingTemplates.id, id), eq(trainingTemplates.companyId, companyId)))
    .returning({ id: trainingTemplates.id });
  if (deleted.length === 0) throw notFound();
}
