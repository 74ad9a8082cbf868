import { MAX_MY_COURSE_GROUPS } from "@leerlijn/contracts/course-groups/my-course-groups.contract";
import type {
  MyCourseGroup,
  MyCourseGroupSummary,
} from "@leerlijn/contracts/course-groups/course-group.schema";
import { and, asc, desc, eq, isNull } from "drizzle-orm";
import type { Actor } from "../../platform/auth/actor";
import type { Db } from "../../platform/db/database";
import { notFound } from "../../platform/http/app-error";
import { findPersonItems } from "./course-groups.repository";
import { courseGroupAssignments, courseGroups } from "./course-groups.table";
import { today } from "./path-assignments";
import { personSteps } from "./person-course-group";

/** The learner's running paths on this company, newest start first. */
async function runningPathsOf(db: Db, actor: Actor, courseGroupId?: string) {
  if (!actor.companyUserId) return [];
  return db
    .select({
      id: courseGroups.id,
      name: courseGroups.name,
      description: courseGroups.description,
      startDate: courseGroupAssignments.startDate,
      groupId: courseGroupAssignments.groupId,
    })
    .from(courseGroupAssignments)
    .innerJoin(courseGroups, eq(courseGroups.id, courseGroupAssignments.courseGroupId))
    .where(
      and(
        eq(courseGroupAssignments.companyUserId, actor.companyUserId),
        eq(courseGroups.companyId, actor.companyId),
        isNull(courseGroupAssignments.endedAt),
        courseGroupId ? eq(courseGroups.id, courseGroupId) : undefined,
      ),
    )
    .orderBy(desc(courseGroupAssignments.startDate), asc(courseGroups.name))
    .limit(MAX_MY_COURSE_GROUPS);
}

const stepsOf = async (db: Db, actor: Actor, path: { id: string; startDate: string }) =>
  personSteps(
    path.startDate,
    await findPersonItems(db, path.id, { ...actor, companyUserId: actor.companyUserId ?? "" }),
  );

/** The paths the signed-in learner follows now, each as a tile: progress and the next step. */
export async function listMyCourseGroups(db: Db, actor: Actor): Promise<MyCourseGroupSummary[]> {
  const now = today();
  const tiles: MyCourseGroupSummary[] = [];
  for (const path of await runningPathsOf(db, actor)) {
    const { items, progressPercentage } = await stepsOf(db, actor, path);
    const next = items.find((item) => item.status !== "done");
    tiles.push({
      id: path.id,
      name: path.name,
      description: path.description,
      startDate: path.startDate,
      progressPercentage,
      itemCount: items.length,
      doneCount: items.filter((item) => item.status === "done").length,
      next: next
        ? {
            position: next.position,
            type: next.type,
            courseName: next.name,
            dueDate: next.dueDate,
            overdue: next.dueDate !== null && next.dueDate < now,
          }
        : null,
    });
  }
  return tiles;
}

/** One running path of the signed-in learner; another's, an ended or an unknown one is 404. */
export async function getMyCourseGroup(
  db: Db,
  actor: Actor,
  courseGroupId: string,
): Promise<MyCourseGroup> {
  const [path] = await runningPathsOf(db, actor, courseGroupId);
  if (!path) throw notFound();
  return {
    id: path.id,
    name: path.name,
    description: path.description,
    enrollmentGroup: {
      type: path.groupId ? "group" : "user",
      status: "active",
      startDate: path.startDate,
      endedAt: null,
    },
    today: today(),
    ...(await stepsOf(db, actor, path)),
  };
}
