import { PLATFORM_ADMIN_ROLE } from "@leerlijn/contracts/permissions";
import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../test/build-test-app";
import { choiceQuestion, generalInfo, signedInAs, textBlock } from "../../test/authoring";
import { buildCompany } from "../../test/factories";

const { app, database } = await buildTestApp();
const db = database.db;
const company = await buildCompany(db, { name: "Demo Logistiek" });
const author = await signedInAs(app, db, ["admin-group-leader"], company);
const trainer = await signedInAs(app, db, ["admin-trainer"], company);
const learner = await signedInAs(app, db, ["company-student"], company);
const platformCompany = await buildCompany(db, { type: "administrator" });
const platform = await signedInAs(app, db, [PLATFORM_ADMIN_ROLE], platformCompany);

/** A course that passes every publication rule: a paragraph with text and a question. */
async function readyCourse(name = "BHV basis") {
  const version = (
    await author.call("POST", "/courses", {
      courseTypeKey: "elearning",
      ...generalInfo({ name }),
    })
  ).json().data;
  const base = `/courses/${version.courseId}/versions/${version.id}`;
  const section = version.sections[0].id as string;
  const text = (
    await author.call("POST", `${base}/sections/${section}/blocks`, { content: textBlock() })
  ).json().data.block;
  const question = (
    await author.call("POST", `${base}/sections/${section}/blocks`, {
      content: choiceQuestion(["a"]),
    })
  ).json().data.block;
  return {
    courseId: version.courseId as string,
    versionId: version.id as string,
    base,
    section,
    text,
    question,
  };
}

const publish = (base: string, target: "own" | "public", caller = author) =>
  caller.call("POST", `${base}/publish`, { target });

