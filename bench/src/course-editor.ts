import type autocannon from "autocannon";
import { call } from "./http-client";
import type { Measurement, Scenario } from "./scenarios";
import { TENANT_HOST } from "./sign-in";
import type { Target } from "./report";

export const COURSE_BLOCKS = 500;
const SECTIONS = 10;

type Block = { uuid: string; revision: number };
export type LargeCourse = { base: string; blocks: Block[] };

async function post(port: number, token: string, path: string, body: unknown) {
  const answer = await call(
    port,
    "POST",
    `/api/v1${path}`,
    {
      host: TENANT_HOST,
      authorization: `Bearer ${token}`,
    },
    body,
  );
  if (answer.status !== 201)
    throw new Error(`POST ${path}: ${answer.status} ${answer.body.slice(0, 200)}`);
  return JSON.parse(answer.body) as { data: Record<string, unknown> };
}

const question = (n: number) => ({
  type: "question",
  question: {
    kind: "choice",
    prompt: `Vraag ${n}: wat controleer je eerst?`,
    weight: "medium",
    feedback: { correct: "Goed.", incorrect: "Lees het nog eens." },
    options: [
      { id: "a", text: "De voetjes", isCorrect: true },
      { id: "b", text: "De kleur", isCorrect: false },
    ],
  },
});
const text = (n: number) => ({
  type: "text",
  html: `<p>Onderdeel ${n}: een ladder zet je onder een hoek van <strong>75 graden</strong>.</p><ul><li><p>Controleer de voetjes</p></li><li><p>Controleer de sporten</p></li></ul>`,
});

/** A course (500 blocks in 10 paragraphs unless asked), built through the API as an author would. */
export async function createLargeCourse(
  port: number,
  token: string,
  { blocks: blockCount = COURSE_BLOCKS, sections = SECTIONS } = {},
): Promise<LargeCourse> {
  const version = (
    await post(port, token, "/courses", {
      courseTypeKey: "elearning",
      name: `Bench: cursus met ${blockCount} onderdelen`,
      description: "",
      imageMediaId: null,
      learningGoals: ["Eén", "Twee"],
      testGoals: [],
    })
  ).data as { id: string; courseId: string; sections: { id: string }[] };
  const base = `/courses/${version.courseId}/versions/${version.id}`;
  const sectionIds = [version.sections[0]?.id ?? ""];
  for (let s = 1; s < sections; s += 1) {
    const created = await post(port, token, `${base}/sections`, {
      sectionTypeKey: "paragraph",
      title: `Paragraaf ${s + 1}`,
      parentSectionId: null,
    });
    sectionIds.push((created.data.section as { id: string }).id);
  }
  const blocks: Block[] = [];
  for (let n = 0; n < blockCount; n += 1) {
    const section = sectionIds[n % sections] ?? "";
    const created = await post(port, token, `${base}/sections/${section}/blocks`, {
      content: n % 4 === 3 ? question(n) : text(n),
    });
    const block = created.data.block as Block;
    blocks.push({ uuid: block.uuid, revision: block.revision });
  }
  return { base, blocks };
}

/**
 * Each connection edits its own text block, as an author typing: every save carries the
 * revision the previous answer gave, so every request is a real save that passes the conflict
 * check (a 409 would count as a failure).
 */
export function blockPatchScenario(
  port: number,
  token: string,
  course: LargeCourse,
  connections = 10,
): Scenario {
  const textBlocks = course.blocks.filter((_, n) => n % 4 !== 3);
  let connection = 0;
  return {
    name: `PATCH block (${COURSE_BLOCKS}-block course, ${connections} conn.)`,
    port,
    path: "/",
    method: "PATCH",
    // Ten authors saving back to back, each at once after the last answer: far more than the
    // autosave of ten people typing, and as many as the API's database pool serves at once.
    connections,
    headers: {
      host: TENANT_HOST,
      authorization: `Bearer ${token}`,
      "content-type": "application/json",
    },
    setupClient(client) {
      const block = textBlocks[connection++ % textBlocks.length];
      if (!block) throw new Error("no block for this connection");
      let typed = 0;
      const request: autocannon.Request = {
        method: "PATCH",
        path: `/api/v1${course.base}/blocks/${block.uuid}`,
        setupRequest: (req) => {
          typed += 1;
          return {
            ...req,
            body: JSON.stringify({
              revision: block.revision,
              content: { type: "text", html: `<p>Tekst van de auteur, versie ${typed}.</p>` },
            }),
          };
        },
        onResponse: (status, body) => {
          if (status === 200) block.revision = (JSON.parse(body) as { data: Block }).data.revision;
        },
      };
      client.setRequests([request]);
    },
  };
}

export function courseEditorTargets(patch: Measurement): Target[] {
  return [
    {
      description: `PATCH block p99 < 30 ms with a ${COURSE_BLOCKS}-block course`,
      actual: `${patch.p99Ms} ms`,
      met: patch.p99Ms < 30,
    },
  ];
}
