import { describe, expect, it } from "vitest";
import { makeImage, makePdf } from "../../seed/media-samples";
import { type ApiCaller, generalInfo, signedInAs } from "../../test/authoring";
import { buildTestApp } from "../../test/build-test-app";
import { eq, sql } from "drizzle-orm";
import { courseBlocks, courseVersions } from "./courses.table";
import { multipartBody } from "../../test/multipart";
import { buildCompany } from "../../test/factories";

const { app, database } = await buildTestApp();
const db = database.db;
const author = await signedInAs(app, db, ["admin-group-leader"]);
const stranger = await signedInAs(app, db, ["admin-group-leader"]);

async function upload(caller: ApiCaller, kind: "image" | "document", name: string) {
  const data = kind === "image" ? await makeImage(name, "#0f766e") : await makePdf(name, [name]);
  const { payload, headers } = multipartBody([
    kind === "image"
      ? { name: "images[a]", filename: `${name}.png`, contentType: "image/png", data }
      : { name: "documents[a]", filename: `${name}.pdf`, contentType: "application/pdf", data },
  ]);
  const response = await caller.call("POST", "/media", payload, headers);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data[0].id as string;
}

async function newCourse(imageMediaId: string | null = null) {
  const response = await author.call("POST", "/courses", {
    courseTypeKey: "elearning",
    ...generalInfo({ imageMediaId }),
  });
  return response;
}

