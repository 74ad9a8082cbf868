import type { MediaType } from "@leerlijn/contracts/media/media.schema";
import { and, count, eq, inArray, lt, ne, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/database";
import { media, type MediaRow } from "./media.table";

type NewMedia = typeof media.$inferInsert;

export async function insertMedia(db: Db, rows: NewMedia[]): Promise<MediaRow[]> {
  if (rows.length === 0) return [];
  return db.insert(media).values(rows).returning();
}

/** A listed item (not a pending upload) of one of these companies. */
export async function findVisibleMedia(
  db: Db,
  companyIds: string[],
  id: string,
): Promise<MediaRow | null> {
  const [row] = await db
    .select()
    .from(media)
    .where(
      and(eq(media.id, id), inArray(media.companyId, companyIds), ne(media.status, "uploading")),
    );
  return row ?? null;
}

export async function findPendingUpload(
  db: Db,
  companyId: string,
  id: string,
): Promise<MediaRow | null> {
  const [row] = await db
    .select()
    .from(media)
    .where(and(eq(media.id, id), eq(media.companyId, companyId), eq(media.status, "uploading")));
  return row ?? null;
}

/** For jobs, which run on ids the API itself queued. */
export async function findMediaForJob(db: Db, id: string): Promise<MediaRow | null> {
  const [row] = await db.select().from(media).where(eq(media.id, id));
  return row ?? null;
}

export async function listMediaPage(
  db: Db,
  companyIds: string[],
  { type, page, perPage }: { type: MediaType | undefined; page: number; perPage: number },
): Promise<{ rows: MediaRow[]; total: number }> {
  const conditions: SQL[] = [inArray(media.companyId, companyIds), ne(media.status, "uploading")];
  if (type) conditions.push(eq(media.type, type));
  const where = and(...conditions);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(media)
      .where(where)
      // "nulls last" as the index has it (desc alone means nulls first), so the index serves the order.
      .orderBy(sql`${media.createdAt} desc nulls last`, sql`${media.id} desc nulls last`)
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ total: count() }).from(media).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export async function updateMedia(
  db: Db,
  id: string,
  changes: Partial<NewMedia>,
): Promise<MediaRow | null> {
  const [row] = await db
    .update(media)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(media.id, id))
    .returning();
  return row ?? null;
}

export async function deleteMediaRow(db: Db, companyId: string, id: string): Promise<void> {
  await db.delete(media).where(and(eq(media.id, id), eq(media.companyId, companyId)));
}

/** Video uploads handed out long ago and never confirmed. */
export async function takeAbandonedUploads(
  db: Db,
  companyId: string,
  before: Date,
): Promise<MediaRow[]> {
  return db
    .delete(media)
    .where(
      and(
        eq(media.companyId, companyId),
        eq(media.status, "uploading"),
        lt(media.createdAt, before),
      ),
    )
    .returning();
}
