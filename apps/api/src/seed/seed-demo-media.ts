import { randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import { count, eq } from "drizzle-orm";
import type { Config } from "../config";
import { companies } from "../features/companies/companies.table";
import { makeThumbnail } from "../features/media/make-thumbnail";
import { insertMedia } from "../features/media/media.repository";
import { media } from "../features/media/media.table";
import { transcodeVideo } from "../features/media/transcode-video";
import type { Db } from "../platform/db/database";
import type { Storage } from "../platform/storage/storage";
import { makeImage, makePdf, makeVideo } from "./media-samples";

/** Seeding happens before any browser listens: events go nowhere. */
const silent = { publish: () => undefined, close: () => Promise.resolve() };

type Sample = {
  name: string;
  type: "image" | "document" | "video";
  bytes: Buffer;
  extension: string;
};

async function samples(ffmpeg: string): Promise<Sample[]> {
  const list: Sample[] = [
    {
      name: "Veilig werken met de heftruck.png",
      type: "image",
      extension: "png",
      bytes: await makeImage("Veilig werken met de heftruck", "#1d4ed8"),
    },
    {
      name: "Welkom bij Demo Logistiek.jpg",
      type: "image",
      extension: "jpg",
      bytes: await makeImage("Welkom bij Demo Logistiek", "#0f766e", "jpeg"),
    },
    {
      name: "Tillen zonder rugpijn.png",
      type: "image",
      extension: "png",
      bytes: await makeImage("Tillen zonder rugpijn", "#b45309"),
    },
    {
      name: "Huisregels magazijn.pdf",
      type: "document",
      extension: "pdf",
      bytes: await makePdf("Huisregels magazijn", [
        "1. Draag altijd veiligheidsschoenen en een hesje.",
        "2. Loop alleen over de gemarkeerde looppaden.",
        "3. Meld schade en bijna-ongelukken direct bij je leidinggevende.",
      ]),
    },
  ];
  // Short, so seeding stays quick; absent when ffmpeg is not installed.
  const video = await makeVideo(4, { ffmpeg });
  if (video)
    list.push({ name: "Rondleiding magazijn.mp4", type: "video", extension: "mp4", bytes: video });
  return list;
}

/**
 * Gives the demo company a library that is not empty on first start: pictures drawn with sharp,
 * a PDF written with pdf-lib and, where ffmpeg is present, a short video. They go through the
 * same thumbnail and transcode steps as uploads; a step that fails leaves the item failed, not
 * the seed.
 */
export async function seedDemoMedia(
  db: Db,
  storage: Storage,
  config: Pick<Config, "FFMPEG_PATH" | "FFPROBE_PATH">,
) {
  const [demo] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.domainCode, "demo"));
  if (!demo) return;
  const [existing] = await db
    .select({ total: count() })
    .from(media)
    .where(eq(media.companyId, demo.id));
  if ((existing?.total ?? 0) > 0) return;

  const deps = {
    db,
    storage,
    realtime: silent,
    tools: { ffmpeg: config.FFMPEG_PATH, ffprobe: config.FFPROBE_PATH },
  };
  for (const sample of await samples(config.FFMPEG_PATH)) {
    const id = randomUUID();
    const key = `${demo.id}/${id}/${sample.type === "video" ? `upload.${sample.extension}` : `original.${sample.extension}`}`;
    const area = sample.type === "video" ? "raw-videos" : "media";
    await storage.write(area, key, Readable.from([sample.bytes]), {
      contentType: "application/octet-stream",
    });
    await insertMedia(db, [
      {
        id,
        companyId: demo.id,
        type: sample.type,
        status: "processing",
        name: sample.name,
        sizeBytes: sample.bytes.length,
        ...(sample.type === "video" ? { rawKey: key } : { fileKey: key }),
      },
    ]);
    try {
      if (sample.type === "video") await transcodeVideo(deps, id);
      else await makeThumbnail(deps, id);
    } catch (error) {
      console.warn(`Demo media ${sample.name} could not be processed:`, error);
    }
  }
}
