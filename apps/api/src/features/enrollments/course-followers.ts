import type { Actor } from "../../platform/auth/actor";
import type { Db } from "../../platform/db/database";
import { notFound } from "../../platform/http/app-error";
import type { Tenant } from "../../platform/tenancy/tenant";
import { findLiveCourse } from "../courses/course-library.repository";
import { findFollowers } from "./assignees.repository";
import { managedCompanyIds } from "./enrollment-access";

/**
 * Who already follows a course the educator may assign, so the assign dialog can say so before
 * assigning twice (which would change nothing for them). The same course scope as assigning:
 * another company's course, or one that is not published, is unknown.
 */
export async function listCourseFollowers(
  db: Db,
  actor: Actor,
  tenant: Tenant,
  courseId: string,
): Promise<{ companyUserIds: string[] }> {
  const course = await findLiveCourse(db, { companyId: actor.companyId }, courseId);
  if (!course) throw notFound();
  const companyIds = await managedCompanyIds(db, actor, tenant);
  return { companyUserIds: await findFollowers(db, companyIds, course.courseId) };
}
