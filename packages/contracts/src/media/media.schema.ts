import { z } from "zod";

export const mediaTypes = ["image", "video", "document"] as const;
export type MediaType = (typeof mediaTypes)[number];

/** processing: uploaded, thumbnail or transcode still running; failed: see failureReason. */
export const mediaStatuses = ["processing", "ready", "failed"] as const;
export type MediaStatus = (typeof mediaStatuses)[number];

/** Spec §5: the extensions each type accepts, lowercase, as error messages list them. */
export const mediaExtensions = {
  image: ["jpg", "jpeg", "png"],
  video: ["mp4", "mov", "avi", "qt"],
  document: ["pdf"],
} as const satisfies Record<MediaType, readonly string[]>;

const MB = 1024 * 1024;
/** Largest file per type: images 20 MB, PDF 100 MB, video 5 GB. */
export const mediaSizeLimits = {
  image: 20 * MB,
  video: 5 * 1024 * MB,
  document: 100 * MB,
} as const satisfies Record<MediaType, number>;

export const mediaItemSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  type: z.enum(mediaTypes),
  status: z.enum(mediaStatuses),
  /** Signed, short-lived; null until the file can be shown (a video still transcoding). */
  url: z.string().nullable(),
  thumb: z.string().nullable(),
  /** Display text, e.g. "2,4 MB". */
  size: z.string(),
  sizeBytes: z.number().int(),
  /** Seconds, for videos once transcoded. */
  duration: z.number().nullable(),
  failureReason: z.string().nullable(),
  companyId: z.uuid(),
  /** The owning company's name where several companies' items are listed (the administrative domain). */
  companyName: z.string().optional(),
  createdAt: z.string(),
});
export type MediaItem = z.infer<typeof mediaItemSchema>;

/** The extension of a file name, lowercase, without the dot; "" when it has none. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot < 0 ? "" : name.slice(dot + 1).toLowerCase();
}

export function allowedExtensions(types: readonly MediaType[]): string[] {
  return types.flatMap((type) => mediaExtensions[type]);
}

/** The type a file name's extension belongs to among `types`, if any. */
export function mediaTypeOfName(
  name: string,
  types: readonly MediaType[] = mediaTypes,
): MediaType | null {
  const extension = extensionOf(name);
  return (
    types.find((type) => (mediaExtensions[type] as readonly string[]).includes(extension)) ?? null
  );
}

const sizeFormat = new Intl.NumberFormat("nl-NL", { maximumFractionDigits: 1 });

/** "850 kB", "2,4 MB", "1,2 GB": how a size reads in the library. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${sizeFormat.format(Math.max(1, Math.round(bytes / 1024)))} kB`;
  if (bytes < 1024 * MB) return `${sizeFormat.format(bytes / MB)} MB`;
  return `${sizeFormat.format(bytes / (1024 * MB))} GB`;
}

/** Dutch texts the server sends and the web app shows alike. */
export const mediaMessages = {
  notAllowed: (types: readonly MediaType[]) =>
    `Dit soort bestand is niet toegestaan. Toegestane extensies: ${allowedExtensions(types).join(", ")}.`,
  tooLarge: (type: MediaType) =>
    `Dit bestand is te groot. ${
      { image: "Een afbeelding", video: "Een video", document: "Een pdf-document" }[type]
    } mag hoogstens ${formatFileSize(mediaSizeLimits[type])} zijn.`,
  /** The name says one kind, the content is not that kind (or nothing we know). */
  notThatKind: (type: "image" | "document") =>
    ({
      image: "Dit bestand is geen geldige afbeelding: de inhoud is geen JPG of PNG.",
      document: "Dit bestand is geen geldig pdf-document: de inhoud is geen pdf.",
    })[type],
  empty: "Dit bestand is leeg.",
  noFiles: "Kies minstens één bestand om te uploaden.",
  inUse:
    "Dit bestand wordt nog gebruikt in een cursus, training of document. Haal het daar eerst weg.",
  notOwn: "Dit bestand hoort bij een andere omgeving en kan hier niet worden verwijderd.",
  uploadMissing: "De video is niet (volledig) aangekomen. Upload hem opnieuw.",
} as const;
