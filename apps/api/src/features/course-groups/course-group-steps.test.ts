import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { signedInAs } from "../../test/authoring";
import { buildTestApp } from "../../test/build-test-app";
import { drawnSignature, uploadPdf } from "../../test/documents";
import { buildCompany } from "../../test/factories";
import { type Client, signedInMember } from "../../test/http";
import { buildCourse, text } from "../../test/learning";
import { trainingBody } from "../../test/training-fixtures";
import { documentAssignments } from "../documents/documents.table";

const { app, database } = await buildTestApp();
const db = database.db;
const company = await buildCompany(db);
const leader = await signedInMember(app, db, company, ["admin-group-leader"]);
const student = await signedInMember(app, db, company, ["company-student"]);
const other = await buildCompany(db);
const strangerLeader = await signedInMember(app, db, other, ["admin-group-leader"]);
const author = await signedInAs(app, db, ["admin-group-leader"], company);
const trainer = await signedInMember(app, db, company, ["admin-trainer"]);

type Step = {
  type: string;
  name: string;
  course: { id: string } | null;
  training: { id: string; name: string } | null;
  document: { id: string; title: string; mustSign: boolean } | null;
  status?: string;
  locked?: boolean;
  percentage?: number;
  plannedTrainingId?: string | null;
  enrollmentId?: string | null;
};

const dataOf = async <T>(
  response: Promise<{ statusCode: number; body: string; json: () => unknown }>,
  status = 200,
) => {
  const done = await response;
  expect(done.statusCode, done.body).toBe(status);
  return (done.json() as { data: T }).data;
};

async function newDocument(by: Client, host: string, title: string, mustSign = true) {
  const mediaId = await uploadPdf(app, { host, client: by }, title);
  const created = await dataOf<{ id: string }>(
    by.post("/lms/documents", { title, mediaId, mustSign }),
    201,
  );
  return created.id;
}

async function newTemplate(by: Client, name: string) {
  return dataOf<{ id: string }>(by.post("/training-templates", { name, content: {} }), 201);
}

const houseRules = await newDocument(leader.client, company.host, "Huisregels");
const readOnly = await newDocument(leader.client, company.host, "Welkomstbrief", false);
const foreignDocument = await newDocument(strangerLeader.client, other.host, "Elders");
const forklift = await newTemplate(leader.client, "Heftruck praktijk");
const foreignTemplate = await newTemplate(strangerLeader.client, "Elders");

const trainingStep = (id: string, extra: Record<string, unknown> = {}) => ({
  type: "training",
  trainingTemplateId: id,
  ...extra,
});
const documentStep = (id: string, extra: Record<string, unknown> = {}) => ({
  type: "document",
  documentId: id,
  ...extra,
});

async function createPath(items: unknown[], name = "Magazijn") {
  return dataOf<{ id: string; items: Step[] }>(
    leader.client.post("/course-groups", { name, items }),
    201,
  );
}

const personPath = (learner: { user: { companyUserId: string } }, pathId: string) =>
  dataOf<{ progressPercentage: number; items: Step[] }>(
    leader.client.get(`/users/${learner.user.companyUserId}/course-group/${pathId}`),
  );

async function assign(pathId: string, learners: { user: { companyUserId: string } }[]) {
  return dataOf<{ assigned: number }>(
    leader.client.post(`/course-groups/${pathId}/assignments`, {
      companyUserIds: learners.map((learner) => learner.user.companyUserId),
    }),
    201,
  );
}

/** The learner is booked on a training planned from the template, and passed it or not yet. */
async function planAndBook(templateId: string, learner: { user: { companyUserId: string } }) {
  const training = await dataOf<{ id: string }>(
    leader.client.post("/trainings", trainingBody({ settings: { templateId } })),
    201,
  );
  const booked = await leader.client.patch(`/trainings/${training.id}/participants`, {
    companyUserIds: [learner.user.companyUserId],
    groupIds: [],
  });
  expect(booked.statusCode, booked.body).toBeLessThan(300);
  return training.id;
}

