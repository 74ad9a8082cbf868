import type { CourseStatus } from "@leerlijn/contracts/courses/course-status";
import { can } from "@leerlijn/contracts/permissions";
import type { Actor } from "../../platform/auth/actor";
import type { Db } from "../../platform/db/database";
import { notFound } from "../../platform/http/app-error";
import { findVersion, type ScopedVersion } from "./courses.repository";

/**
 * The versions that reach the platform's reviewer: submitted to the open library and waiting,
 * or decided (so the page still answers after a decision). A concept or an own-library version
 * of another company is none of the reviewer's business.
 */
const reviewableStatuses: readonly CourseStatus[] = [
  "review",
  "rejected",
  "reviewed",
  "accepted",
  "publicly-published",
];

/**
 * The one rule for who sees a version as its reviewer, whatever the company: someone with the
 * review permission, and only a version in the review flow. Else 404: the review page, its
 * decision and the reviewer's preview all ask here.
 */
export async function requireReviewableVersion(
  db: Db,
  actor: Pick<Actor, "roles" | "permissions">,
  ids: { courseId: string; versionId: string },
  options: { forUpdate?: boolean } = {},
): Promise<ScopedVersion> {
  if (!can(actor, "educator.author_tool.review")) throw notFound();
  const version = await findVersion(db, null, ids.courseId, ids.versionId, options);
  if (!version || !reviewableStatuses.includes(version.status)) throw notFound();
  return version;
}
