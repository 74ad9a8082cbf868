import type { MailLog } from "../mail/mailer";
import type { JobQueue } from "./job-queue";

export type Sweep = {
  /** How often; the first run is at once. */
  everyMs: number;
  /** One pass; what it did, as counts (logged when one is above 0). */
  run: () => Promise<Record<string, number>>;
  /** The log lines for a pass that did something, and for one that failed. */
  done: string;
  failed: string;
};

/**
 * Runs a sweep at once and then every `everyMs`, until the job queue stops. A pass still busy
 * when the next is due is not joined by a second: on a slow database they would pile up and
 * compete for the same rows. A failed pass is logged; the next one tries again.
 */
export function sweepRegularly(deps: { jobs: JobQueue; log: MailLog }, sweep: Sweep): void {
  let busy = false;
  const pass = async () => {
    if (busy) return;
    busy = true;
    try {
      const counts = await sweep.run();
      if (Object.values(counts).some((value) => value > 0)) deps.log.info(counts, sweep.done);
    } catch (error) {
      deps.log.error({ error }, sweep.failed);
    } finally {
      busy = false;
    }
  };
  void pass();
  const timer = setInterval(() => void pass(), sweep.everyMs);
  timer.unref();
  deps.jobs.boss.once("stopped", () => clearInterval(timer));
}