/** The leader saves the training's (one date's) final attendance with everyone passed. */
async function pass(trainingId: string) {
  const training = await dataOf<{
    dates: { id: string }[];
    participants: { trainingUserId: string }[];
  }>(leader.client.get(`/trainings/${trainingId}`));
  const saved = await leader.client.patch(
    `/trainings/${trainingId}/attendance/${training.dates[0]!.id}`,
    {
      saveTemporarily: false,
      participants: training.participants.map(({ trainingUserId }) => ({
        trainingUserId,
        isPresent: true,
        passed: true,
      })),
    },
  );
  expect(saved.statusCode, saved.body).toBe(200);
}

/** The progress of each of a path's followers, as the leader's list shows it (the SQL form). */
const followerProgress = async (pathId: string) =>
  (
    await dataOf<{ progressPercentage: number }[]>(
      leader.client.get(`/course-groups/${pathId}/followers`),
    )
  ).map((follower) => follower.progressPercentage);

type Learner = Awaited<ReturnType<typeof signedInMember>>;

/** The learner's document list, as far as locks and signing go, in the list's order. */
const myDocuments = async (learner: Learner) =>
  (
    await dataOf<{ id: string; pathLock: unknown; canSign: boolean }[]>(
      learner.client.get("/documents"),
    )
  ).map(({ id, pathLock, canSign }) => ({ id, pathLock, canSign }));

/** The person's documents as the educator's page of them shows them, locks included. */
const theirDocuments = async (learner: Learner) =>
  (
    await dataOf<{ id: string; pathLock: unknown }[]>(
      leader.client.get(`/users/${learner.user.companyUserId}/documents`),
    )
  ).map(({ id, pathLock }) => ({ id, pathLock }));

const badge = async (learner: Learner) =>
  (await dataOf<{ signDocumentsCount: number }>(learner.client.get("/users/me")))
    .signDocumentsCount;

