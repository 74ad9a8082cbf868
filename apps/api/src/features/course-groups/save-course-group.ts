import {
  type CourseGroupInput,
  type CourseGroupItemInput,
  courseGroupMessages,
} from "@leerlijn/contracts/course-groups/course-groups.contract";
import { mediaChoiceMessages } from "@leerlijn/contracts/courses/block.schema";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Actor } from "../../platform/auth/actor";
import type { Db } from "../../platform/db/database";
import { notFound, validationFailed } from "../../platform/http/app-error";
import type { Tenant } from "../../platform/tenancy/tenant";
import { documents } from "../documents/documents.table";
import type { WalkModels } from "../enrollments/walk-model";
import { trainingTemplates } from "../trainings/trainings.table";
import { findVisibleMedia } from "../media/media.repository";
import { visibleCompanyIds } from "../media/visible-companies";
import {
  findCourseGroup,
  findItems,
  groupsOfCompany,
  replaceItems,
  replaceLinks,
} from "./course-groups.repository";
import { courseGroups } from "./course-groups.table";
import {
  assignLinkedPaths,
  assignPathDocuments,
  enrollInCourses,
  learnersOfGroups,
  liveCourses,
  runningFollowers,
} from "./path-assignments";

export type CourseGroupDeps = { db: Db; models: WalkModels };

/** The ids each kind of step names, in the order sent. */
function stepIds(items: readonly CourseGroupItemInput[]) {
  return {
    courseIds: items.flatMap((item) => (item.type === "course" ? [item.courseId] : [])),
    templateIds: items.flatMap((item) =>
      item.type === "training" ? [item.trainingTemplateId] : [],
    ),
    documentIds: items.flatMap((item) => (item.type === "document" ? [item.documentId] : [])),
  };
}

/** How many of these training templates are the company's. */
async function templatesOfCompany(db: Db, companyId: string, ids: readonly string[]) {
  if (ids.length === 0) return 0;
  const rows = await db
    .select({ id: trainingTemplates.id })
    .from(trainingTemplates)
    .where(
      and(eq(trainingTemplates.companyId, companyId), inArray(trainingTemplates.id, [...ids])),
    );
  return rows.length;
}

/** How many of these documents are the company's and not deleted. */
async function documentsOfCompany(db: Db, companyId: string, ids: readonly string[]) {
  if (ids.length === 0) return 0;
  const rows = await db
    .select({ id: documents.id })
    .from(documents)
    .where(
      and(
        eq(documents.companyId, companyId),
        inArray(documents.id, [...ids]),
        isNull(documents.deletedAt),
      ),
    );
  return rows.length;
}

/**
 * Creates a path (no id) or changes one; returns its id. The steps are stored in the order sent.
 * People following it are enrolled in steps added now, and the learners of its linked groups
 * get it (except those whose path from that group an educator ended).
 */
export async function saveCourseGroup(
  { db, models }: CourseGroupDeps,
  tenant: Tenant,
  actor: Actor,
  courseGroupId: string | null,
  input: CourseGroupInput,
): Promise<string> {
  return db.transaction(async (tx) => {
    let previous = new Set<string>();
    if (courseGroupId) {
      if (!(await findCourseGroup(tx, tenant.id, courseGroupId))) throw notFound();
      previous = new Set(
        (await findItems(tx, courseGroupId)).flatMap((item) => [
          item.course?.id ?? "",
          item.document?.id ?? "",
        ]),
      );
    }
    const { courseIds, templateIds, documentIds } = stepIds(input.items);
    if (new Set(courseIds).size !== courseIds.length)
      throw validationFailed({ items: [courseGroupMessages.doubleCourse] });
    if (new Set(templateIds).size !== templateIds.length)
      throw validationFailed({ items: [courseGroupMessages.doubleTraining] });
    if (new Set(documentIds).size !== documentIds.length)
      throw validationFailed({ items: [courseGroupMessages.doubleDocument] });
    const courses = await liveCourses(tx, tenant.id, courseIds);
    if (courses.length !== courseIds.length)
      throw validationFailed({ items: [courseGroupMessages.unknownCourses] });
    if ((await templatesOfCompany(tx, tenant.id, templateIds)) !== templateIds.length)
      throw validationFailed({ items: [courseGroupMessages.unknownTrainings] });
    if ((await documentsOfCompany(tx, tenant.id, documentIds)) !== documentIds.length)
      throw validationFailed({ items: [courseGroupMessages.unknownDocuments] });
    const groupIds = [...new Set(input.groupIds)];
    if ((await groupsOfCompany(tx, tenant.id, groupIds)).size !== groupIds.length)
      throw validationFailed({ group_ids: [courseGroupMessages.unknownGroups] });
    if (input.imageMediaId) {
      const image = await findVisibleMedia(tx, visibleCompanyIds(tenant), input.imageMediaId);
      if (!image || image.type !== "image")
        throw validationFailed({ image_media_id: [mediaChoiceMessages.image] });
    }

    const values = {
      name: input.name,
      description: input.description,
      imageMediaId: input.imageMediaId,
    };
    let id = courseGroupId;
    if (id) {
      await tx
        .update(courseGroups)
        .set({ ...values, updatedAt: sql`now()` })
        .where(and(eq(courseGroups.id, id), eq(courseGroups.companyId, tenant.id)));
    } else {
      const [created] = await tx
        .insert(courseGroups)
        .values({ ...values, companyId: tenant.id })
        .returning({ id: courseGroups.id });
      id = created!.id;
    }
    await replaceItems(tx, id, input.items);
    await replaceLinks(tx, id, groupIds);

    const added = courses.filter((course) => !previous.has(course.courseId));
    const addedDocuments = documentIds.filter((documentId) => !previous.has(documentId));
    if (courseGroupId && added.length + addedDocuments.length > 0) {
      const followers = await runningFollowers(tx, id);
      await enrollInCourses(tx, models, followers, added, actor.userId);
      await assignPathDocuments(tx, id, followers, addedDocuments, actor.userId);
    }
    const learners = await learnersOfGroups(tx, groupIds);
    await assignLinkedPaths(
      tx,
      models,
      learners.map((learner) => learner.companyUserId),
    );
    return id;
  });
}

/**
 * Deletes a path with its steps, links and who follows it. The enrollments it made stay, with
 * their progress: they are the people's history and may be shared with other paths or
 * assignments; an educator removes them one by one in user management if needed.
 */
export async function deleteCourseGroup(db: Db, tenant: Tenant, courseGroupId: string) {
  const deleted = await db
    .delete(courseGroups)
    .where(and(eq(courseGroups.id, courseGroupId), eq(courseGroups.companyId, tenant.id)))
    .returning({ id: courseGroups.id });
  if (deleted.length === 0) throw notFound();
}
