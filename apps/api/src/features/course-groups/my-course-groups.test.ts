import { describe, expect, it } from "vitest";
import { type ApiCaller, signedInAs } from "../../test/authoring";
import { buildTestApp } from "../../test/build-test-app";
import { buildCompany } from "../../test/factories";
import { type BuiltCourse, buildCourse, text } from "../../test/learning";
import { today } from "./path-assignments";
import { addDays } from "./person-course-group";

const { app, database } = await buildTestApp();
const db = database.db;
const company = await buildCompany(db);
const leader = await signedInAs(app, db, ["admin-group-leader"], company);
const other = await buildCompany(db);
const stranger = await signedInAs(app, db, ["company-student"], other);

const oneBlockCourse = (name: string) =>
  buildCourse(leader, {
    name,
    sections: [{ type: "paragraph", title: "Uitleg", blocks: [text()] }],
  });
const safety = await oneBlockCourse("Veiligheid");
const forklift = await oneBlockCourse("Heftruck");
const houseRules = await oneBlockCourse("Huisregels");

const item = (course: BuiltCourse, extra: Record<string, unknown> = {}) => ({
  type: "course",
  courseId: course.courseId,
  ...extra,
});

async function warehousePath(name: string) {
  const response = await leader.call("POST", "/course-groups", {
    name,
    items: [
      item(safety, { dueDays: 3 }),
      item(forklift, { dueDays: 7, lockedUntilPreviousDone: true }),
      item(houseRules, { dueDays: 14 }),
    ],
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: { id: string } }>().data;
}

async function follow(learner: ApiCaller, pathId: string) {
  const response = await leader.call("POST", `/course-groups/${pathId}/assignments`, {
    companyUserIds: [learner.companyUserId],
  });
  expect(response.statusCode, response.body).toBe(201);
}

type MyPath = {
  today: string;
  progressPercentage: number;
  items: { course: { id: string }; status: string; locked: boolean; enrollmentId: string }[];
};
const myPath = async (learner: ApiCaller, pathId: string) => {
  const response = await learner.call("GET", `/my-course-groups/${pathId}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: MyPath }>().data;
};

const walkCalls = (enrollmentId: string, course: BuiltCourse) => {
  const section = course.sections[0]!;
  return [
    ["PATCH", `/enrollments/${enrollmentId}`, { started: true }],
    ["GET", `/enrollments/${enrollmentId}/sections`, undefined],
    ["GET", `/enrollments/${enrollmentId}/sections/${section.id}/blocks`, undefined],
    [
      "POST",
      `/enrollments/${enrollmentId}/sections/${section.id}/progress`,
      { blockUuid: section.blockUuids[0], isCheckAnswer: false },
    ],
  ] as const;
};

async function finish(learner: ApiCaller, enrollmentId: string, course: BuiltCourse) {
  for (const [method, url, body] of walkCalls(enrollmentId, course)) {
    const response = await learner.call(method, url, body);
    expect(response.statusCode, response.body).toBeLessThan(300);
  }
}

describe("the learner's onboarding paths", () => {
  it("show as tiles with progress and the next step, and open with the steps in order", async () => {
    const path = await warehousePath("Magazijn");
    const learner = await signedInAs(app, db, ["company-student"], company);
    expect((await learner.call("GET", "/my-course-groups")).json().data).toEqual([]);
    await follow(learner, path.id);

    const tiles = (await learner.call("GET", "/my-course-groups")).json().data;
    expect(tiles).toEqual([
      {
        id: path.id,
        name: "Magazijn",
        description: "",
        startDate: today(),
        progressPercentage: 0,
        itemCount: 3,
        doneCount: 0,
        next: {
          position: 1,
          type: "course",
          courseName: "Veiligheid",
          dueDate: addDays(today(), 3),
          overdue: false,
        },
      },
    ]);
    const shown = await myPath(learner, path.id);
    expect(shown.today).toBe(today());
    expect(shown.items.map((step) => [step.course.id, step.status, step.locked])).toEqual([
      [safety.courseId, "open", false],
      [forklift.courseId, "open", true],
      [houseRules.courseId, "open", false],
    ]);

    await finish(learner, shown.items[0]!.enrollmentId, safety);
    const after = (await learner.call("GET", "/my-course-groups")).json().data[0];
    expect(after).toMatchObject({ progressPercentage: 33, doneCount: 1 });
    expect(after.next).toMatchObject({ position: 2, courseName: "Heftruck" });
    expect((await myPath(learner, path.id)).items[1]).toMatchObject({ locked: false });
  });

  it("refuse the walk-through of a locked step in Dutch, and allow it once the step before is done", async () => {
    const path = await warehousePath("Met slot");
    const learner = await signedInAs(app, db, ["company-student"], company);
    await follow(learner, path.id);
    const [first, second] = (await myPath(learner, path.id)).items;

    const shown = await learner.call("GET", `/enrollments/${second!.enrollmentId}`);
    expect(shown.statusCode).toBe(200);
    expect(shown.json().data.pathLock).toEqual({
      courseGroupName: "Met slot",
      previousCourseName: "Veiligheid",
    });
    for (const [method, url, body] of walkCalls(second!.enrollmentId, forklift)) {
      const refused = await learner.call(method, url, body);
      expect(refused.statusCode, `${method} ${url}`).toBe(409);
      expect(refused.json().message).toBe(
        'Deze stap van het traject "Met slot" is nog op slot. Rond eerst "Veiligheid" af.',
      );
    }
    // A step that is not locked is open right away, in any order.
    const third = (await myPath(learner, path.id)).items[2]!;
    expect(
      (await learner.call("GET", `/enrollments/${third.enrollmentId}/sections`)).statusCode,
    ).toBe(200);

    expect(
      (await learner.call("GET", `/enrollments/${first!.enrollmentId}`)).json().data.pathLock,
    ).toBeNull();
    await finish(learner, first!.enrollmentId, safety);
    expect(
      (await learner.call("GET", `/enrollments/${second!.enrollmentId}`)).json().data.pathLock,
    ).toBeNull();
    await finish(learner, second!.enrollmentId, forklift);
    expect((await myPath(learner, path.id)).progressPercentage).toBe(67);
  });

  it("lift the lock when the path ends for the person", async () => {
    const path = await warehousePath("Beëindigd");
    const learner = await signedInAs(app, db, ["company-student"], company);
    await follow(learner, path.id);
    const second = (await myPath(learner, path.id)).items[1]!;
    const ended = await leader.call(
      "DELETE",
      `/users/${learner.companyUserId}/course-group/${path.id}`,
    );
    expect(ended.statusCode, ended.body).toBe(204);
    expect((await learner.call("GET", `/my-course-groups/${path.id}`)).statusCode).toBe(404);
    expect((await learner.call("GET", "/my-course-groups")).json().data).toEqual([]);
    const sections = await learner.call("GET", `/enrollments/${second.enrollmentId}/sections`);
    expect(sections.statusCode, sections.body).toBe(200);
  });

  it("are the learner's own: someone else's path or another company's is unknown", async () => {
    const path = await warehousePath("Alleen van mij");
    const learner = await signedInAs(app, db, ["company-student"], company);
    const colleague = await signedInAs(app, db, ["company-student"], company);
    await follow(learner, path.id);
    expect((await colleague.call("GET", `/my-course-groups/${path.id}`)).statusCode).toBe(404);
    expect((await stranger.call("GET", `/my-course-groups/${path.id}`)).statusCode).toBe(404);
    expect((await stranger.call("GET", "/my-course-groups")).json().data).toEqual([]);
    const unknown = "00000000-0000-4000-8000-000000000000";
    expect((await learner.call("GET", `/my-course-groups/${unknown}`)).statusCode).toBe(404);
    expect((await learner.call("GET", "/my-course-groups/niet-een-id")).statusCode).toBe(404);
    const trainer = await signedInAs(app, db, ["admin-trainer"], company);
    expect((await trainer.call("GET", "/my-course-groups")).statusCode).toBe(403);
    expect(
      (
        await app.inject({
          method: "GET",
          url: "/api/v1/my-course-groups",
          headers: { host: company.host },
        })
      ).statusCode,
    ).toBe(401);
  });
});