describe("training and document steps", () => {
  it("are saved with their names and returned in order", async () => {
    const path = await createPath([
      trainingStep(forklift.id, { dueDays: 7 }),
      documentStep(houseRules, { dueDays: 14, lockedUntilPreviousDone: true }),
    ]);
    expect(path.items).toMatchObject([
      {
        type: "training",
        name: "Heftruck praktijk",
        course: null,
        training: { id: forklift.id, name: "Heftruck praktijk" },
        document: null,
      },
      {
        type: "document",
        name: "Huisregels",
        course: null,
        training: null,
        document: { id: houseRules, title: "Huisregels", mustSign: true },
      },
    ]);
    const shown = await dataOf<{ items: Step[] }>(leader.client.get(`/course-groups/${path.id}`));
    expect(shown.items.map((step) => step.type)).toEqual(["training", "document"]);
  });

  it("refuse another company's, deleted, doubled or malformed targets", async () => {
    const refused = async (items: unknown[], message: string) => {
      const response = await leader.client.post("/course-groups", { name: "X", items });
      expect(response.statusCode, response.body).toBe(422);
      expect(response.body).toContain(message);
    };
    await refused([documentStep(foreignDocument)], "documenten horen niet");
    await refused([trainingStep(foreignTemplate.id)], "trainingen horen niet");
    await refused([documentStep(houseRules), documentStep(houseRules)], "Elk document");
    await refused([trainingStep(forklift.id), trainingStep(forklift.id)], "Elke training");
    const gone = await newDocument(leader.client, company.host, "Vervallen");
    expect((await leader.client.delete(`/lms/documents/${gone}`)).statusCode).toBe(204);
    await refused([documentStep(gone)], "documenten horen niet");
    const mixed = await leader.client.post("/course-groups", {
      name: "X",
      items: [{ type: "document", courseId: houseRules }],
    });
    expect(mixed.statusCode).toBe(422);

    const path = await createPath([documentStep(houseRules)], "Eigen");
    const foreignEdit = await strangerLeader.client.patch(`/course-groups/${path.id}`, {
      name: "X",
      items: [documentStep(foreignDocument)],
    });
    expect(foreignEdit.statusCode).toBe(404);
    expect(
      (
        await student.client.post("/course-groups", {
          name: "X",
          items: [documentStep(houseRules)],
        })
      ).statusCode,
    ).toBe(403);
  });

  it("assign the document once, lock it behind the training, and count it when signed", async () => {
    const learner = await signedInMember(app, db, company, ["company-student"]);
    // The person had the house rules already: the path reuses that assignment.
    const before = await leader.client.post(`/lms/documents/${houseRules}/assignees`, {
      companyUserIds: [learner.user.companyUserId],
    });
    expect(before.statusCode, before.body).toBe(200);
    const path = await createPath(
      [
        trainingStep(forklift.id, { dueDays: 7 }),
        documentStep(houseRules, { lockedUntilPreviousDone: true }),
        documentStep(readOnly),
      ],
      "Stappen",
    );
    expect((await assign(path.id, [learner])).assigned).toBe(1);
    const [assignments] = await db
      .select({ value: count() })
      .from(documentAssignments)
      .where(eq(documentAssignments.companyUserId, learner.user.companyUserId));
    expect(assignments?.value).toBe(2);

    let steps = await personPath(learner, path.id);
    expect(steps.items.map((step) => [step.status, step.locked])).toEqual([
      ["open", false],
      ["open", true],
      ["open", false],
    ]);
    expect(steps.progressPercentage).toBe(0);

    // The list shows the locked step as such, and the badge leaves it out.
    expect(await myDocuments(learner)).toEqual([
      {
        id: readOnly,
        pathLock: null,
        canSign: false,
      },
      {
        id: houseRules,
        pathLock: { courseGroupName: "Stappen", previousStepName: "Heftruck praktijk" },
        canSign: false,
      },
    ]);
    expect(await badge(learner)).toBe(0);
    // The educator sees the same lock on the person's documents.
    expect(await theirDocuments(learner)).toEqual([
      { id: readOnly, pathLock: null },
      {
        id: houseRules,
        pathLock: { courseGroupName: "Stappen", previousStepName: "Heftruck praktijk" },
      },
    ]);
    const locked = await learner.client.get(`/documents/${houseRules}`);
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message).toContain('Rond eerst "Heftruck praktijk" af');
    const sign = () =>
      drawnSignature().then((signature) =>
        learner.client.post(`/documents/${houseRules}/sign`, { consent: true, signature }),
      );
    expect((await sign()).statusCode).toBe(409);

    // Reading the letter (only to read) does its step.
    expect((await learner.client.get(`/documents/${readOnly}`)).statusCode).toBe(200);
    const trainingId = await planAndBook(forklift.id, learner);
    steps = await personPath(learner, path.id);
    expect(steps.items.map((step) => step.status)).toEqual(["in-progress", "open", "done"]);
    expect(steps.items[0]?.plannedTrainingId).toBe(trainingId);
    expect(steps.progressPercentage).toBe(33);

    await pass(trainingId);
    expect((await myDocuments(learner)).find((row) => row.id === houseRules)).toEqual({
      id: houseRules,
      pathLock: null,
      canSign: true,
    });
    expect(await badge(learner)).toBe(1);
    expect((await theirDocuments(learner)).every(({ pathLock }) => pathLock === null)).toBe(true);
    expect((await learner.client.get(`/documents/${houseRules}`)).statusCode).toBe(200);
    steps = await personPath(learner, path.id);
    expect(steps.items.map((step) => [step.status, step.locked])).toEqual([
      ["done", false],
      ["in-progress", false],
      ["done", false],
    ]);
    expect((await sign()).statusCode).toBe(200);
    expect(await badge(learner)).toBe(0);
    steps = await personPath(learner, path.id);
    expect(steps.progressPercentage).toBe(100);

    const followers = await dataOf<{ id: string; progressPercentage: number }[]>(
      leader.client.get(`/course-groups/${path.id}/followers`),
    );
    expect(followers).toMatchObject([{ progressPercentage: 100 }]);
    const summary = await dataOf<{ averageProgress: number }>(
      leader.client.get(`/course-groups/${path.id}`),
    );
    expect(summary.averageProgress).toBe(100);

    const mine = await dataOf<{ items: Step[] }>(
      learner.client.get(`/my-course-groups/${path.id}`),
    );
    expect(mine.items.map((step) => step.status)).toEqual(["done", "done", "done"]);
  });

  it("gives followers a document step added later, without doubles", async () => {
    const learner = await signedInMember(app, db, company, ["company-student"]);
    const path = await createPath([trainingStep(forklift.id)], "Later");
    await assign(path.id, [learner]);
    const saved = await leader.client.patch(`/course-groups/${path.id}`, {
      name: "Later",
      items: [trainingStep(forklift.id), documentStep(houseRules)],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await leader.client.patch(`/course-groups/${path.id}`, {
      name: "Later",
      items: [documentStep(houseRules), trainingStep(forklift.id)],
    });
    const rows = await db
      .select()
      .from(documentAssignments)
      .where(eq(documentAssignments.companyUserId, learner.user.companyUserId));
    expect(rows.map((row) => row.documentId)).toEqual([houseRules]);
    const list = await dataOf<{ id: string }[]>(learner.client.get("/documents"));
    expect(list.map((document) => document.id)).toEqual([houseRules]);
  });

  it("keep a document behind a course locked in the list and off the badge until the course is passed", async () => {
    const safety = await buildCourse(author, {
      name: "Veiligheid",
      sections: [{ type: "paragraph", title: "Uitleg", blocks: [text()] }],
    });
    const rules = await newDocument(leader.client, company.host, "Magazijnregels");
    const loose = await newDocument(leader.client, company.host, "Losse instructie");
    const learner = await signedInMember(app, db, company, ["company-student"]);
    const path = await createPath(
      [
        { type: "course", courseId: safety.courseId },
        documentStep(rules, { lockedUntilPreviousDone: true }),
      ],
      "Eerste week",
    );
    await assign(path.id, [learner]);
    // A document outside any path still counts, beside the locked one.
    const direct = await leader.client.post(`/lms/documents/${loose}/assignees`, {
      companyUserIds: [learner.user.companyUserId],
    });
    expect(direct.statusCode, direct.body).toBe(200);

    expect(await myDocuments(learner)).toEqual([
      { id: loose, pathLock: null, canSign: true },
      {
        id: rules,
        pathLock: { courseGroupName: "Eerste week", previousStepName: "Veiligheid" },
        canSign: false,
      },
    ]);
    expect(await badge(learner)).toBe(1);

    // The learner walks through the course; passing it unlocks the document at once.
    const enrollmentId = (await personPath(learner, path.id)).items[0]?.enrollmentId;
    expect(enrollmentId).toBeTruthy();
    const section = safety.sections[0]!;
    const base = `/enrollments/${enrollmentId}`;
    for (const response of [
      await learner.client.patch(base, { started: true }),
      await learner.client.get(`${base}/sections`),
      await learner.client.get(`${base}/sections/${section.id}/blocks`),
      await learner.client.post(`${base}/sections/${section.id}/progress`, {
        blockUuid: section.blockUuids[0],
        isCheckAnswer: false,
      }),
    ])
      expect(response.statusCode, response.body).toBeLessThan(300);
    expect((await personPath(learner, path.id)).items[0]?.status).toBe("done");
    expect((await myDocuments(learner)).map((row) => [row.id, row.pathLock, row.canSign])).toEqual([
      [loose, null, true],
      [rules, null, true],
    ]);
    expect(await badge(learner)).toBe(2);
  });

  it("leave a training step open for someone who only waits for a place on the training", async () => {
    const template = await newTemplate(leader.client, "EHBO praktijk");
    const placed = await signedInMember(app, db, company, ["company-student"]);
    const waiting = await signedInMember(app, db, company, ["company-student"]);
    const path = await createPath([trainingStep(template.id)], "EHBO");
    await assign(path.id, [placed, waiting]);
    await dataOf(
      leader.client.post(
        "/trainings",
        trainingBody({
          capacity: 1,
          settings: { templateId: template.id },
          instructorIds: [trainer.user.companyUserId],
          participants: {
            companyUserIds: [placed.user.companyUserId, waiting.user.companyUserId],
            groupIds: [],
          },
        }),
      ),
      201,
    );
    const [placedStep] = (await personPath(placed, path.id)).items;
    const [waitingStep] = (await personPath(waiting, path.id)).items;
    expect(placedStep).toMatchObject({ status: "in-progress" });
    expect(waitingStep).toMatchObject({ status: "open", plannedTrainingId: null });
  });

  it("count a training step done once the trainer's final attendance says passed, and unlock the next", async () => {
    const template = await newTemplate(leader.client, "Reachtruck praktijk");
    const followUp = await buildCourse(author, {
      name: "Reachtruck theorie",
      sections: [{ type: "paragraph", title: "Uitleg", blocks: [text()] }],
    });
    const learner = await signedInMember(app, db, company, ["company-student"]);
    const path = await createPath(
      [
        trainingStep(template.id),
        { type: "course", courseId: followUp.courseId, lockedUntilPreviousDone: true },
      ],
      "Reachtruck",
    );
    await assign(path.id, [learner]);
    const mine = () =>
      dataOf<{ progressPercentage: number; items: Step[] }>(
        learner.client.get(`/my-course-groups/${path.id}`),
      );

    const training = await dataOf<{
      id: string;
      dates: { id: string }[];
      participants: { id: string; trainingUserId: string }[];
    }>(
      leader.client.post(
        "/trainings",
        trainingBody({
          settings: { templateId: template.id },
          instructorIds: [trainer.user.companyUserId],
          participants: { companyUserIds: [learner.user.companyUserId], groupIds: [] },
        }),
      ),
      201,
    );
    let steps = await personPath(learner, path.id);
    expect(steps.items.map((step) => [step.status, step.locked])).toEqual([
      ["in-progress", false],
      ["open", true],
    ]);
    expect(steps.items[0]?.plannedTrainingId).toBe(training.id);
    const lockedEnrollment = steps.items[1]?.enrollmentId;
    expect(
      (await learner.client.get(`/enrollments/${lockedEnrollment}`)).json().data.pathLock,
    ).toEqual({ courseGroupName: "Reachtruck", previousCourseName: "Reachtruck praktijk" });

    const [row] = training.participants;
    const saveAttendance = async (saveTemporarily: boolean) => {
      const saved = await trainer.client.patch(
        `/trainings/${training.id}/attendance/${training.dates[0]!.id}`,
        {
          saveTemporarily,
          participants: [{ trainingUserId: row!.trainingUserId, isPresent: true, passed: true }],
        },
      );
      expect(saved.statusCode, saved.body).toBe(200);
      return saved.json().data.attendancesCompleted as boolean;
    };
    // A draft of the list is no outcome yet: the step waits for the final one.
    expect(await saveAttendance(true)).toBe(false);
    steps = await personPath(learner, path.id);
    expect(steps.items.map((step) => [step.status, step.locked])).toEqual([
      ["in-progress", false],
      ["open", true],
    ]);
    expect(steps.progressPercentage).toBe(0);
    expect(await followerProgress(path.id)).toEqual([0]);
    expect(await saveAttendance(false)).toBe(true);
    expect(await followerProgress(path.id)).toEqual([50]);

    steps = await personPath(learner, path.id);
    expect(steps.items.map((step) => [step.status, step.locked])).toEqual([
      ["done", false],
      ["open", false],
    ]);
    expect(steps.progressPercentage).toBe(50);
    const own = await mine();
    expect(own.items.map((step) => [step.status, step.locked])).toEqual([
      ["done", false],
      ["open", false],
    ]);
    expect(own.progressPercentage).toBe(50);
    const unlocked = await learner.client.get(`/enrollments/${lockedEnrollment}`);
    expect(unlocked.statusCode, unlocked.body).toBe(200);
    expect(unlocked.json().data.pathLock ?? null).toBeNull();
  });
});
