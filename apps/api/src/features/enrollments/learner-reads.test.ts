import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../test/build-test-app";
import { type ApiCaller, signedInAs } from "../../test/authoring";
import { buildCompany } from "../../test/factories";
import { assign, buildCourse, choice, text } from "../../test/learning";
import { groupMembers, groups } from "../groups/groups.table";
import { enrollments, groupCourseAssignments } from "./enrollments.table";

const { app, database } = await buildTestApp();
const db = database.db;
const company = await buildCompany(db);
const leader = await signedInAs(app, db, ["admin-group-leader"], company);
const learner = await signedInAs(app, db, ["company-student"], company);

const timed = await buildCourse(leader, {
  type: "test",
  settings: { timeLimitEnabled: true, timeLimitMinutes: 15, passPercentage: 50 },
  sections: [{ type: "exam", title: "Vragen", blocks: [choice(["a"]), choice(["b"])] }],
});
const plain = await buildCourse(leader, {
  sections: [{ type: "paragraph", title: "Uitleg", blocks: [text(), text()] }],
});
const groupCourse = await buildCourse(leader, {
  sections: [{ type: "paragraph", title: "Uitleg", blocks: [text()] }],
});

/** Every enrollment row with its row version: any update or insert changes this. */
const storedRows = () =>
  db
    .select({ id: enrollments.id, version: sql<string>`${enrollments}.xmin::text` })
    .from(enrollments)
    .where(eq(enrollments.userId, learner.userId))
    .orderBy(enrollments.id);

async function readAll(caller: ApiCaller, paths: string[]) {
  for (const path of paths) {
    const response = await caller.call("GET", path);
    expect(response.statusCode, `${path}: ${response.body}`).toBe(200);
  }
}

describe("a learner's reads", () => {
  it("write nothing, even with an attempt past its time and a group course not yet made", async () => {
    await assign(leader, timed.courseId, [learner.companyUserId]);
    await assign(leader, plain.courseId, [learner.companyUserId]);
    const mine = (await learner.call("GET", "/enrollments")).json<{
      data: { id: string; course: { id: string } }[];
    }>().data;
    const timedId = mine.find((row) => row.course.id === timed.courseId)!.id;
    const plainId = mine.find((row) => row.course.id === plain.courseId)!.id;
    await learner.call("PATCH", `/enrollments/${timedId}`, { started: true });
    await db
      .update(enrollments)
      .set({ deadlineAt: sql`now() - interval '10 minutes'` })
      .where(eq(enrollments.id, timedId));
    // A membership written around the API (as by a script): no enrollment came with it.
    const [team] = await db
      .insert(groups)
      .values({ companyId: company.id, name: "Buiten de API" })
      .returning();
    await db
      .insert(groupMembers)
      .values({ groupId: team!.id, companyUserId: learner.companyUserId });
    await db
      .insert(groupCourseAssignments)
      .values({ groupId: team!.id, courseId: groupCourse.courseId, companyId: company.id });

    const before = await storedRows();
    await readAll(learner, [
      "/enrollments",
      "/enrollments?filter[status]=done&page=3",
      `/enrollments/${plainId}`,
      `/enrollments/${plainId}/sections`,
      `/enrollments/${plainId}/result`,
      "/courses/public",
    ]);
    await readAll(leader, [`/users/${learner.companyUserId}/enrollments`]);
    expect(await storedRows()).toEqual(before);
  });

  it("list a full page with the counts of every status in one answer", async () => {
    const list = (await learner.call("GET", "/enrollments?filter[status]=open")).json<{
      data: unknown[];
      meta: { total: number };
      counts: Record<string, number>;
    }>();
    expect(list.counts).toEqual({ all: 2, open: 2, "in-progress": 0, done: 0 });
    expect(list.meta.total).toBe(2);
    expect(list.data).toHaveLength(2);
    const pastTheEnd = (await learner.call("GET", "/enrollments?page=9")).json<{
      data: unknown[];
      counts: Record<string, number>;
    }>();
    expect(pastTheEnd.data).toEqual([]);
    expect(pastTheEnd.counts.all).toBe(2);
  });
});
