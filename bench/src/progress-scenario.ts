import type { BenchBlock, BenchEnrollment, ProgressCounts, ProgressData } from "./learning-data";
import { builtWhenSent, CONNECTIONS, type Scenario } from "./scenarios";
import { TENANT_HOST } from "./sign-in";

/** Warm-up and measured run each take fresh enrollments, so the counts stay exact. */
const CHUNKS = 100;
/** Every fifth step is also sent by the neighbouring connection: a second tab, at once. */
const SECOND_TAB_EVERY = 5;
/** Every seventh step is sent again straight after its answer: a retry or a double click. */
const RETRY_EVERY = 7;

type Step = { enrollment: BenchEnrollment; block: BenchBlock };
const keyOf = (enrollmentId: string, blockUuid: string) => `${enrollmentId}:${blockUuid}`;

export type ProgressTally = {
  /** Every step some connection was given (sent or not): no row may exist outside these. */
  listed: Set<string>;
  acknowledged: Set<string>;
  /** 2xx answers, duplicates included. */
  answered: number;
  /**
   * Latencies of the last run, in ms: a learner's first answer comes with a token the API has
   * not seen yet, so it also looks the session up; the others find it cached.
   */
  latencies: { firstOfSession: number[]; others: number[] };
};

/**
 * Learners walking through the course in reading order, 50 at a time, with duplicates mixed in.
 * Each connection's answers are matched to its requests in order (one request in flight per
 * connection), so afterwards every acknowledged block can be looked up in the database.
 */
export function progressScenario(
  port: number,
  data: ProgressData,
): { scenario: Scenario; tally: ProgressTally } {
  const tally: ProgressTally = {
    listed: new Set(),
    acknowledged: new Set(),
    answered: 0,
    latencies: { firstOfSession: [], others: [] },
  };
  const perChunk = Math.floor(data.enrollments.length / CHUNKS);
  const stepsOf = (chunk: number): Step[] =>
    data.enrollments
      .slice(chunk * perChunk, (chunk + 1) * perChunk)
      .flatMap((enrollment) => data.blocks.map((block) => ({ enrollment, block })));
  // Every connection's work is laid out before anything runs: connections are made one after
  // another while the earlier ones' first requests are already timed.
  const chunks = Array.from({ length: CHUNKS }, (_, chunk) => {
    const mine = stepsOf(chunk);
    // Pairs (0,1), (2,3), ... fall in the same run, so the twin is sent at about the same time.
    const neighbour = stepsOf(chunk % 2 === 0 ? chunk + 1 : chunk - 1);
    const steps: Step[] = [];
    // A learner's own first block opens their session; twins and retries come after it.
    const firstOfSession: boolean[] = [];
    mine.forEach((step, i) => {
      steps.push(step);
      firstOfSession.push(step.block === data.blocks[0]);
      const twin = neighbour[i];
      if (i % SECOND_TAB_EVERY === 2 && twin) {
        steps.push(twin);
        firstOfSession.push(false);
      }
      if (i % RETRY_EVERY === 3) {
        steps.push(step);
        firstOfSession.push(false);
      }
    });
    for (const step of steps) tally.listed.add(keyOf(step.enrollment.id, step.block.uuid));
    const requests = builtWhenSent(steps.length, (i) => {
      const { enrollment, block } = steps[i]!;
      return {
        method: "POST",
        path: `/api/v1/enrollments/${enrollment.id}/sections/${block.sectionId}/progress`,
        headers: {
          host: TENANT_HOST,
          authorization: `Bearer ${enrollment.token}`,
          "content-type": "application/json",
        },
        body: JSON.stringify({
          blockUuid: block.uuid,
          isCheckAnswer: false,
          ...(block.answer === undefined ? {} : { more: { answer: block.answer } }),
        }),
      };
    });
    return { steps, requests, firstOfSession };
  });
  let connection = 0;
  const scenario: Scenario = {
    name: "POST /enrollments/{id}/sections/{id}/progress",
    port,
    // Only the base URL: every request carries its own path.
    path: "/api/v1",
    method: "POST",
    setupClient(client) {
      // Each run makes all its connections first: a new run starts a new set of latencies.
      if (connection % CONNECTIONS === 0) tally.latencies = { firstOfSession: [], others: [] };
      const { steps, requests, firstOfSession } = chunks[connection++ % CHUNKS]!;
      client.setRequests(requests);
      let answers = 0;
      client.on("response", (statusCode: number, _bytes: number, latencyMs: number) => {
        const index = answers++ % steps.length;
        const { latencies } = tally;
        (firstOfSession[index] ? latencies.firstOfSession : latencies.others).push(latencyMs);
        const step = steps[index];
        if (!step || statusCode < 200 || statusCode >= 300) return;
        tally.answered += 1;
        tally.acknowledged.add(keyOf(step.enrollment.id, step.block.uuid));
      });
    },
  };
  return { scenario, tally };
}

/** Everything that would mean progress was lost or counted twice; empty when all is well. */
export function progressMismatches(tally: ProgressTally, counts: ProgressCounts): string[] {
  const stored = counts.rows.map((row) => keyOf(row.enrollmentId, row.blockUuid));
  const storedSet = new Set(stored);
  const problems: string[] = [];
  const doubled = stored.length - storedSet.size;
  if (doubled > 0) problems.push(`${doubled} blocks stored twice`);
  const lost = [...tally.acknowledged].filter((key) => !storedSet.has(key)).length;
  if (lost > 0) problems.push(`${lost} acknowledged blocks missing from the database`);
  const stray = stored.filter((key) => !tally.listed.has(key)).length;
  if (stray > 0) problems.push(`${stray} stored blocks that were never sent`);
  if (counts.miscounted > 0)
    problems.push(`${counts.miscounted} enrollments whose completed count differs from their rows`);
  if (tally.acknowledged.size === 0) problems.push("no progress was acknowledged at all");
  return problems;
}
