import type { MediaType } from "@leerlijn/contracts/media/media.schema";
import { and, desc, eq, getTableColumns, inArray, lt, ne, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/database";
import { builtOnce } from "../../platform/db/prepared-statements";
import { companies } from "../companies/companies.table";
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

/** A listed item of any company: the administrative domain's view. */
export async function findListedMedia(db: Db, id: string): Promise<MediaRow | null> {
  const [row] = await db
    .select()
    .from(media)
    .where(and(eq(media.id, id), ne(media.status, "uploading")));
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

/** What the media page statement's text depends on; its values are bound. */
type MediaPageShape = { companies: number; typed: boolean; later: boolean };

/**
 * The page statement per shape (companies, type filter, page 1 or later), built once with
 * placeholders and named. The status is a literal, so the plan can use the partial indexes.
 */
const mediaPage = builtOnce((db, { companies, typed, later }: MediaPageShape) => {
  const companyIds = Array.from({ length: companies }, (_, i) => sql.placeholder(`company${i}`));
  const query = db
    .select()
    .from(media)
    .where(
      and(
        inArray(media.companyId, companyIds),
        sql`${media.status} <> 'uploading'`,
        typed ? eq(media.type, sql.placeholder("type")) : undefined,
      ),
    )
    // "nulls last" as the index has it (desc alone means nulls first), so the index serves the order.
    .orderBy(sql`${media.createdAt} desc nulls last`, sql`${media.id} desc nulls last`)
    .limit(sql.placeholder("limit"));
  return (later ? query.offset(sql.placeholder("offset")) : query).prepare("media-page");
});

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
  const shape = { companies: companyIds.length, typed: !!type, later: page > 1 };
  const values: Record<string, unknown> = {
    type,
    limit: perPage + 1,
    offset: (page - 1) * perPage,
  };
  companyIds.forEach((id, i) => (values[`company${i}`] = id));
  return mediaPage(db, shape).execute(values);
}

export type MediaRowWithCompany = MediaRow & { companyName: string };

/**
 * One page of every company's library with each item's company, for the platform admin on the
 * administrative domain. Rare and unnamed: its plan does not compete with the companies' page.
 */
export async function listEveryCompanysMediaPage(
  db: Db,
  { type, page, perPage }: { type: MediaType | undefined; page: number; perPage: number },
): Promise<MediaRowWithCompany[]> {
  return db
    .select({ ...getTableColumns(media), companyName: companies.name })
    .from(media)
    .innerJoin(companies, eq(companies.id, media.companyId))
    .where(and(ne(media.status, "uploading"), type ? eq(media.type, type) : undefined))
    .orderBy(sql`${media.createdAt} desc nulls last`, desc(media.id))
    .limit(perPage + 1)
    .offset((page - 1) * perPage);
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
