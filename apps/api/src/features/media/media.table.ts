import { sql } from "drizzle-orm";
import {
  bigint,
  index,
  pgEnum,
  pgTable,
  real,
  text,
  timestamp,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";
import { mediaTypes } from "@leerlijn/contracts/media/media.schema";
import { companies } from "../companies/companies.table";

export const mediaType = pgEnum("media_type", mediaTypes);
/** `uploading`: a video whose upload target was handed out but not yet confirmed; never listed. */
export const mediaRowStatus = pgEnum("media_status", [
  "uploading",
  "processing",
  "ready",
  "failed",
]);

export const media = pgTable(
  "media",
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    type: mediaType().notNull(),
    status: mediaRowStatus().notNull(),
    name: varchar({ length: 255 }).notNull(),
    /** In the `media` area: the image or PDF itself, or the transcoded video. */
    fileKey: text(),
    /** In the `raw-videos` area: a video as uploaded, until it is transcoded. */
    rawKey: text(),
    /** In the `thumbnails` area. */
    thumbKey: text(),
    sizeBytes: bigint({ mode: "number" }).notNull().default(0),
    durationSeconds: real(),
    failureReason: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("media_library_idx")
      .on(table.companyId, table.createdAt.desc(), table.id.desc())
      .where(sql`${table.status} <> 'uploading'`),
    index("media_library_type_idx")
      .on(table.companyId, table.type, table.createdAt.desc(), table.id.desc())
      .where(sql`${table.status} <> 'uploading'`),
  ],
);
export type MediaRow = typeof media.$inferSelect;
