import type { Db } from "../../platform/db/database";
import type { CoursePassed } from "./enrollment-deps";
import { listOverdue } from "./enrollments.repository";
import { settleIfOverdue } from "./open-enrollment";
import type { WalkModels } from "./walk-model";

const BATCH = 200;
/** A learner who comes back sees a settled list within this; opening the attempt settles it at once. */
export const OVERDUE_SWEEP_EVERY_MS = 60_000;

/**
 * Finishes the attempts whose time ran out while their learner was away, so reading a course
 * list never has to. Each is settled under its row lock and only if still overdue, so sweeps in
 * several workers, an answer or an opening at the same moment do it once.
 */
export async function settleOverdueAttempts(deps: {
  db: Db;
  models: WalkModels;
  coursePassed?: CoursePassed;
}): Promise<number> {
  let settled = 0;
  for (;;) {
    const due = await listOverdue(deps.db, BATCH);
    for (const row of due) {
      const model = await deps.models.load(row.courseId, row.versionId);
      await settleIfOverdue(deps.db, model, row, deps.coursePassed);
      settled += 1;
    }
    if (due.length < BATCH) return settled;
  }
}