describe("publishing in the own library", () => {
  it("makes the version live at once and shows it in the course library", async () => {
    const course = await readyCourse("Veilig werken met ladders");

    const response = await publish(course.base, "own");

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      status: "published",
      isLive: true,
      publishedAt: expect.any(String),
    });
    const summary = (await author.call("GET", `/courses/${course.courseId}`)).json().data;
    expect(summary).toMatchObject({ status: "published", publishedVersionId: course.versionId });
    const library = (
      await trainer.call("GET", "/course-library?filter[queryString]=ladders")
    ).json();
    expect(library.data).toEqual([
      expect.objectContaining({
        id: course.courseId,
        versionId: course.versionId,
        name: "Veilig werken met ladders",
        status: "published",
        courseType: expect.objectContaining({ key: "elearning" }),
      }),
    ]);
    const detail = (await trainer.call("GET", `/course-library/${course.courseId}`)).json().data;
    expect(detail).toMatchObject({
      learningGoals: ["Je kiest de juiste ladder", "Je zet een ladder veilig neer"],
      questionCount: 1,
      outline: [{ title: "Inleiding", sectionTypeKey: "paragraph", depth: 0, blockCount: 2 }],
    });
    expect(JSON.stringify(detail)).not.toContain("isCorrect");
  });

  it("lists what is missing instead of publishing an unfinished version", async () => {
    const version = (
      await author.call("POST", "/courses", {
        courseTypeKey: "test",
        ...generalInfo({ testGoals: ["a", "b"] }),
      })
    ).json().data;
    const base = `/courses/${version.courseId}/versions/${version.id}`;

    const empty = await publish(base, "own");
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toMatchObject({
      blocks: [
        "Voeg minstens één onderdeel (een tekst, afbeelding, video, document of vraag) toe.",
      ],
      [`sections.${version.sections[0].id}`]: ["Dit onderdeel is nog leeg."],
    });

    const blank = (
      await author.call("POST", `${base}/sections/${version.sections[0].id}/blocks`, {
        content: { ...choiceQuestion(), question: { ...choiceQuestion().question, prompt: " " } },
      })
    ).json().data.block;
    const unfinished = await publish(base, "own");
    expect(unfinished.json().errors[`blocks.${blank.uuid}`]).toEqual(["Vul de vraag in."]);
    expect((await author.call("GET", base)).json().data.status).toBe("concept");
  });

  it("never lets a test check answers in between, and needs at least one correct choice", async () => {
    const version = (
      await author.call("POST", "/courses", {
        courseTypeKey: "test",
        ...generalInfo({ testGoals: ["a", "b"] }),
      })
    ).json().data;
    const base = `/courses/${version.courseId}/versions/${version.id}`;
    const settings = {
      scoringMethod: "exam",
      passPercentage: 80,
      timeLimitEnabled: true,
      timeLimitMinutes: 0,
      checkAnswerMode: true,
      isAvailableForAllStudentsOfThisDomain: false,
    };
    const refused = await author.call("PATCH", base, { revision: 0, settings });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({
      "settings.time_limit_minutes": ["Vul een tijdslimiet van minimaal 1 minuut in."],
    });
    const checkAnswer = await author.call("PATCH", base, {
      revision: 0,
      settings: { ...settings, timeLimitMinutes: 30 },
    });
    expect(checkAnswer.json().errors).toEqual({
      "settings.check_answer_mode": [
        "Bij een toets kun je antwoorden niet tussendoor laten controleren.",
      ],
    });
    const saved = await author.call("PATCH", base, {
      revision: 0,
      settings: { ...settings, timeLimitMinutes: 30, checkAnswerMode: false },
    });
    expect(saved.json().data.settings).toMatchObject({
      timeLimitEnabled: true,
      timeLimitMinutes: 30,
      passPercentage: 80,
    });
  });

  it("refuses a pass mark or time limit out of range per field, and never moves it into range", async () => {
    const { base } = await readyCourse();
    const settings = {
      scoringMethod: "exam",
      passPercentage: 80,
      timeLimitEnabled: true,
      timeLimitMinutes: 30,
      checkAnswerMode: false,
      isAvailableForAllStudentsOfThisDomain: false,
    };
    const refusals = [
      [
        { passPercentage: 0 },
        "settings.pass_percentage",
        "Vul een slagingspercentage tussen 1 en 100 in.",
      ],
      [
        { passPercentage: 101 },
        "settings.pass_percentage",
        "Vul een slagingspercentage tussen 1 en 100 in.",
      ],
      [
        { timeLimitMinutes: 0 },
        "settings.time_limit_minutes",
        "Vul een tijdslimiet van minimaal 1 minuut in.",
      ],
      [
        { timeLimitMinutes: -3 },
        "settings.time_limit_minutes",
        "Vul een tijdslimiet van minimaal 1 minuut in.",
      ],
      [
        { timeLimitMinutes: 601 },
        "settings.time_limit_minutes",
        "Een tijdslimiet is maximaal 600 minuten.",
      ],
    ] as const;
    for (const [change, field, message] of refusals) {
      const refused = await author.call("PATCH", base, {
        revision: 0,
        settings: { ...settings, ...change },
      });
      expect(refused.statusCode, JSON.stringify(change)).toBe(422);
      expect(refused.json().errors).toEqual({ [field]: [message] });
    }
    const stored = (await author.call("GET", base)).json().data;
    expect(stored.revision).toBe(0);
    expect(stored.settings.timeLimitMinutes).toBeNull();
  });

  it("detects two people saving the general information from the same revision", async () => {
    const { base } = await readyCourse();
    const first = await author.call("PATCH", base, {
      revision: 0,
      general: generalInfo({ name: "Nieuwe naam" }),
    });
    const second = await trainer.call("PATCH", base, {
      revision: 0,
      general: generalInfo({ name: "Andere naam" }),
    });
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(409);
    expect((await author.call("GET", base)).json().data.name).toBe("Nieuwe naam");
  });
});

