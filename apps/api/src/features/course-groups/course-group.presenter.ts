import type {
  CourseGroup,
  CourseGroupFollower,
  CourseGroupSummary,
} from "@leerlijn/contracts/course-groups/course-group.schema";
import type { Db } from "../../platform/db/database";
import { notFound } from "../../platform/http/app-error";
import type { Storage } from "../../platform/storage/storage";
import type { Tenant } from "../../platform/tenancy/tenant";
import { findVisibleMedia } from "../media/media.repository";
import { presentMedia } from "../media/media.presenter";
import { visibleCompanyIds } from "../media/visible-companies";
import { fullName } from "../users/current-user.presenter";
import {
  findCourseGroup,
  findItems,
  findLinkedGroups,
  followerStats,
  listCourseGroupRows,
  listFollowers,
} from "./course-groups.repository";

/** One page of paths with their followers and average progress (two grouped queries). */
export async function presentCourseGroupPage(
  db: Db,
  companyId: string,
  queryString: string | undefined,
  page: { limit: number; offset: number },
): Promise<{ rows: CourseGroupSummary[]; total: number }> {
  const { rows, total } = await listCourseGroupRows(db, companyId, queryString, page);
  const stats = await followerStats(
    db,
    rows.map((row) => row.id),
  );
  return {
    rows: rows.map((row) => ({
      ...row,
      followerCount: stats.get(row.id)?.followers ?? 0,
      averageProgress: stats.get(row.id)?.average ?? null,
    })),
    total,
  };
}

export async function presentCourseGroup(
  db: Db,
  storage: Storage,
  tenant: Tenant,
  courseGroupId: string,
): Promise<CourseGroup> {
  const row = await findCourseGroup(db, tenant.id, courseGroupId);
  if (!row) throw notFound();
  const [items, groups, stats, image] = await Promise.all([
    findItems(db, row.id),
    findLinkedGroups(db, row.id),
    followerStats(db, [row.id]),
    row.imageMediaId ? findVisibleMedia(db, visibleCompanyIds(tenant), row.imageMediaId) : null,
  ]);
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    imageMediaId: image ? row.imageMediaId : null,
    image: image ? await presentMedia(storage, image) : null,
    itemCount: items.length,
    followerCount: stats.get(row.id)?.followers ?? 0,
    averageProgress: stats.get(row.id)?.average ?? null,
    items: items.map((item) => ({
      position: item.position,
      type: item.itemType,
      name: item.name,
      course: item.course,
      training: item.training,
      document: item.document,
      dueDays: item.dueDays,
      lockedUntilPreviousDone: item.lockedUntilPreviousDone,
    })),
    groups,
    createdAt: row.createdAt.toISOString(),
  };
}

/** One page of a path's running followers (404 for another company's path). */
export async function presentFollowerPage(
  db: Db,
  companyId: string,
  courseGroupId: string,
  page: { limit: number; offset: number },
): Promise<{ rows: CourseGroupFollower[]; total: number }> {
  if (!(await findCourseGroup(db, companyId, courseGroupId))) throw notFound();
  const { rows, total } = await listFollowers(db, courseGroupId, page);
  return {
    rows: rows.map((row) => ({
      id: row.id,
      name: fullName(row),
      type: row.groupId ? "group" : "user",
      startDate: row.startDate,
      progressPercentage: row.progressPercentage,
    })),
    total,
  };
}
