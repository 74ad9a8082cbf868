import type { MediaType } from "@leerlijn/contracts/media/media.schema";
import { and, eq, inArray, lt, ne, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/database";
import { literalLimit } from "../../platform/db/prepared-statements";
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

/**
 * One page, newest first, plus one row more when a next page exists. Nothing counts the whole
 * library: on a large one the count costs more than the page itself, and the infinitely
 * scrolled grid needs only to know whether more follows.
 */
export async function listMediaPage(
  db: Db,
  companyIds: string[],
  { type, page, perPage }: { type: MediaType | undefined; page: number; perPage: number },
): Promise<MediaRow[]> {
  // The status as a literal: only then can a named statement's plan use the partial indexes.
  const conditions: SQL[] = [
    inArray(media.companyId, companyIds),
    sql`${media.status} <> 'uploading'`,
  ];
  if (type) conditions.push(eq(media.type, type));
  return (
    db
      .select()
      .from(media)
      .where(and(...conditions))
      // "nulls last" as the index has it (desc alone means nulls first), so the index serves the order.
      .orderBy(sql`${media.createdAt} desc nulls last`, sql`${media.id} desc nulls last`)
      .limit(literalLimit(perPage + 1))
      // Page 1 has no offset at all (drizzle leaves out 0): its statement can keep one plan.
      .offset((page - 1) * perPage)
      .prepare("media-page")
      .execute()
  );
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

/** Video uploads handed out before `before` and never confirmed, of every company. */
export async function takeAbandonedUploads(db: Db, before: Date): Promise<MediaRow[]> {
  return db
    .delete(media)
    .where(and(eq(media.status, "uploading"), lt(media.createdAt, before)))
    .returning();
}
