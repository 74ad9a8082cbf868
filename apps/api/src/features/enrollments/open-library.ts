import { courseTypeOf } from "@leerlijn/contracts/courses/course-types";
import type {
  OpenLibraryCourse,
  OpenLibraryTile,
} from "@leerlijn/contracts/enrollments/open-library.contract";
import type { Actor } from "../../platform/auth/actor";
import type { Db } from "../../platform/db/database";
import { notFound } from "../../platform/http/app-error";
import { getCourseDetail } from "../courses/course-library";
import {
  findOpenLibraryCourse,
  listOpenLibrary,
  type OpenLibraryQuery,
  type OpenLibraryRow,
} from "./open-library.repository";

const enrollmentOf = (row: OpenLibraryRow) => (row.enrollment ? { ...row.enrollment } : null);

function presentTile(row: OpenLibraryRow): OpenLibraryTile {
  const { version } = row;
  return {
    id: row.courseId,
    versionId: version.id,
    name: version.name,
    description: version.description,
    // Images are resolved once the media library is part of the product.
    image: null,
    courseType: courseTypeOf(row.courseTypeKey),
    status: version.status,
    companyName: row.companyName,
    estimatedMinutes: version.estimatedMinutes,
    updatedAt: (version.publishedAt ?? version.updatedAt).toISOString(),
    enrollment: enrollmentOf(row),
  };
}

/** The open library as the learner browses it, with their own progress on each course. */
export async function browseOpenLibrary(db: Db, actor: Actor, query: OpenLibraryQuery) {
  const { rows, total } = await listOpenLibrary(db, actor, query);
  return { items: rows.map(presentTile), total };
}

/** One course of the open library: description, goals, outline (never answers), enrollment. */
export async function getOpenLibraryCourse(
  db: Db,
  actor: Actor,
  courseId: string,
): Promise<OpenLibraryCourse> {
  const row = await findOpenLibraryCourse(db, actor, courseId);
  if (!row) throw notFound();
  const scope =
    row.version.status === "publicly-published"
      ? ({ publicOnly: true } as const)
      : { companyId: row.companyId };
  return { ...(await getCourseDetail(db, scope, courseId)), enrollment: enrollmentOf(row) };
}
