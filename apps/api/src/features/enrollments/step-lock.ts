import type { Db } from "../../platform/db/database";

/** Why a learner may not walk through an enrollment yet: the path step before it is not done. */
export type StepLock = { courseGroupName: string; previousCourseName: string };

/**
 * Finds the lock on a learner's enrollment, if any. Onboarding paths provide it (course-groups
 * uses enrollments, not the other way round); `app.ts` hands it in.
 */
export type FindStepLock = (
  db: Db,
  enrollment: { companyId: string; userId: string; courseId: string },
) => Promise<StepLock | null>;
