import type { Db } from "../../platform/db/database";
import {
  type ProgressPlan,
  recordInOneStatement,
  recordManyInOneStatement,
  type StatementOutcome,
} from "./progress-statement.repository";

/**
 * Batches with the database at once. Two rather than one: a batch that waits for a row lock
 * (a learner's other tab, a reassignment) does not hold up everybody else's answers.
 */
const BATCHES_IN_FLIGHT = 2;
/** Keeps one batch's transaction, and the row locks it holds until its commit, short. */
const MAX_BATCH = 64;

type Waiting = {
  plan: ProgressPlan;
  resolve: (outcome: StatementOutcome) => void;
  reject: (error: unknown) => void;
};

/**
 * Gathers the answers that arrive while earlier ones are with the database and sends them
 * together: one round trip and one commit for many learners, which under load costs PostgreSQL
 * and the API far less than a call each. A quiet server sends each answer on its own at once,
 * so nobody waits for company. Nothing is acknowledged before its batch has committed.
 */
class ProgressBatcher {
  private readonly waiting: Waiting[] = [];
  private inFlight = 0;

  constructor(private readonly db: Db) {}

  record(plan: ProgressPlan): Promise<StatementOutcome> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ plan, resolve, reject });
      if (this.inFlight < BATCHES_IN_FLIGHT) void this.send();
    });
  }

  private async send(): Promise<void> {
    const batch = this.waiting.splice(0, MAX_BATCH);
    if (batch.length === 0) return;
    this.inFlight += 1;
    try {
      if (batch.length === 1) await this.sendAlone(batch[0]!);
      else await this.sendTogether(batch);
    } finally {
      this.inFlight -= 1;
      if (this.waiting.length > 0) void this.send();
    }
  }

  private async sendAlone({ plan, resolve, reject }: Waiting): Promise<void> {
    try {
      resolve(await recordInOneStatement(this.db, plan));
    } catch (error) {
      reject(error);
    }
  }

  /**
   * A batch either commits whole or not at all, so when it fails (one learner's data the database
   * refuses, a lost connection) each answer is sent again on its own: the others are recorded
   * and only the failing one hears of its error. A batch that did commit before the connection
   * broke is answered as a repeat then, with what it recorded.
   */
  private async sendTogether(batch: Waiting[]): Promise<void> {
    let outcomes: StatementOutcome[];
    try {
      outcomes = await recordManyInOneStatement(
        this.db,
        batch.map((waiting) => waiting.plan),
      );
    } catch {
      await Promise.all(batch.map((waiting) => this.sendAlone(waiting)));
      return;
    }
    batch.forEach((waiting, index) => waiting.resolve(outcomes[index]!));
  }
}

const batchers = new WeakMap<Db, ProgressBatcher>();

/** Records one plan, together with whatever other plans are waiting (see ProgressBatcher). */
export function recordInBatch(db: Db, plan: ProgressPlan): Promise<StatementOutcome> {
  let batcher = batchers.get(db);
  if (!batcher) batchers.set(db, (batcher = new ProgressBatcher(db)));
  return batcher.record(plan);
}
