import type { PublicationTarget } from "@leerlijn/contracts/courses/course-status";
import type { VersionSummary } from "@leerlijn/contracts/courses/course-version.schema";
import type { Actor } from "../../platform/auth/actor";
import type { Db } from "../../platform/db/database";
import { conflict, validationFailed } from "../../platform/http/app-error";
import { presentVersionSummary } from "./course-version.presenter";
import { findVersion, lockCourse, setPublishedVersion, updateVersion } from "./courses.repository";
import { validateForPublish } from "./validate-for-publish";
import { requireVersion } from "./version-access";
import { loadVersionContent } from "./version-content";

export const publishRefusals = {
  notConcept: "Alleen een conceptversie of een afgekeurde versie kan worden gepubliceerd.",
  publicNeedsReview:
    "Deze cursus is gedeeld met alle organisaties: een nieuwe versie moet eerst worden beoordeeld. Kies bij het publiceren de optie voor alle organisaties.",
  invalid: "Deze versie is nog niet klaar om te publiceren. Los eerst de gemelde punten op.",
} as const;

/**
 * Makes a version live in the company's own library at once (the previous live version is
 * superseded; its learners keep it), or submits it for the open library, where the platform
 * reviews it first.
 */
export async function publishCourseVersion(
  db: Db,
  actor: Actor,
  ids: { courseId: string; versionId: string },
  target: PublicationTarget,
): Promise<VersionSummary> {
  return db.transaction(async (tx) => {
    const course = await lockCourse(tx, actor.companyId, ids.courseId);
    const version = await requireVersion(tx, actor.companyId, ids.courseId, ids.versionId, {
      forUpdate: true,
    });
    if (!course) throw conflict(publishRefusals.notConcept);
    if (version.status !== "concept" && version.status !== "rejected")
      throw conflict(publishRefusals.notConcept);
    const errors = validateForPublish(await loadVersionContent(tx, version));
    if (Object.keys(errors).length > 0) throw validationFailed(errors, publishRefusals.invalid);

    if (target === "public") {
      const row = await updateVersion(tx, version.id, {
        status: "review",
        submittedAt: new Date(),
        rejectionReason: null,
      });
      return presentVersionSummary(row ?? version, course.publishedVersionId);
    }
    const live = course.publishedVersionId
      ? await findVersion(tx, actor.companyId, course.id, course.publishedVersionId)
      : null;
    if (live?.status === "publicly-published") throw conflict(publishRefusals.publicNeedsReview);
    return goLive(tx, course.id, version.id, live?.id ?? null, "published");
  });
}

/** The version becomes what new learners get; the one before is superseded. */
export async function goLive(
  db: Db,
  courseId: string,
  versionId: string,
  previousLiveId: string | null,
  status: "published" | "publicly-published",
  extra: { reviewedById?: string } = {},
): Promise<VersionSummary> {
  const now = new Date();
  if (previousLiveId && previousLiveId !== versionId)
    await updateVersion(db, previousLiveId, { supersededAt: now });
  const row = await updateVersion(db, versionId, {
    status,
    publishedAt: now,
    ...(status === "publicly-published"
      ? { reviewedAt: now, reviewedById: extra.reviewedById ?? null }
      : {}),
  });
  await setPublishedVersion(db, courseId, versionId);
  if (!row) throw new Error("published version vanished");
  return presentVersionSummary(row, versionId);
}
