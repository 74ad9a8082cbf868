import { and, eq, isNotNull, isNull, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/database";
import { builtOnce } from "../../platform/db/prepared-statements";
import type { DocumentStepLock, FindDocumentStepLocks } from "../documents/document-step-lock";
import type { FindStepLock, StepLock } from "../enrollments/step-lock";
import { companyUsers } from "../users/users.table";
import { findPersonItems } from "./course-groups.repository";
import { courseGroupAssignments, courseGroupItems, courseGroups } from "./course-groups.table";
import { personSteps } from "./person-course-group";

/**
 * The running paths of this membership that hold the course as a step locked until the one
 * before it: usually none, in one indexed query, so the walk-through pays little for the check.
 */
async function lockingSteps(
  db: Db,
  enrollment: { companyId: string; userId: string; courseId: string },
) {
  return db
    .select({
      courseGroupId: courseGroups.id,
      name: courseGroups.name,
      startDate: courseGroupAssignments.startDate,
      companyUserId: companyUsers.id,
    })
    .from(courseGroupItems)
    .innerJoin(
      courseGroupAssignments,
      and(
        eq(courseGroupAssignments.courseGroupId, courseGroupItems.courseGroupId),
        isNull(courseGroupAssignments.endedAt),
      ),
    )
    .innerJoin(
      companyUsers,
      and(
        eq(companyUsers.id, courseGroupAssignments.companyUserId),
        eq(companyUsers.companyId, enrollment.companyId),
        eq(companyUsers.userId, enrollment.userId),
      ),
    )
    .innerJoin(courseGroups, eq(courseGroups.id, courseGroupItems.courseGroupId))
    .where(
      and(
        eq(courseGroupItems.courseId, enrollment.courseId),
        eq(courseGroupItems.lockedUntilPreviousDone, true),
      ),
    );
}

/**
 * Whether a learner's enrollment is a path step that waits for the step before it, judged by
 * `personSteps` (the one rule for what is locked) over the person's steps in that path.
 */
export const findStepLock: FindStepLock = async (db, enrollment): Promise<StepLock | null> => {
  for (const path of await lockingSteps(db, enrollment)) {
    const { items } = personSteps(
      path.startDate,
      await findPersonItems(db, path.courseGroupId, {
        ...enrollment,
        companyUserId: path.companyUserId,
      }),
    );
    const index = items.findIndex((item) => item.course?.id === enrollment.courseId);
    const previous = items[index - 1];
    if (index > 0 && items[index]?.locked && previous)
      return { courseGroupName: path.name, previousCourseName: previous.name };
  }
  return null;
};

/**
 * The running paths of this membership with a document step locked until the one before it,
 * with those documents: usually none. Named and by key only (the documents are picked from the
 * answer), so PostgreSQL plans it once per connection; the learner's list and badge ask it on
 * every read (bench:documents: about 0.9 ms of CPU per list with the ids in the statement).
 */
const lockedDocumentSteps = builtOnce((db) =>
  db
    .select({
      documentId: courseGroupItems.documentId,
      courseGroupId: courseGroups.id,
      name: courseGroups.name,
      startDate: courseGroupAssignments.startDate,
      companyId: companyUsers.companyId,
      userId: companyUsers.userId,
    })
    .from(courseGroupAssignments)
    .innerJoin(
      courseGroupItems,
      and(
        eq(courseGroupItems.courseGroupId, courseGroupAssignments.courseGroupId),
        isNotNull(courseGroupItems.documentId),
        eq(courseGroupItems.lockedUntilPreviousDone, true),
      ),
    )
    .innerJoin(companyUsers, eq(companyUsers.id, courseGroupAssignments.companyUserId))
    .innerJoin(courseGroups, eq(courseGroups.id, courseGroupAssignments.courseGroupId))
    .where(
      and(
        eq(courseGroupAssignments.companyUserId, sql.placeholder("companyUserId")),
        isNull(courseGroupAssignments.endedAt),
      ),
    )
    .prepare("locked-document-steps"),
);

/**
 * Which of a learner's documents are path steps waiting for the step before them (the same rule
 * as for courses, `personSteps`). A document done already stays open to look back at. Usually
 * no path holds them, and that costs one indexed query.
 */
export const findDocumentStepLocks: FindDocumentStepLocks = async (
  db,
  companyUserId,
  documentIds,
) => {
  const locks = new Map<string, DocumentStepLock>();
  if (documentIds.length === 0) return locks;
  const wanted = new Set(documentIds);
  const steps = await lockedDocumentSteps(db, "").execute({ companyUserId });
  // Each path that holds one of these documents, once.
  const paths = new Map(
    steps
      .filter((step) => step.documentId !== null && wanted.has(step.documentId))
      .map((step) => [step.courseGroupId, step]),
  );
  for (const path of paths.values()) {
    const { items } = personSteps(
      path.startDate,
      await findPersonItems(db, path.courseGroupId, { ...path, companyUserId }),
    );
    items.forEach((step, index) => {
      const previous = items[index - 1];
      const documentId = step.document?.id;
      if (!documentId || !wanted.has(documentId) || locks.has(documentId)) return;
      if (previous && step.locked && step.status !== "done")
        locks.set(documentId, { courseGroupName: path.name, previousStepName: previous.name });
    });
  }
  return locks;
};
