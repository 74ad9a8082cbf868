import type { ReviewItem } from "@leerlijn/contracts/courses/reviews.contract";
import type {
  CourseVersion,
  VersionSummary,
} from "@leerlijn/contracts/courses/course-version.schema";
import type { Actor } from "../../platform/auth/actor";
import type { Db } from "../../platform/db/database";
import { conflict } from "../../platform/http/app-error";
import { presentVersionSummary } from "./course-version.presenter";
import { listVersionsInReview, updateVersion } from "./courses.repository";
import { goLive } from "./publish-course-version";
import { requireReviewableVersion } from "./review-access";
import { loadVersionContent } from "./version-content";

export const NOT_IN_REVIEW = "Deze versie wacht niet (meer) op een beoordeling.";

/** A version of any company in the review flow, for the platform's reviewer. */
export async function getVersionForReview(
  db: Db,
  actor: Actor,
  ids: { courseId: string; versionId: string },
): Promise<CourseVersion> {
  return loadVersionContent(db, await requireReviewableVersion(db, actor, ids));
}

export type ReviewDecision = { decision: "accept" } | { decision: "reject"; reason: string };

/**
 * Accepting puts the version in the open library (and makes it the course's live version);
 * rejecting sends it back to its author with the reason, to fix and submit again.
 */
export async function decideReview(
  db: Db,
  actor: Actor,
  ids: { courseId: string; versionId: string },
  decision: ReviewDecision,
): Promise<VersionSummary> {
  return db.transaction(async (tx) => {
    const version = await requireReviewableVersion(tx, actor, ids, { forUpdate: true });
    if (version.status !== "review") throw conflict(NOT_IN_REVIEW);
    if (decision.decision === "accept")
      return goLive(
        tx,
        version.courseId,
        version.id,
        version.publishedVersionId,
        "publicly-published",
        {
          reviewedById: actor.userId,
        },
      );
    const row = await updateVersion(tx, version.id, {
      status: "rejected",
      rejectionReason: decision.reason,
      reviewedAt: new Date(),
      reviewedById: actor.userId,
    });
    return presentVersionSummary(row ?? version, version.publishedVersionId);
  });
}

/** Versions waiting for review, oldest submission first. */
export async function listReviews(db: Db, page: number, perPage: number) {
  const { rows, total } = await listVersionsInReview(db, page, perPage);
  const items: ReviewItem[] = rows.map((row) => ({
    ...row,
    submittedAt: row.submittedAt?.toISOString() ?? null,
  }));
  return { items, total };
}
