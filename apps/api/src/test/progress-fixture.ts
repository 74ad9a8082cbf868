import { setTimeout as sleep } from "node:timers/promises";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../platform/db/database";
import { enrollmentProgress } from "../features/enrollments/enrollments.table";
import type { ProgressPlan } from "../features/enrollments/progress-statement.repository";
import { progressPlan } from "../features/enrollments/record-progress";
import { createWalkModels } from "../features/enrollments/walk-model";
import { type ApiCaller, signedInAs } from "./authoring";
import { buildTestApp } from "./build-test-app";
import { buildCompany } from "./factories";
import { assign, buildCourse, choice, open, text } from "./learning";

/**
 * A scored course of three blocks (a text, a choice, an open question over two sections) and
 * learners enrolled in it, for the tests of the statements that record progress.
 */
export async function progressFixture() {
  const { app, database } = await buildTestApp();
  const db = database.db;
  const company = await buildCompany(db);
  const leader = await signedInAs(app, db, ["admin-group-leader"], company);
  const course = await buildCourse(leader, {
    name: "Ontruimen",
    settings: { scoringMethod: "sectionQuestions", passPercentage: 50 },
    sections: [
      { type: "paragraph", title: "Vooraf", blocks: [text(), choice(["a"])] },
      { type: "paragraph", title: "Daarna", blocks: [open(["112"])] },
    ],
  });
  const models = createWalkModels(db);
  const model = await models.load(course.courseId, course.versionId);
  type Block = (typeof model.blocks)[0];
  const [intro, question, last] = model.blocks as [Block, Block, Block];

  async function enrolledLearner(): Promise<{ learner: ApiCaller; id: string }> {
    const learner = await signedInAs(app, db, ["company-student"], company);
    await assign(leader, course.courseId, [learner.companyUserId]);
    const listed = (await learner.call("GET", "/enrollments")).json<{ data: { id: string }[] }>();
    const id = listed.data[0]!.id;
    return { learner, id };
  }

  const planFor = (
    learner: ApiCaller,
    id: string,
    block: Block,
    answer: Parameters<typeof progressPlan>[2]["answer"] = null,
  ): ProgressPlan =>
    progressPlan(model, block, {
      owner: learner,
      enrollmentId: id,
      answer,
      isCheckAnswer: false,
      now: new Date(),
    });

  const rowsOf = (id: string) =>
    db.select().from(enrollmentProgress).where(eq(enrollmentProgress.enrollmentId, id));

  return {
    app,
    db,
    company,
    leader,
    course,
    model,
    blocks: { intro, question, last },
    enrolledLearner,
    planFor,
    rowsOf,
  };
}

/** Waits until this many other sessions wait for a row lock. */
export async function lockWaiters(db: Db, count: number): Promise<void> {
  for (let tries = 0; tries < 100; tries++) {
    // Both drivers (node-postgres and PGlite) answer with `rows`.
    const { rows } = (await db.execute<{ waiting: number }>(
      sql`select count(*)::int as waiting from pg_stat_activity where wait_event_type = 'Lock'`,
    )) as { rows: { waiting: number }[] };
    if ((rows[0]?.waiting ?? 0) >= count) return;
    await sleep(20);
  }
  throw new Error("nobody waited for the lock");
}