describe("a published version", () => {
  it("accepts text fixes but not changes to score items, structure or scoring", async () => {
    const course = await readyCourse();
    await publish(course.base, "own");

    const typo = await author.call("PATCH", `${course.base}/blocks/${course.text.uuid}`, {
      revision: course.text.revision,
      content: textBlock("<p>Lees dit eerst, zonder typfout.</p>"),
    });
    expect(typo.statusCode, typo.body).toBe(200);
    const prompt = await author.call("PATCH", `${course.base}/blocks/${course.question.uuid}`, {
      revision: course.question.revision,
      content: {
        ...choiceQuestion(["a"]),
        question: { ...choiceQuestion(["a"]).question, prompt: "Wat eerst?" },
      },
    });
    expect(prompt.statusCode).toBe(200);

    const answer = await author.call("PATCH", `${course.base}/blocks/${course.question.uuid}`, {
      revision: course.question.revision + 1,
      content: choiceQuestion(["b"]),
    });
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toMatch(/liggen vast/);
    const weight = await author.call("PATCH", `${course.base}/blocks/${course.question.uuid}`, {
      revision: course.question.revision + 1,
      content: {
        ...choiceQuestion(["a"]),
        question: { ...choiceQuestion(["a"]).question, weight: "high" },
      },
    });
    expect(weight.statusCode).toBe(409);
    const added = await author.call("POST", `${course.base}/sections/${course.section}/blocks`, {
      content: textBlock(),
    });
    expect(added.statusCode).toBe(409);
    const current = (await author.call("GET", course.base)).json().data;
    const scoring = await author.call("PATCH", course.base, {
      revision: current.revision,
      settings: { ...current.settings, passPercentage: 90, scoringMethod: "sectionQuestions" },
    });
    expect(scoring.statusCode).toBe(409);
    expect(current.editMode).toBe("text-only");
  });

  it("gets a new version while learners keep the published one until it is published", async () => {
    const course = await readyCourse();
    await publish(course.base, "own");

    const response = await author.call("POST", `/courses/${course.courseId}/versions`);

    expect(response.statusCode, response.body).toBe(201);
    const next = response.json<{ data: { id: string; blocks: { uuid: string }[] } }>().data;
    expect(next).toMatchObject({ number: 2, status: "concept", editMode: "full", isLive: false });
    expect(next.blocks.map((b) => b.uuid)).toEqual([course.text.uuid, course.question.uuid]);
    const nextBase = `/courses/${course.courseId}/versions/${next.id}`;
    const changed = await author.call("PATCH", `${nextBase}/blocks/${course.question.uuid}`, {
      revision: 0,
      content: choiceQuestion(["b"]),
    });
    expect(changed.statusCode).toBe(200);

    const before = (await author.call("GET", `/courses/${course.courseId}`)).json().data;
    expect(before).toMatchObject({ status: "concept", publishedVersionId: course.versionId });
    const old = (await author.call("GET", course.base)).json().data;
    expect(old.blocks[1].content).toEqual(choiceQuestion(["a"]));
    expect((await author.call("POST", `/courses/${course.courseId}/versions`)).statusCode).toBe(
      409,
    );

    expect((await publish(nextBase, "own")).statusCode).toBe(200);
    const after = (await author.call("GET", `/courses/${course.courseId}`)).json().data;
    expect(after.publishedVersionId).toBe(next.id);
    expect(after.versions).toEqual([
      expect.objectContaining({ number: 2, status: "published", isLive: true, supersededAt: null }),
      expect.objectContaining({
        number: 1,
        status: "published",
        isLive: false,
        supersededAt: expect.any(String),
      }),
    ]);
    expect((await author.call("GET", course.base)).json().data.blocks[1].content).toEqual(
      choiceQuestion(["a"]),
    );
  });

  it("discards an unwanted new version, but never the live one or the only one", async () => {
    const course = await readyCourse();
    expect((await author.call("DELETE", course.base)).statusCode).toBe(409);
    await publish(course.base, "own");
    const next = (await author.call("POST", `/courses/${course.courseId}/versions`)).json().data;
    expect((await author.call("DELETE", course.base)).statusCode).toBe(409);
    expect(
      (await author.call("DELETE", `/courses/${course.courseId}/versions/${next.id}`)).statusCode,
    ).toBe(204);
    expect(
      (await author.call("GET", `/courses/${course.courseId}`)).json().data.versions,
    ).toHaveLength(1);
  });
});

