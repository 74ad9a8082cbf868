import type {
  OpenLibraryCourse,
  OpenLibraryTile,
} from "@leerlijn/contracts/enrollments/open-library.contract";
import type { Actor } from "../../platform/auth/actor";
import type { Db } from "../../platform/db/database";
import { notFound } from "../../platform/http/app-error";
import {
  getCourseDetail,
  type ImageResolver,
  noImages,
  pictureOf,
  presentCourseTile,
} from "../courses/course-library";
import type { CourseImages } from "../courses/course-media";
import {
  findOpenLibraryCourse,
  listOpenLibrary,
  type OpenLibraryQuery,
  type OpenLibraryRow,
} from "./open-library.repository";

const enrollmentOf = (row: OpenLibraryRow) => (row.enrollment ? { ...row.enrollment } : null);

const presentTile = (row: OpenLibraryRow, images: CourseImages): OpenLibraryTile => ({
  ...presentCourseTile(row, images),
  enrollment: enrollmentOf(row),
});

/** The open library as the learner browses it, with their own progress on each course. */
export async function browseOpenLibrary(
  db: Db,
  actor: Actor,
  query: OpenLibraryQuery,
  resolveImages: ImageResolver = noImages,
) {
  const { rows, total } = await listOpenLibrary(db, actor, query);
  const images = await resolveImages(rows.flatMap((row) => pictureOf(row.version)));
  return { items: rows.map((row) => presentTile(row, images)), total };
}

/** One course of the open library: description, goals, outline (never answers), enrollment. */
export async function getOpenLibraryCourse(
  db: Db,
  actor: Actor,
  courseId: string,
  resolveImages: ImageResolver = noImages,
): Promise<OpenLibraryCourse> {
  const row = await findOpenLibraryCourse(db, actor, courseId);
  if (!row) throw notFound();
  const scope =
    row.version.status === "publicly-published"
      ? ({ publicOnly: true } as const)
      : { companyId: row.companyId };
  return {
    ...(await getCourseDetail(db, scope, courseId, resolveImages)),
    enrollment: enrollmentOf(row),
  };
}
