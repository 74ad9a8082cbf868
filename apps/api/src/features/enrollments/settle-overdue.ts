import type { Db } from "../../platform/db/database";
import type { JobQueue } from "../../platform/jobs/job-queue";
import type { MailLog } from "../../platform/mail/mailer";
import type { CoursePassed } from "./enrollment-deps";
import { listOverdue } from "./enrollments.repository";
import { settleIfOverdue } from "./open-enrollment";
import type { WalkModels } from "./walk-model";

const BATCH = 200;
/** A learner who comes back sees a settled list within this; opening the attempt settles it at once. */
const SWEEP_EVERY_MS = 60_000;

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

/** Sweeps at start and then every minute, until the job queue stops. */
export function sweepOverdueAttempts(deps: {
  db: Db;
  models: WalkModels;
  coursePassed?: CoursePassed;
  jobs: JobQueue;
  log: MailLog;
}): void {
  const sweep = () =>
    settleOverdueAttempts(deps).then(
      (count) => {
        if (count > 0) deps.log.info({ count }, "overdue attempts settled");
      },
      (error: unknown) => deps.log.error({ error }, "settling overdue attempts failed"),
    );
  void sweep();
  const timer = setInterval(() => void sweep(), SWEEP_EVERY_MS);
  timer.unref();
  deps.jobs.boss.once("stopped", () => clearInterval(timer));
}
