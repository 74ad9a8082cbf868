import { randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import { and, count, eq, inArray } from "drizzle-orm";
import type { Config } from "../config";
import { companies } from "../features/companies/companies.table";
import { makeThumbnail } from "../features/media/make-thumbnail";
import { insertMedia } from "../features/media/media.repository";
import { media } from "../features/media/media.table";
import { transcodeVideo } from "../features/media/transcode-video";
import type { Db } from "../platform/db/database";
import type { Storage } from "../platform/storage/storage";
import { makeCoursePicture, makeLadderAngleIllustration } from "./course-pictures";
import { coursePictureName, demoCourses } from "./demo-courses";
import { demoDocumentPdfs } from "./demo-documents";
import { makeImage, makePagedPdf, makePdf, makeVideo } from "./media-samples";

/** What seeding media needs: where files go, and the ffmpeg tools (absent ones are skipped). */
export type DemoMediaDeps = {
  storage: Storage;
  config: Pick<Config, "FFMPEG_PATH" | "FFPROBE_PATH">;
};

/** The id of a seeded, ready media item by company code and name; null when it is absent. */
export type DemoLibrary = (companyCode: string, name: string) => string | null;

/** Seeding happens before any browser listens: events go nowhere. */
const silent = { publish: () => undefined, close: () => Promise.resolve() };

type Sample = {
  name: string;
  type: "image" | "document" | "video";
  bytes: Buffer;
  extension: string;
};

const png = async (name: string, bytes: Promise<Buffer>): Promise<Sample> => ({
  name,
  type: "image",
  extension: "png",
  bytes: await bytes,
});
const pdf = async (name: string, bytes: Promise<Buffer>): Promise<Sample> => ({
  name,
  type: "document",
  extension: "pdf",
  bytes: await bytes,
});

/** The demo company's own library, beside its course pictures. */
async function librarySamples(ffmpeg: string): Promise<Sample[]> {
  const list: Sample[] = [
    await png("Ladder onder 75 graden.png", makeLadderAngleIllustration()),
    await pdf(
      "Werkinstructie inpakstraat.pdf",
      makePdf("Werkinstructie inpakstraat", [
        "1. Controleer of de noodstop werkt voordat je de band start.",
        "2. Leg de producten met het etiket naar boven op de band.",
        "3. Vul de dozen niet hoger dan de rode lijn.",
        "4. Bij een storing: band stoppen en de teamleider bellen.",
      ]),
    ),
    await png(
      "Veilig werken met de heftruck.png",
      makeImage("Veilig werken met de heftruck", "#1d4ed8"),
    ),
    {
      name: "Welkom bij Demo Logistiek.jpg",
      type: "image",
      extension: "jpg",
      bytes: await makeImage("Welkom bij Demo Logistiek", "#0f766e", "jpeg"),
    },
    await png("Tillen zonder rugpijn.png", makeImage("Tillen zonder rugpijn", "#b45309")),
    await pdf(
      "Huisregels magazijn.pdf",
      makePdf("Huisregels magazijn", [
        "1. Draag altijd veiligheidsschoenen en een hesje.",
        "2. Loop alleen over de gemarkeerde looppaden.",
        "3. Meld schade en bijna-ongelukken direct bij je leidinggevende.",
      ]),
    ),
    // The PDFs of the demo's documents to read and sign.
    ...(await Promise.all(
      demoDocumentPdfs.map((sample) => pdf(sample.name, makePagedPdf(sample.title, sample.pages))),
    )),
  ];
  // Short, so seeding stays quick; absent when ffmpeg is not installed.
  const video = await makeVideo(4, { ffmpeg });
  if (video)
    list.push({ name: "Rondleiding magazijn.mp4", type: "video", extension: "mp4", bytes: video });
  return list;
}

/** Every company's samples: a picture per demo course it owns, and the demo company's library. */
async function samplesOf(companyCode: string, ffmpeg: string): Promise<Sample[]> {
  const pictures = await Promise.all(
    demoCourses
      .filter((course) => (course.company ?? "demo") === companyCode)
      .map((course) =>
        png(coursePictureName(course), makeCoursePicture(course.picture, course.type)),
      ),
  );
  // The library's own items come last, so they are the newest and open the library.
  return companyCode === "demo" ? [...pictures, ...(await librarySamples(ffmpeg))] : pictures;
}

const seededCompanies = ["demo", "zorg"];

/**
 * Gives the demo companies a library that is not empty on first start: pictures drawn with
 * sharp, PDFs written with pdf-lib and, where ffmpeg is present, a short video. They go through
 * the same thumbnail and transcode steps as uploads; a step that fails leaves the item failed,
 * not the seed. A company that has media already gets none; the returned lookup finds the
 * items either way, so the demo courses can show them.
 */
export async function seedDemoMedia(
  db: Db,
  { storage, config }: DemoMediaDeps,
): Promise<DemoLibrary> {
  const deps = {
    db,
    storage,
    realtime: silent,
    tools: { ffmpeg: config.FFMPEG_PATH, ffprobe: config.FFPROBE_PATH },
  };
  const rows = await db
    .select({ id: companies.id, code: companies.domainCode })
    .from(companies)
    .where(inArray(companies.domainCode, seededCompanies));
  for (const company of rows) {
    const [existing] = await db
      .select({ total: count() })
      .from(media)
      .where(eq(media.companyId, company.id));
    if ((existing?.total ?? 0) > 0) continue;
    for (const sample of await samplesOf(company.code, config.FFMPEG_PATH)) {
      await addSample(deps, company.id, sample);
    }
  }

  const ready = await db
    .select({ id: media.id, name: media.name, code: companies.domainCode })
    .from(media)
    .innerJoin(companies, eq(companies.id, media.companyId))
    .where(and(inArray(companies.domainCode, seededCompanies), eq(media.status, "ready")));
  const byKey = new Map(ready.map((item) => [`${item.code}/${item.name}`, item.id]));
  return (companyCode, name) => byKey.get(`${companyCode}/${name}`) ?? null;
}

async function addSample(
  deps: Parameters<typeof makeThumbnail>[0] & Parameters<typeof transcodeVideo>[0],
  companyId: string,
  sample: Sample,
) {
  const id = randomUUID();
  const isVideo = sample.type === "video";
  const key = `${companyId}/${id}/${isVideo ? "upload" : "original"}.${sample.extension}`;
  await deps.storage.write(isVideo ? "raw-videos" : "media", key, Readable.from([sample.bytes]), {
    contentType: "application/octet-stream",
  });
  await insertMedia(deps.db, [
    {
      id,
      companyId,
      type: sample.type,
      status: "processing",
      name: sample.name,
      sizeBytes: sample.bytes.length,
      ...(isVideo ? { rawKey: key } : { fileKey: key }),
    },
  ]);
  try {
    if (isVideo) await transcodeVideo(deps, id);
    else await makeThumbnail(deps, id);
  } catch (error) {
    console.warn(`Demo media ${sample.name} could not be processed:`, error);
  }
}
