import { randomUUID } from "node:crypto";
import type { BlockContent, QuestionWeight } from "@leerlijn/contracts/courses/block.schema";
import type { CourseTypeKey } from "@leerlijn/contracts/courses/course-types";
import type { CourseSettingsInput } from "@leerlijn/contracts/courses/course-version.schema";
import type { SectionTypeKey } from "@leerlijn/contracts/courses/section.schema";
import type { Db } from "../platform/db/database";
import { media } from "../features/media/media.table";
import type { ApiCaller } from "./authoring";
import { generalInfo } from "./authoring";

/** Course content for learning tests: sections with blocks, built through the author's API. */
export type SectionSpec = {
  type: Exclude<SectionTypeKey, "chapter">;
  title: string;
  blocks: BlockContent[];
};

export type BuiltCourse = {
  courseId: string;
  versionId: string;
  base: string;
  sections: { id: string; title: string; blockUuids: string[] }[];
};

const settingsWith = (
  type: CourseTypeKey,
  overrides: Partial<CourseSettingsInput>,
): CourseSettingsInput => ({
  scoringMethod: type === "test" ? "exam" : "none",
  passPercentage: type === "test" ? 70 : null,
  timeLimitEnabled: false,
  timeLimitMinutes: null,
  checkAnswerMode: false,
  isAvailableForAllStudentsOfThisDomain: false,
  ...overrides,
});

async function expectOk(response: { statusCode: number; body: string }, what: string) {
  if (response.statusCode >= 300)
    throw new Error(`${what}: ${response.statusCode} ${response.body}`);
  return Promise.resolve();
}

/** Creates a course with these sections (the starter section removed) and settings. */
export async function buildCourse(
  author: ApiCaller,
  spec: {
    type?: CourseTypeKey;
    name?: string;
    /** A media item of the author's library as the course picture. */
    imageMediaId?: string;
    sections: SectionSpec[];
    settings?: Partial<CourseSettingsInput>;
    publish?: "own" | "public" | false;
  },
): Promise<BuiltCourse> {
  const type = spec.type ?? "elearning";
  const created = await author.call("POST", "/courses", {
    courseTypeKey: type,
    ...generalInfo({
      name: spec.name ?? `Cursus ${randomUUID().slice(0, 6)}`,
      imageMediaId: spec.imageMediaId ?? null,
      testGoals: type === "test" ? ["Je kent de regels", "Je past ze toe"] : [],
    }),
  });
  await expectOk(created, "create course");
  type Created = { data: { id: string; courseId: string; sections: { id: string }[] } };
  const version = created.json<Created>().data;
  const base = `/courses/${version.courseId}/versions/${version.id}`;
  const starter = version.sections[0]?.id ?? "";
  const sections: BuiltCourse["sections"] = [];
  for (const section of spec.sections) {
    const made = await author.call("POST", `${base}/sections`, {
      sectionTypeKey: section.type,
      title: section.title,
      parentSectionId: null,
    });
    await expectOk(made, "create section");
    const id = made.json<{ data: { section: { id: string } } }>().data.section.id;
    const blockUuids: string[] = [];
    for (const content of section.blocks) {
      const block = await author.call("POST", `${base}/sections/${id}/blocks`, { content });
      await expectOk(block, "create block");
      blockUuids.push(block.json<{ data: { block: { uuid: string } } }>().data.block.uuid);
    }
    sections.push({ id, title: section.title, blockUuids });
  }
  await expectOk(await author.call("DELETE", `${base}/sections/${starter}`), "delete starter");
  const current = (await author.call("GET", base)).json<{ data: { revision: number } }>().data;
  const saved = await author.call("PATCH", base, {
    revision: current.revision,
    settings: settingsWith(type, spec.settings ?? {}),
  });
  await expectOk(saved, "save settings");
  if (spec.publish !== false)
    await expectOk(
      await author.call("POST", `${base}/publish`, { target: spec.publish ?? "own" }),
      "publish",
    );
  return { courseId: version.courseId, versionId: version.id, base, sections };
}

const feedback = { correct: "Goed zo.", incorrect: "Helaas, dat klopt niet." };

export const text = (html = "<p>Lees dit goed.</p>"): BlockContent => ({ type: "text", html });
/** Media blocks point at an item of the author's own library (see `libraryMedia`). */
export const video = (mediaId: string): BlockContent => ({
  type: "video",
  mediaId,
  title: "Instructiefilm",
  finishPercentage: 90,
});
export const documentBlock = (mediaId: string): BlockContent => ({
  type: "document",
  mediaId,
  title: "Werkinstructie",
});
export const image = (mediaId: string): BlockContent => ({
  type: "image",
  mediaId,
  alt: "Een ladder tegen een muur",
  caption: "",
});

/** Options a, b, c; the ids in `correct` are right. */
export const choice = (correct: string[], weight: QuestionWeight = "medium"): BlockContent => ({
  type: "question",
  question: {
    kind: "choice",
    prompt: "Welke antwoorden kloppen?",
    weight,
    feedback,
    options: ["a", "b", "c"].map((id) => ({
      id,
      text: `Antwoord ${id}`,
      isCorrect: correct.includes(id),
    })),
  },
});

export const open = (accepted: string[], weight: QuestionWeight = "medium"): BlockContent => ({
  type: "question",
  question: {
    kind: "open",
    prompt: "Welk nummer bel je?",
    weight,
    feedback,
    acceptedAnswers: accepted,
  },
});

/** Options x (3 points), y (1 point), z (0 points). */
export const points = (weight: QuestionWeight = "low"): BlockContent => ({
  type: "question",
  question: {
    kind: "points",
    prompt: "Wat doe je?",
    weight,
    feedback,
    options: [
      { id: "x", text: "Direct melden", points: 3 },
      { id: "y", text: "Later melden", points: 1 },
      { id: "z", text: "Niets doen", points: 0 },
    ],
  },
});

/** Enrolls learners (by membership id) through the assignment API. */
export async function assign(educator: ApiCaller, courseId: string, companyUserIds: string[]) {
  const response = await educator.call("POST", `/courses/${courseId}/enrollments`, {
    companyUserIds,
  });
  await expectOk(response, "assign");
  return response.json<{ data: { enrolled: number; alreadyEnrolled: number } }>().data;
}

/** One ready item of each type in a company's library, written straight to the table. */
export async function libraryMedia(db: Db, companyId: string) {
  const rows = await db
    .insert(media)
    .values(
      (["image", "video", "document"] as const).map((type) => ({
        companyId,
        type,
        status: "ready" as const,
        name: `${type}-${randomUUID().slice(0, 6)}`,
        fileKey: `${randomUUID()}.bin`,
      })),
    )
    .returning({ id: media.id, type: media.type });
  const idOf = (type: string) => rows.find((row) => row.type === type)?.id ?? "";
  return { image: idOf("image"), video: idOf("video"), document: idOf("document") };
}
