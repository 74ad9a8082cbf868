import { asc, desc, ilike, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn, PgSelect } from "drizzle-orm/pg-core";
import { courses, courseVersions } from "./courses.table";

/*
 * The rule the course lists share (the course library and the open library of live courses, the
 * author tool's list of every course): the name search, the four sorts with the course id
 * breaking ties, and a page with its total counted over the same condition.
 */

export type CourseListSort = "-updatedAt" | "updatedAt" | "name" | "-name";

export type CourseListPage = { page: number; perPage: number; sort: CourseListSort };

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A part of the version's name, case-insensitive; nothing when the search is empty. */
export function nameContains(queryString: string | undefined): SQL | undefined {
  const text = queryString?.trim();
  return text ? ilike(courseVersions.name, `%${escapeLike(text)}%`) : undefined;
}

/**
 * One page of a course list and its total. `rows` and `total` are the list's selects with their
 * joins made (`total` selecting `{ total: count() }`); `updatedAt` is what the list calls its
 * moment of change (the live version's publication, or the last edit).
 */
export async function coursePage<Rows extends PgSelect, Total extends PgSelect>(
  query: CourseListPage,
  parts: { rows: Rows; total: Total; where: SQL | undefined; updatedAt: SQL | AnyPgColumn },
): Promise<{ rows: Rows["_"]["result"]; total: number }> {
  const { rows, total, where, updatedAt } = parts;
  const order = {
    "-updatedAt": [desc(updatedAt), asc(courses.id)],
    updatedAt: [asc(updatedAt), asc(courses.id)],
    name: [asc(sql`lower(${courseVersions.name})`), asc(courses.id)],
    "-name": [desc(sql`lower(${courseVersions.name})`), asc(courses.id)],
  }[query.sort];
  const page = await rows
    .where(where)
    .orderBy(...order)
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage);
  const [counted] = (await total.where(where)) as { total: number }[];
  return { rows: page, total: counted?.total ?? 0 };
}
