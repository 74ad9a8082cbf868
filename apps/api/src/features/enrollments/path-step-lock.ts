import { enrollmentMessages } from "@leerlijn/contracts/enrollments/enrollments.contract";
import { conflict } from "../../platform/http/app-error";
import type { EnrollmentDeps } from "./enrollment-deps";
import type { EnrollmentRow } from "./enrollments.table";
import type { StepLock } from "./step-lock";

/** The lock on a learner's own (real) enrollment, when it is a path step that must wait. */
export async function pathLockOf(
  deps: EnrollmentDeps,
  row: Pick<EnrollmentRow, "companyId" | "userId" | "courseId" | "isPreview" | "status">,
): Promise<StepLock | null> {
  // A course done already (reused by the path) stays open to look back at.
  if (row.isPreview || row.status === "done" || !deps.stepLock) return null;
  return deps.stepLock(deps.db, row);
}

/** Refuses (409, in Dutch) to walk through a path step whose previous step is not done. */
export async function refuseIfLocked(
  deps: EnrollmentDeps,
  row: Pick<EnrollmentRow, "companyId" | "userId" | "courseId" | "isPreview" | "status">,
): Promise<void> {
  const lock = await pathLockOf(deps, row);
  if (lock)
    throw conflict(
      enrollmentMessages.pathStepLocked(lock.courseGroupName, lock.previousCourseName),
    );
}
