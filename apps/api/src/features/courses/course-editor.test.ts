import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../test/build-test-app";
import { choiceQuestion, generalInfo, signedInAs, textBlock } from "../../test/authoring";

const { app, database } = await buildTestApp();
const db = database.db;
const author = await signedInAs(app, db, ["admin-group-leader"]);
const colleague = await signedInAs(app, db, ["admin-trainer"], {
  id: author.companyId,
  host: author.host,
});

type Section = {
  id: string;
  title: string;
  parentSectionId: string | null;
  leftBower: number;
  rightBower: number;
  depth: number;
  blockUuids: string[];
  revision: number;
};
type Block = { uuid: string; sectionId: string; content: unknown; revision: number };

async function newCourse() {
  const version = (
    await author.call("POST", "/courses", { courseTypeKey: "elearning", ...generalInfo() })
  ).json().data;
  const base = `/courses/${version.courseId}/versions/${version.id}`;
  const firstSection = version.sections[0].id as string;
  return { base, firstSection };
}

async function load(base: string) {
  return (await author.call("GET", base)).json().data as { sections: Section[]; blocks: Block[] };
}

async function addSection(base: string, body: Record<string, unknown>) {
  const response = await author.call("POST", `${base}/sections`, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.section as Section;
}

async function addBlock(base: string, sectionId: string, content: unknown, position?: number) {
  const response = await author.call("POST", `${base}/sections/${sectionId}/blocks`, {
    content,
    ...(position === undefined ? {} : { position }),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.block as Block;
}

/** Bounds 1 … 2n, children strictly inside their parent: the nested set is consistent. */
function expectNestedSet(sections: Section[]) {
  const bounds = sections.flatMap((s) => [s.leftBower, s.rightBower]).sort((a, b) => a - b);
  expect(bounds).toEqual(Array.from({ length: sections.length * 2 }, (_, i) => i + 1));
  for (const section of sections) {
    const parent = sections.find((s) => s.id === section.parentSectionId);
    if (parent) {
      expect(section.leftBower).toBeGreaterThan(parent.leftBower);
      expect(section.rightBower).toBeLessThan(parent.rightBower);
    }
  }
}

describe("the section tree", () => {
  it("adds chapters with paragraphs and exams, keeping the bounds in reading order", async () => {
    const { base, firstSection } = await newCourse();
    const chapter = await addSection(base, {
      sectionTypeKey: "chapter",
      title: "Hoofdstuk 1",
      parentSectionId: null,
    });
    const paragraph = await addSection(base, {
      sectionTypeKey: "paragraph",
      title: "De ladder kiezen",
      parentSectionId: chapter.id,
    });
    await addSection(base, { sectionTypeKey: "exam", title: "Examen", parentSectionId: null });
    await addSection(base, {
      sectionTypeKey: "paragraph",
      title: "Vooraf",
      parentSectionId: null,
      position: 0,
    });

    const { sections } = await load(base);
    expect(sections.map((s) => [s.title, s.depth])).toEqual([
      ["Vooraf", 0],
      ["Inleiding", 0],
      ["Hoofdstuk 1", 0],
      ["De ladder kiezen", 1],
      ["Examen", 0],
    ]);
    expect(sections.find((s) => s.id === paragraph.id)?.parentSectionId).toBe(chapter.id);
    expect(sections.find((s) => s.id === firstSection)).toMatchObject({
      leftBower: 3,
      rightBower: 4,
    });
    expectNestedSet(sections);
  });

  it("moves a chapter with its content and refuses a move under its own child", async () => {
    const { base, firstSection } = await newCourse();
    const outer = await addSection(base, {
      sectionTypeKey: "chapter",
      title: "A",
      parentSectionId: null,
    });
    const inner = await addSection(base, {
      sectionTypeKey: "chapter",
      title: "A.1",
      parentSectionId: outer.id,
    });
    await addSection(base, {
      sectionTypeKey: "paragraph",
      title: "A.1.1",
      parentSectionId: inner.id,
    });

    const intoChild = await author.call("PATCH", `${base}/sections/${outer.id}/move`, {
      parentSectionId: inner.id,
    });
    expect(intoChild.statusCode).toBe(422);
    expect(intoChild.json().errors).toEqual({
      parent_section_id: [
        "Je kunt een onderdeel niet in zichzelf of in een van zijn eigen onderdelen plaatsen.",
      ],
    });
    const intoItself = await author.call("PATCH", `${base}/sections/${outer.id}/move`, {
      parentSectionId: outer.id,
    });
    expect(intoItself.statusCode).toBe(422);
    const intoParagraph = await author.call("PATCH", `${base}/sections/${outer.id}/move`, {
      parentSectionId: firstSection,
    });
    expect(intoParagraph.json().errors.parent_section_id).toEqual([
      "Alleen een hoofdstuk kan andere onderdelen bevatten.",
    ]);

    const moved = await author.call("PATCH", `${base}/sections/${inner.id}/move`, {
      parentSectionId: null,
      position: 0,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const { sections } = await load(base);
    expect(sections.map((s) => [s.title, s.depth])).toEqual([
      ["A.1", 0],
      ["A.1.1", 1],
      ["Inleiding", 0],
      ["A", 0],
    ]);
    expectNestedSet(sections);
    expect(moved.json().data.sections).toEqual(sections);
  });

  it("renames a section, and reports a rename based on an old revision as a conflict", async () => {
    const { base, firstSection } = await newCourse();
    const renamed = await author.call("PATCH", `${base}/sections/${firstSection}`, {
      title: "Welkom",
      revision: 0,
    });
    expect(renamed.json().data).toMatchObject({ title: "Welkom", revision: 1 });
    const stale = await colleague.call("PATCH", `${base}/sections/${firstSection}`, {
      title: "Begin",
      revision: 0,
    });
    expect(stale.statusCode).toBe(409);
    expect((await load(base)).sections[0]?.title).toBe("Welkom");
  });

  it("deletes a chapter with its paragraphs and their blocks", async () => {
    const { base, firstSection } = await newCourse();
    const chapter = await addSection(base, {
      sectionTypeKey: "chapter",
      title: "Weg",
      parentSectionId: null,
    });
    const paragraph = await addSection(base, {
      sectionTypeKey: "paragraph",
      title: "Ook weg",
      parentSectionId: chapter.id,
    });
    await addBlock(base, paragraph.id, textBlock());
    await addBlock(base, firstSection, textBlock("<p>Blijft</p>"));

    const response = await author.call("DELETE", `${base}/sections/${chapter.id}`);

    expect(response.statusCode).toBe(200);
    const { sections, blocks } = await load(base);
    expect(sections.map((s) => s.title)).toEqual(["Inleiding"]);
    expect(blocks.map((b) => b.content)).toEqual([textBlock("<p>Blijft</p>")]);
    expectNestedSet(sections);
  });

  it("puts no blocks in a chapter", async () => {
    const { base } = await newCourse();
    const chapter = await addSection(base, {
      sectionTypeKey: "chapter",
      title: "H",
      parentSectionId: null,
    });
    const response = await author.call("POST", `${base}/sections/${chapter.id}/blocks`, {
      content: textBlock(),
    });
    expect(response.statusCode).toBe(422);
  });
});

describe("blocks", () => {
  it("adds blocks of every kind at a place, and lists them per section in order", async () => {
    const { base, firstSection } = await newCourse();
    const first = await addBlock(base, firstSection, textBlock());
    const question = await addBlock(base, firstSection, choiceQuestion(["a", "c"]));
    const open = await addBlock(base, firstSection, {
      type: "question",
      question: {
        kind: "open",
        prompt: "Noem een risico.",
        weight: "high",
        feedback: { correct: "", incorrect: "" },
        acceptedAnswers: ["vallen"],
      },
    });
    const points = await addBlock(
      base,
      firstSection,
      {
        type: "question",
        question: {
          kind: "points",
          prompt: "Hoe zeker ben je?",
          weight: "low",
          feedback: { correct: "", incorrect: "" },
          options: [
            { id: "x", text: "Heel", points: 3 },
            { id: "y", text: "Niet", points: 0 },
          ],
        },
      },
      0,
    );
    const image = await addBlock(base, firstSection, {
      type: "image",
      mediaId: null,
      alt: "",
      caption: "",
    });
    const video = await addBlock(base, firstSection, {
      type: "video",
      mediaId: null,
      title: "",
      finishPercentage: 90,
    });
    const pdf = await addBlock(base, firstSection, {
      type: "document",
      mediaId: null,
      title: "Handleiding",
    });

    const { sections, blocks } = await load(base);
    expect(sections[0]?.blockUuids).toEqual([
      points.uuid,
      first.uuid,
      question.uuid,
      open.uuid,
      image.uuid,
      video.uuid,
      pdf.uuid,
    ]);
    expect(blocks).toHaveLength(7);
    expect(blocks.find((b) => b.uuid === question.uuid)?.content).toEqual(
      choiceQuestion(["a", "c"]),
    );
  });

  it("refuses a choice question without a correct answer and points without any points", async () => {
    const { base, firstSection } = await newCourse();
    const none = await author.call("POST", `${base}/sections/${firstSection}/blocks`, {
      content: choiceQuestion([]),
    });
    expect(none.statusCode).toBe(422);
    expect(none.json().errors).toEqual({
      "content.question.options": ["Kies minstens één goed antwoord."],
    });
    const zero = await author.call("POST", `${base}/sections/${firstSection}/blocks`, {
      content: {
        type: "question",
        question: {
          kind: "points",
          prompt: "?",
          weight: "low",
          feedback: { correct: "", incorrect: "" },
          options: [
            { id: "x", text: "a", points: 0 },
            { id: "y", text: "b", points: 0 },
          ],
        },
      },
    });
    expect(zero.json().errors).toEqual({
      "content.question.options": ["Geef minstens één antwoord punten."],
    });
  });

  it("sanitises rich text on the server: scripts and attributes go, the toolbar's formatting stays", async () => {
    const { base, firstSection } = await newCourse();
    const block = await addBlock(base, firstSection, textBlock());
    const response = await author.call("PATCH", `${base}/blocks/${block.uuid}`, {
      revision: block.revision,
      content: textBlock(
        '<p style="color:red" onmouseover="x()">Hallo <b>wereld</b><script>steal()</script></p><iframe src="https://evil"></iframe><ul><li>een</li></ul><p><em>open',
      ),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.content).toEqual(
      textBlock("<p>Hallo <strong>wereld</strong></p><ul><li>een</li></ul><p><em>open</em></p>"),
    );
  });

  it("refuses rich text over 100,000 characters with a message, and a 1 MB body as too large", async () => {
    const { base, firstSection } = await newCourse();
    const block = await addBlock(base, firstSection, textBlock());
    const long = await author.call("PATCH", `${base}/blocks/${block.uuid}`, {
      revision: 0,
      content: textBlock(`<p>${"a".repeat(100_001)}</p>`),
    });
    expect(long.statusCode).toBe(422);
    expect(long.json().errors["content.html"]).toEqual([
      "Deze tekst is te lang: maximaal 100.000 tekens, inclusief opmaak.",
    ]);
    const huge = await author.call("PATCH", `${base}/blocks/${block.uuid}`, {
      revision: 0,
      content: textBlock(`<p>${"a".repeat(1024 * 1024)}</p>`),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe("De verstuurde gegevens zijn te groot.");
  });

  it("reports the later of two saves based on the same revision as a conflict, keeping the first", async () => {
    const { base, firstSection } = await newCourse();
    const block = await addBlock(base, firstSection, textBlock());

    const mine = await author.call("PATCH", `${base}/blocks/${block.uuid}`, {
      revision: block.revision,
      content: textBlock("<p>Versie van Sanne</p>"),
    });
    const theirs = await colleague.call("PATCH", `${base}/blocks/${block.uuid}`, {
      revision: block.revision,
      content: textBlock("<p>Versie van Joost</p>"),
    });

    expect(mine.statusCode).toBe(200);
    expect(mine.json().data.revision).toBe(block.revision + 1);
    expect(theirs.statusCode).toBe(409);
    expect(theirs.json().message).toMatch(/intussen gewijzigd/);
    expect((await load(base)).blocks[0]?.content).toEqual(textBlock("<p>Versie van Sanne</p>"));
    const retried = await colleague.call("PATCH", `${base}/blocks/${block.uuid}`, {
      revision: block.revision + 1,
      content: textBlock("<p>Versie van Joost</p>"),
    });
    expect(retried.statusCode).toBe(200);
  });

  it("duplicates a block right below itself with a new uuid", async () => {
    const { base, firstSection } = await newCourse();
    const a = await addBlock(base, firstSection, textBlock("<p>A</p>"));
    const b = await addBlock(base, firstSection, textBlock("<p>B</p>"));
    const response = await author.call("POST", `${base}/blocks/${a.uuid}/duplicate`);
    expect(response.statusCode).toBe(201);
    const copy = response.json().data.block as Block;
    expect(copy.uuid).not.toBe(a.uuid);
    expect(response.json().data.sections[0].blockUuids).toEqual([a.uuid, copy.uuid, b.uuid]);
  });

  it("reorders blocks within a section and moves them to another", async () => {
    const { base, firstSection } = await newCourse();
    const other = await addSection(base, {
      sectionTypeKey: "paragraph",
      title: "Tweede",
      parentSectionId: null,
    });
    const [a, b, c] = [
      await addBlock(base, firstSection, textBlock("<p>A</p>")),
      await addBlock(base, firstSection, textBlock("<p>B</p>")),
      await addBlock(base, firstSection, textBlock("<p>C</p>")),
    ];

    const reordered = await author.call("PATCH", `${base}/blocks/${c.uuid}/move`, {
      sectionId: firstSection,
      position: 0,
    });
    expect(reordered.json().data.sections[0].blockUuids).toEqual([c.uuid, a.uuid, b.uuid]);

    const moved = await author.call("PATCH", `${base}/blocks/${a.uuid}/move`, {
      sectionId: other.id,
      position: 5,
    });
    expect(moved.statusCode).toBe(200);
    const { sections, blocks } = await load(base);
    expect(sections.map((s) => s.blockUuids)).toEqual([[c.uuid, b.uuid], [a.uuid]]);
    expect(blocks.find((x) => x.uuid === a.uuid)?.sectionId).toBe(other.id);
  });

  it("deletes a block and closes the gap", async () => {
    const { base, firstSection } = await newCourse();
    const a = await addBlock(base, firstSection, textBlock("<p>A</p>"));
    const b = await addBlock(base, firstSection, textBlock("<p>B</p>"));
    const response = await author.call("DELETE", `${base}/blocks/${a.uuid}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.sections[0].blockUuids).toEqual([b.uuid]);
    expect(
      (
        await author.call("PATCH", `${base}/blocks/${a.uuid}`, {
          revision: 0,
          content: textBlock(),
        })
      ).statusCode,
    ).toBe(404);
  });

  it("keeps another company's author out of every content route", async () => {
    const { base, firstSection } = await newCourse();
    const block = await addBlock(base, firstSection, textBlock());
    const stranger = await signedInAs(app, db, ["admin-group-leader"]);
    const attempts = [
      stranger.call("POST", `${base}/sections`, {
        sectionTypeKey: "paragraph",
        title: "x",
        parentSectionId: null,
      }),
      stranger.call("PATCH", `${base}/sections/${firstSection}`, { title: "x", revision: 0 }),
      stranger.call("PATCH", `${base}/sections/${firstSection}/move`, { parentSectionId: null }),
      stranger.call("DELETE", `${base}/sections/${firstSection}`),
      stranger.call("POST", `${base}/sections/${firstSection}/blocks`, { content: textBlock() }),
      stranger.call("PATCH", `${base}/blocks/${block.uuid}`, { revision: 0, content: textBlock() }),
      stranger.call("PATCH", `${base}/blocks/${block.uuid}/move`, {
        sectionId: firstSection,
        position: 0,
      }),
      stranger.call("POST", `${base}/blocks/${block.uuid}/duplicate`),
      stranger.call("DELETE", `${base}/blocks/${block.uuid}`),
    ];
    for (const response of await Promise.all(attempts)) expect(response.statusCode).toBe(404);
    expect((await load(base)).blocks).toHaveLength(1);
  });
});
