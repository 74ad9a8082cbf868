import {
  type CourseGroupInput,
  courseGroupMessages,
} from "@leerlijn/contracts/course-groups/course-groups.contract";
import { mediaChoiceMessages } from "@leerlijn/contracts/courses/block.schema";
import { and, eq, sql } from "drizzle-orm";
import type { Actor } from "../../platform/auth/actor";
import type { Db } from "../../platform/db/database";
import { notFound, validationFailed } from "../../platform/http/app-error";
import type { Tenant } from "../../platform/tenancy/tenant";
import type { WalkModels } from "../enrollments/walk-model";
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
  enrollInCourses,
  learnersOfGroups,
  liveCourses,
  runningFollowers,
} from "./path-assignments";

export type CourseGroupDeps = { db: Db; models: WalkModels };

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
      previous = new Set((await findItems(tx, courseGroupId)).map((item) => item.course.id));
    }
    const courseIds = input.items.map((item) => item.courseId);
    if (new Set(courseIds).size !== courseIds.length)
      throw validationFailed({ items: [courseGroupMessages.doubleCourse] });
    const courses = await liveCourses(tx, tenant.id, courseIds);
    if (courses.length !== courseIds.length)
      throw validationFailed({ items: [courseGroupMessages.unknownCourses] });
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
    if (courseGroupId && added.length > 0)
      await enrollInCourses(tx, models, await runningFollowers(tx, id), added, actor.userId);
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
