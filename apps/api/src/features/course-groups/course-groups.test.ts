import { and, count, eq, isNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { type ApiCaller, signedInAs } from "../../test/authoring";
import { buildTestApp } from "../../test/build-test-app";
import { buildCompany } from "../../test/factories";
import { assign, type BuiltCourse, buildCourse, text } from "../../test/learning";
import { enrollments } from "../enrollments/enrollments.table";
import { today } from "./path-assignments";

const { app, database } = await buildTestApp();
const db = database.db;
const company = await buildCompany(db);
const leader = await signedInAs(app, db, ["admin-group-leader"], company);
const subLeader = await signedInAs(app, db, ["sub-admin-group-leader"], company);
const trainer = await signedInAs(app, db, ["admin-trainer"], company);
const student = await signedInAs(app, db, ["company-student"], company);
const other = await buildCompany(db);
const strangerLeader = await signedInAs(app, db, ["admin-group-leader"], other);
const stranger = await signedInAs(app, db, ["company-student"], other);

const oneBlockCourse = (name: string) =>
  buildCourse(leader, {
    name,
    sections: [{ type: "paragraph", title: "Uitleg", blocks: [text()] }],
  });
const safety = await oneBlockCourse("Veiligheid");
const forklift = await oneBlockCourse("Heftruck");
const houseRules = await oneBlockCourse("Huisregels");
const concept = await buildCourse(leader, {
  name: "Nog niet af",
  sections: [{ type: "paragraph", title: "Uitleg", blocks: [text()] }],
  publish: false,
});
const foreignCourse = await buildCourse(strangerLeader, {
  name: "Elders",
  sections: [{ type: "paragraph", title: "Uitleg", blocks: [text()] }],
});

const item = (course: BuiltCourse, extra: Record<string, unknown> = {}) => ({
  type: "course",
  courseId: course.courseId,
  ...extra,
});

type Path = {
  id: string;
  name: string;
  items: { position: number; course: { id: string; name: string }; dueDays: number | null }[];
  groups: { id: string }[];
  followerCount: number;
  averageProgress: number | null;
};

async function createPath(body: Record<string, unknown>, caller: ApiCaller = leader) {
  const response = await caller.call("POST", "/course-groups", body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: Path }>().data;
}

const warehousePath = (name: string, extra: Record<string, unknown> = {}) =>
  createPath({
    name,
    description: "Je eerste twee weken",
    items: [
      item(safety, { dueDays: 3 }),
      item(forklift, { dueDays: 7, lockedUntilPreviousDone: true }),
      item(houseRules, { dueDays: 14, lockedUntilPreviousDone: true }),
    ],
    ...extra,
  });

async function group(name: string, members: ApiCaller[]) {
  const response = await leader.call("POST", "/groups", {
    name,
    memberIds: members.map((member) => member.companyUserId),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: { id: string } }>().data.id;
}

const activeEnrollments = async (learner: ApiCaller) =>
  db
    .select({ id: enrollments.id, courseId: enrollments.courseId, source: enrollments.source })
    .from(enrollments)
    .where(and(eq(enrollments.userId, learner.userId), isNull(enrollments.deletedAt)));

type PersonPath = {
  progressPercentage: number;
  enrollmentGroup: { type: string; status: string; startDate: string };
  items: {
    course: { id: string };
    status: string;
    locked: boolean;
    dueDate: string | null;
    enrollmentId: string | null;
  }[];
};
const personPath = async (learner: ApiCaller, pathId: string, caller: ApiCaller = leader) => {
  const response = await caller.call(
    "GET",
    `/users/${learner.companyUserId}/course-group/${pathId}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: PersonPath }>().data;
};

async function finishCourse(learner: ApiCaller, enrollmentId: string, course: BuiltCourse) {
  const section = course.sections[0]!;
  const response = await learner.call(
    "POST",
    `/enrollments/${enrollmentId}/sections/${section.id}/progress`,
    { blockUuid: section.blockUuids[0], isCheckAnswer: false },
  );
  expect(response.statusCode, response.body).toBeLessThan(300);
}

describe("onboarding paths", () => {
  it("are created with their steps in order, shown and found by name", async () => {
    const path = await warehousePath("Magazijn start");
    expect(path).toMatchObject({
      name: "Magazijn start",
      followerCount: 0,
      averageProgress: null,
      items: [
        { position: 1, course: { id: safety.courseId, name: "Veiligheid" }, dueDays: 3 },
        { position: 2, course: { id: forklift.courseId }, dueDays: 7 },
        { position: 3, course: { id: houseRules.courseId }, dueDays: 14 },
      ],
    });
    expect((await leader.call("GET", `/course-groups/${path.id}`)).json().data.name).toBe(
      "Magazijn start",
    );
    const found = await leader.call("GET", "/course-groups?filter[queryString]=magazijn%20st");
    expect(found.json<{ data: { id: string }[] }>().data.map((row) => row.id)).toEqual([path.id]);
    expect(found.json().meta).toMatchObject({ total: 1, currentPage: 1 });
  });

  it("accept only live courses, each once, and this company's groups", async () => {
    const invalid = async (body: Record<string, unknown>) => {
      const response = await leader.call("POST", "/course-groups", {
        name: "Fout",
        items: [item(safety)],
        ...body,
      });
      expect(response.statusCode, response.body).toBe(422);
      return response.json<{ errors: Record<string, string[]> }>().errors;
    };
    expect(await invalid({ name: " " })).toEqual({ name: ["Vul een naam voor de leerlijn in."] });
    expect(await invalid({ items: [] })).toEqual({ items: ["Kies minimaal één onderdeel."] });
    expect(Object.keys(await invalid({ items: [item(concept)] }))).toEqual(["items"]);
    expect(Object.keys(await invalid({ items: [item(foreignCourse)] }))).toEqual(["items"]);
    expect(Object.keys(await invalid({ items: [item(safety), item(safety)] }))).toEqual(["items"]);
    const foreignGroup = (await strangerLeader.call("POST", "/groups", { name: "Vreemd" })).json()
      .data.id;
    expect(Object.keys(await invalid({ groupIds: [foreignGroup] }))).toEqual(["group_ids"]);
  });

  it("give each person an enrollment per step, reuse one they have, and never double", async () => {
    const path = await warehousePath("Nieuw in het magazijn");
    const anna = await signedInAs(app, db, ["company-student"], company);
    const bas = await signedInAs(app, db, ["company-student"], company);
    await assign(leader, safety.courseId, [anna.companyUserId]);
    const existing = (await activeEnrollments(anna))[0]!.id;
    const team = await group("Ploeg B", [bas, trainer]);

    const body = { companyUserIds: [anna.companyUserId], groupIds: [team] };
    const first = await leader.call("POST", `/course-groups/${path.id}/assignments`, body);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().data).toEqual({ assigned: 2, alreadyAssigned: 0, enrolled: 5 });
    const again = await leader.call("POST", `/course-groups/${path.id}/assignments`, body);
    expect(again.json().data).toEqual({ assigned: 0, alreadyAssigned: 2, enrolled: 0 });

    const annas = await activeEnrollments(anna);
    expect(annas).toHaveLength(3);
    expect(annas.map((row) => row.id)).toContain(existing);
    expect((await activeEnrollments(bas)).every((row) => row.source === "group")).toBe(true);
    const [counted] = await db
      .select({ total: count() })
      .from(enrollments)
      .where(eq(enrollments.userId, bas.userId));
    expect(counted?.total).toBe(3);
    const shown = (await leader.call("GET", `/course-groups/${path.id}`)).json().data;
    expect(shown).toMatchObject({ followerCount: 2, groups: [{ id: team, name: "Ploeg B" }] });
  });

  it("show a person's steps, locks and progress, and unlock the next step when one is done", async () => {
    const path = await warehousePath("Pad met slot");
    const learner = await signedInAs(app, db, ["company-student"], company);
    await leader.call("POST", `/course-groups/${path.id}/assignments`, {
      companyUserIds: [learner.companyUserId],
    });
    const before = await personPath(learner, path.id);
    expect(before.progressPercentage).toBe(0);
    expect(before.enrollmentGroup).toEqual({
      type: "user",
      status: "active",
      startDate: today(),
      endedAt: null,
    });
    expect(before.items.map((step) => [step.status, step.locked])).toEqual([
      ["open", false],
      ["open", true],
      ["open", true],
    ]);
    expect(before.items[0]!.dueDate).not.toBeNull();

    await finishCourse(learner, before.items[0]!.enrollmentId!, safety);
    const after = await personPath(learner, path.id, subLeader);
    expect(after.items.map((step) => [step.status, step.locked])).toEqual([
      ["done", false],
      ["open", false],
      ["open", true],
    ]);
    expect(after.progressPercentage).toBe(33);
    const listed = (
      await leader.call("GET", "/course-groups?filter[queryString]=Pad met slot")
    ).json().data[0];
    expect(listed).toMatchObject({ followerCount: 1, averageProgress: 33, itemCount: 3 });
    const followers = await leader.call("GET", `/course-groups/${path.id}/followers`);
    expect(followers.json()).toMatchObject({
      data: [{ id: learner.companyUserId, type: "user", progressPercentage: 33 }],
      meta: { total: 1 },
    });
    expect(
      (await strangerLeader.call("GET", `/course-groups/${path.id}/followers`)).statusCode,
    ).toBe(404);
  });

  it("go to whoever joins a linked group, at once; someone leaving keeps their path", async () => {
    const newcomer = await signedInAs(app, db, ["company-student"], company);
    const team = await group("Nieuwe medewerkers", []);
    const path = await warehousePath("Automatisch", { groupIds: [team] });
    const joined = await leader.call("PATCH", `/groups/${team}`, {
      name: "Nieuwe medewerkers",
      memberIds: [newcomer.companyUserId],
    });
    expect(joined.statusCode, joined.body).toBe(200);
    const given = await personPath(newcomer, path.id);
    expect(given.enrollmentGroup).toMatchObject({ type: "group", status: "active" });
    expect(await activeEnrollments(newcomer)).toHaveLength(3);

    await leader.call("PATCH", `/groups/${team}`, { name: "Nieuwe medewerkers", memberIds: [] });
    expect((await personPath(newcomer, path.id)).enrollmentGroup.status).toBe("active");
  });

  it("are ended for one person (enrollments stay) and not given back by the group", async () => {
    const learner = await signedInAs(app, db, ["company-student"], company);
    const team = await group("Tijdelijk", [learner]);
    const path = await warehousePath("Te beëindigen", { groupIds: [team] });
    expect(await activeEnrollments(learner)).toHaveLength(3);
    const url = `/users/${learner.companyUserId}/course-group/${path.id}`;

    expect((await leader.call("DELETE", url)).statusCode).toBe(204);
    expect((await leader.call("DELETE", url)).statusCode).toBe(404);
    expect((await personPath(learner, path.id)).enrollmentGroup.status).toBe("ended");
    expect(await activeEnrollments(learner)).toHaveLength(3);

    await leader.call("PATCH", `/groups/${team}`, {
      name: "Tijdelijk",
      memberIds: [learner.companyUserId],
    });
    expect((await personPath(learner, path.id)).enrollmentGroup.status).toBe("ended");
    const direct = await leader.call("POST", `/course-groups/${path.id}/assignments`, {
      companyUserIds: [learner.companyUserId],
    });
    expect(direct.json().data).toMatchObject({ assigned: 1, enrolled: 0 });
  });

  it("are reordered and extended; followers get the added steps", async () => {
    const path = await createPath({ name: "Kort", items: [item(safety)] });
    const learner = await signedInAs(app, db, ["company-student"], company);
    await leader.call("POST", `/course-groups/${path.id}/assignments`, {
      companyUserIds: [learner.companyUserId],
    });
    const updated = await leader.call("PATCH", `/course-groups/${path.id}`, {
      name: "Langer",
      items: [item(houseRules, { dueDays: 5 }), item(safety)],
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(
      updated.json<{ data: Path }>().data.items.map((step) => [step.position, step.course.id]),
    ).toEqual([
      [1, houseRules.courseId],
      [2, safety.courseId],
    ]);
    expect((await activeEnrollments(learner)).map((row) => row.courseId).sort()).toEqual(
      [houseRules.courseId, safety.courseId].sort(),
    );
  });

  it("are deleted without touching the enrollments they made", async () => {
    const path = await warehousePath("Weg ermee");
    const learner = await signedInAs(app, db, ["company-student"], company);
    await leader.call("POST", `/course-groups/${path.id}/assignments`, {
      companyUserIds: [learner.companyUserId],
    });
    expect((await leader.call("DELETE", `/course-groups/${path.id}`)).statusCode).toBe(204);
    expect((await leader.call("GET", `/course-groups/${path.id}`)).statusCode).toBe(404);
    expect(await activeEnrollments(learner)).toHaveLength(3);
  });

  it("belong to group leaders and sub group leaders only", async () => {
    const path = await warehousePath("Rechten");
    expect((await subLeader.call("GET", `/course-groups/${path.id}`)).statusCode).toBe(200);
    for (const caller of [trainer, student]) {
      expect((await caller.call("GET", "/course-groups")).statusCode).toBe(403);
      expect(
        (await caller.call("POST", "/course-groups", { name: "x", items: [item(safety)] }))
          .statusCode,
      ).toBe(403);
      expect(
        (await caller.call("GET", `/users/${student.companyUserId}/course-group/${path.id}`))
          .statusCode,
      ).toBe(403);
    }
  });

  it("answer 404 for another company's path or person", async () => {
    const path = await warehousePath("Van ons");
    const theirs = (
      await strangerLeader.call("POST", "/course-groups", {
        name: "Van hen",
        items: [item(foreignCourse)],
      })
    ).json().data.id;
    expect((await leader.call("GET", `/course-groups/${theirs}`)).statusCode).toBe(404);
    expect(
      (await leader.call("PATCH", `/course-groups/${theirs}`, { name: "x", items: [item(safety)] }))
        .statusCode,
    ).toBe(404);
    expect((await leader.call("DELETE", `/course-groups/${theirs}`)).statusCode).toBe(404);
    expect(
      (
        await leader.call("POST", `/course-groups/${theirs}/assignments`, {
          companyUserIds: [student.companyUserId],
        })
      ).statusCode,
    ).toBe(404);
    const foreignPerson = await leader.call("POST", `/course-groups/${path.id}/assignments`, {
      companyUserIds: [stranger.companyUserId],
    });
    expect(foreignPerson.statusCode).toBe(422);
    expect(
      (await leader.call("GET", `/users/${stranger.companyUserId}/course-group/${path.id}`))
        .statusCode,
    ).toBe(404);
    expect(
      (await leader.call("GET", `/users/${student.companyUserId}/course-group/${theirs}`))
        .statusCode,
    ).toBe(404);
    expect(
      (await leader.call("DELETE", `/users/${student.companyUserId}/course-group/${path.id}`))
        .statusCode,
    ).toBe(404);
  });
});