describe("publishing in the open library", () => {
  it("goes through review: reject with a reason, fix, resubmit, accept, listed publicly", async () => {
    const course = await readyCourse("Privacy en de AVG");

    const submitted = await publish(course.base, "public");
    expect(submitted.json().data).toMatchObject({
      status: "review",
      submittedAt: expect.any(String),
      isLive: false,
    });

    const locked = await author.call("PATCH", `${course.base}/blocks/${course.text.uuid}`, {
      revision: 0,
      content: textBlock("<p>Snel nog iets</p>"),
    });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message).toBe(
      "Deze versie wordt beoordeeld en kan nu niet worden gewijzigd.",
    );
    expect(
      (await author.call("PATCH", course.base, { revision: 0, general: generalInfo() })).statusCode,
    ).toBe(409);

    const queue = (await platform.call("GET", "/course-reviews")).json();
    expect(queue.data).toContainEqual(
      expect.objectContaining({
        versionId: course.versionId,
        name: "Privacy en de AVG",
        companyName: "Demo Logistiek",
      }),
    );
    const forReview = (await platform.call("GET", `${course.base}/review`)).json().data;
    expect(forReview.blocks[1].content).toEqual(choiceQuestion(["a"]));

    const noReason = await platform.call("POST", `${course.base}/review`, {
      decision: "reject",
      reason: " ",
    });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors).toEqual({
      reason: ["Schrijf op waarom, zodat de auteur weet wat er beter moet."],
    });
    const rejected = await platform.call("POST", `${course.base}/review`, {
      decision: "reject",
      reason: "De tweede vraag heeft geen duidelijk antwoord.",
    });
    expect(rejected.json().data).toMatchObject({
      status: "rejected",
      rejectionReason: "De tweede vraag heeft geen duidelijk antwoord.",
    });

    const fixed = await author.call("PATCH", `${course.base}/blocks/${course.text.uuid}`, {
      revision: 0,
      content: textBlock("<p>Verbeterd</p>"),
    });
    expect(fixed.statusCode).toBe(200);
    expect((await publish(course.base, "public")).json().data).toMatchObject({
      status: "review",
      rejectionReason: null,
    });

    const publicBefore = (
      await learner.call("GET", "/courses/public?filter[queryString]=AVG")
    ).json();
    expect(publicBefore.data).toEqual([]);
    const accepted = await platform.call("POST", `${course.base}/review`, { decision: "accept" });
    expect(accepted.json().data).toMatchObject({ status: "publicly-published", isLive: true });

    const otherCompany = await signedInAs(app, db, ["company-student"]);
    const listing = (
      await otherCompany.call("GET", "/courses/public?filter[queryString]=AVG")
    ).json();
    expect(listing.data).toEqual([
      expect.objectContaining({
        id: course.courseId,
        status: "publicly-published",
        companyName: "Demo Logistiek",
      }),
    ]);
    expect(
      (await otherCompany.call("GET", `/courses/public/${course.courseId}`)).json().data,
    ).toMatchObject({
      name: "Privacy en de AVG",
      outline: [expect.objectContaining({ title: "Inleiding" })],
    });
    expect(
      (await platform.call("POST", `${course.base}/review`, { decision: "accept" })).statusCode,
    ).toBe(409);
  });

  it("lets only the provider delete a public course ('contact the provider')", async () => {
    const course = await readyCourse();
    await publish(course.base, "public");

    const refused = await author.call("DELETE", `/courses/${course.courseId}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/Neem contact op met de aanbieder/);

    const adminHere = await signedInAs(app, db, [PLATFORM_ADMIN_ROLE], platformCompany, company);
    expect((await adminHere.call("DELETE", `/courses/${course.courseId}`)).statusCode).toBe(204);
  });

  it("keeps the review routes for the platform admin and new public versions in review", async () => {
    const course = await readyCourse();
    expect((await author.call("GET", "/course-reviews")).statusCode).toBe(403);
    expect(
      (await author.call("POST", `${course.base}/review`, { decision: "accept" })).statusCode,
    ).toBe(403);
    await publish(course.base, "public");
    await platform.call("POST", `${course.base}/review`, { decision: "accept" });
    const next = (await author.call("POST", `/courses/${course.courseId}/versions`)).json().data;
    const own = await publish(`/courses/${course.courseId}/versions/${next.id}`, "own");
    expect(own.statusCode).toBe(409);
    expect(own.json().message).toMatch(/eerst worden beoordeeld/);
  });
});