describe("media in courses", () => {
  it("shows the course image from the company's library with a signed URL", async () => {
    const imageId = await upload(author, "image", "ladder");
    const response = await newCourse(imageId);
    expect(response.statusCode, response.body).toBe(201);
    const version = response.json().data;
    expect(version.image).toMatchObject({ id: imageId, type: "image" });
    expect(version.image.url).toBeTruthy();

    const fetched = (
      await author.call("GET", `/courses/${version.courseId}/versions/${version.id}`)
    ).json().data;
    expect(fetched.image.id).toBe(imageId);
  });

  it("refuses another company's image, or a PDF as course image, with a Dutch message", async () => {
    const foreignImage = await upload(stranger, "image", "vreemd");
    const foreign = await newCourse(foreignImage);
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors.image_media_id[0]).toBe(
      "Kies een afbeelding uit de mediabibliotheek.",
    );
    const pdf = await upload(author, "document", "handleiding");
    expect((await newCourse(pdf)).statusCode).toBe(422);
  });

  it("resolves the media of image and document blocks and refuses the wrong type", async () => {
    const version = (await newCourse()).json().data;
    const base = `/courses/${version.courseId}/versions/${version.id}`;
    const sectionId = version.sections[0].id as string;
    const imageId = await upload(author, "image", "steiger");
    const pdfId = await upload(author, "document", "instructie");

    const created = await author.call("POST", `${base}/sections/${sectionId}/blocks`, {
      content: { type: "image", mediaId: imageId, alt: "Een steiger", caption: "" },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data.block.media).toMatchObject({ id: imageId, type: "image" });

    const documentBlock = (
      await author.call("POST", `${base}/sections/${sectionId}/blocks`, {
        content: { type: "document", mediaId: null, title: "Instructie" },
      })
    ).json().data.block;
    const wrongType = await author.call("PATCH", `${base}/blocks/${documentBlock.uuid}`, {
      content: { type: "document", mediaId: imageId, title: "Instructie" },
      revision: documentBlock.revision,
    });
    expect(wrongType.statusCode).toBe(422);
    expect(wrongType.json().errors["content.media_id"][0]).toBe(
      "Kies een PDF-document uit de mediabibliotheek.",
    );
    const saved = await author.call("PATCH", `${base}/blocks/${documentBlock.uuid}`, {
      content: { type: "document", mediaId: pdfId, title: "Instructie" },
      revision: documentBlock.revision,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.media).toMatchObject({ id: pdfId, type: "document" });

    const loaded = (await author.call("GET", base)).json<{
      data: { blocks: { media: { id: string } | null }[] };
    }>().data;
    const mediaIds = loaded.blocks.map((block) => block.media?.id);
    expect(mediaIds).toEqual(expect.arrayContaining([imageId, pdfId]));
  });

  it("never shows another company's media a course points at, however the id got there", async () => {
    const version = (await newCourse()).json().data;
    const base = `/courses/${version.courseId}/versions/${version.id}`;
    const sectionId = version.sections[0].id as string;
    const ownImage = await upload(author, "image", "eigen");
    const foreignImage = await upload(stranger, "image", "van-een-ander");
    const block = (
      await author.call("POST", `${base}/sections/${sectionId}/blocks`, {
        content: { type: "image", mediaId: ownImage, alt: "Eigen", caption: "" },
      })
    ).json().data.block;
    // Ids are checked when saved; one that slipped past (an old row, a copy) is written here.
    await db
      .update(courseBlocks)
      .set({
        content: sql`jsonb_set(${courseBlocks.content}, '{mediaId}', to_jsonb(${foreignImage}::text))`,
      })
      .where(eq(courseBlocks.uuid, block.uuid));
    await db
      .update(courseVersions)
      .set({ imageMediaId: foreignImage })
      .where(eq(courseVersions.id, version.id));

    const loaded = (await author.call("GET", base)).json<{
      data: { image: unknown; blocks: { media: unknown }[] };
    }>().data;
    expect(loaded.image).toBeNull();
    expect(loaded.blocks.map((shown) => shown.media)).toEqual([null]);
    const copied = await author.call("POST", `${base}/blocks/${block.uuid}/duplicate`);
    expect(copied.statusCode, copied.body).toBe(201);
    expect(copied.json().data.block.media).toBeNull();
  });

  it("keeps an item a course uses in the library: deleting it is refused until it is removed", async () => {
    const version = (await newCourse()).json().data;
    const base = `/courses/${version.courseId}/versions/${version.id}`;
    const imageId = await upload(author, "image", "helm");
    const block = (
      await author.call("POST", `${base}/sections/${version.sections[0].id}/blocks`, {
        content: { type: "image", mediaId: imageId, alt: "Helm", caption: "" },
      })
    ).json().data.block;

    const refused = await author.call("DELETE", `/media/${imageId}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/nog gebruikt in een cursus/);

    await author.call("PATCH", `${base}/blocks/${block.uuid}`, {
      content: { type: "image", mediaId: null, alt: "Helm", caption: "" },
      revision: block.revision,
    });
    expect((await author.call("DELETE", `/media/${imageId}`)).statusCode).toBe(204);
  });

  it("lets a company delete its item though another company's course points at it", async () => {
    const imageId = await upload(author, "image", "eigendom");
    const documentId = await upload(author, "document", "eigen-handleiding");
    const foreign = (
      await stranger.call("POST", "/courses", { courseTypeKey: "elearning", ...generalInfo() })
    ).json().data;
    const base = `/courses/${foreign.courseId}/versions/${foreign.id}`;
    const block = (
      await stranger.call("POST", `${base}/sections/${foreign.sections[0].id}/blocks`, {
        content: { type: "document", mediaId: null, title: "Handleiding" },
      })
    ).json().data.block;
    // Ids are checked when saved; these slipped past (an old row, a copy) into the other company.
    await db
      .update(courseVersions)
      .set({ imageMediaId: imageId })
      .where(eq(courseVersions.id, foreign.id));
    await db
      .update(courseBlocks)
      .set({
        content: sql`jsonb_set(${courseBlocks.content}, '{mediaId}', to_jsonb(${documentId}::text))`,
      })
      .where(eq(courseBlocks.uuid, block.uuid));

    expect((await author.call("DELETE", `/media/${imageId}`)).statusCode).toBe(204);
    expect((await author.call("DELETE", `/media/${documentId}`)).statusCode).toBe(204);
  });

  it("keeps an item its own or a sub company's course uses, as course image or in a block", async () => {
    const ownImage = await upload(author, "image", "voor-eigen-cursus");
    expect((await newCourse(ownImage)).statusCode).toBe(201);
    const ownRefused = await author.call("DELETE", `/media/${ownImage}`);
    expect(ownRefused.statusCode).toBe(409);
    expect(ownRefused.json().message).toMatch(/nog gebruikt in een cursus/);

    const parent = { id: author.companyId, host: author.host };
    const sub = await buildCompany(db, { parentCompanyId: parent.id });
    const subAuthor = await signedInAs(app, db, ["admin-group-leader"], sub);
    const imageId = await upload(author, "image", "voor-dochter");
    const documentId = await upload(author, "document", "voor-dochter");
    const subCourse = await subAuthor.call("POST", "/courses", {
      courseTypeKey: "elearning",
      ...generalInfo({ imageMediaId: imageId }),
    });
    expect(subCourse.statusCode, subCourse.body).toBe(201);
    const version = subCourse.json().data;
    const added = await subAuthor.call(
      "POST",
      `/courses/${version.courseId}/versions/${version.id}/sections/${version.sections[0].id}/blocks`,
      { content: { type: "document", mediaId: documentId, title: "Handleiding" } },
    );
    expect(added.statusCode, added.body).toBe(201);

    for (const id of [imageId, documentId]) {
      const refused = await author.call("DELETE", `/media/${id}`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toMatch(/nog gebruikt in een cursus/);
    }
  });

  it("shows a learner in a preview the image of a block, as the editor chose it", async () => {
    const version = (await newCourse()).json().data;
    const base = `/courses/${version.courseId}/versions/${version.id}`;
    const sectionId = version.sections[0].id as string;
    const imageId = await upload(author, "image", "vorken");
    await author.call("POST", `${base}/sections/${sectionId}/blocks`, {
      content: { type: "image", mediaId: imageId, alt: "De vorken", caption: "" },
    });
    const preview = await author.call("POST", `${base}/preview`);
    expect(preview.statusCode, preview.body).toBe(201);
    const blocks = (
      await author.call(
        "GET",
        `/enrollments/${preview.json().data.id}/sections/${sectionId}/blocks`,
      )
    ).json<{ data: { media: { id: string; url: string | null } | null }[] }>().data;
    expect(blocks[0]?.media).toMatchObject({ id: imageId });
    expect(blocks[0]?.media?.url).toBeTruthy();
  });
});
