import type { EnrollmentResult } from "@leerlijn/contracts/enrollments/enrollment-result.schema";
import { can } from "@leerlijn/contracts/permissions";
import type { Actor } from "../../platform/auth/actor";
import { notFound } from "../../platform/http/app-error";
import type { Tenant } from "../../platform/tenancy/tenant";
import { findPersonName } from "./assignees.repository";
import { isScored } from "./course-score";
import { managedEnrollment, mayWalk } from "./enrollment-access";
import { presentEnrollment, scoreOf } from "./enrollment.presenter";
import { findOwnEnrollment, listAttempts, listProgress } from "./enrollments.repository";
import type { EnrollmentRow } from "./enrollments.table";
import type { EnrollmentDeps } from "./enrollment-deps";
import { settleIfOverdue } from "./open-enrollment";
import { examQuestionResultOf } from "./record-progress";
import { learnerContent } from "./walk-through";

/**
 * Who looks: the learner themselves (their own, not deleted), or an educator managing them
 * (deleted ones included, as history). Anyone else: 404.
 */
async function viewedEnrollment(
  deps: EnrollmentDeps,
  actor: Actor,
  tenant: Tenant,
  enrollmentId: string,
) {
  const own = await findOwnEnrollment(deps.db, actor, enrollmentId);
  if (own && mayWalk(actor, own)) return { row: own, asEducator: false };
  if (!can(actor, "lms.enrollments.list")) throw notFound();
  return { row: await managedEnrollment(deps.db, actor, tenant, enrollmentId), asEducator: true };
}

/**
 * Score, passed or failed and the answers. A learner sees right answers only where the course
 * allows it (never in exams or tests); educators and an author's preview see everything.
 */
export async function getEnrollmentResult(
  deps: EnrollmentDeps,
  actor: Actor,
  tenant: Tenant,
  enrollmentId: string,
): Promise<EnrollmentResult> {
  const viewed = await viewedEnrollment(deps, actor, tenant, enrollmentId);
  const model = await deps.models.load(viewed.row.courseId, viewed.row.versionId);
  if (model.isCourseDeleted && !viewed.asEducator && !viewed.row.isPreview) throw notFound();
  const row: EnrollmentRow = viewed.asEducator
    ? viewed.row
    : await settleIfOverdue(deps.db, model, viewed.row, deps.coursePassed);
  const full = viewed.asEducator || row.isPreview;
  const [progress, attempts, learner] = await Promise.all([
    listProgress(deps.db, row.id, row.attempt),
    listAttempts(deps.db, row.id),
    findPersonName(deps.db, row.userId),
  ]);
  const byBlock = new Map(progress.map((entry) => [entry.blockUuid, entry]));
  const finished = row.finishedAt !== null;
  const questions = model.blocks.flatMap((block) => {
    const content = learnerContent(block);
    if (content.type !== "question") return [];
    return [
      {
        blockUuid: block.uuid,
        sectionId: block.sectionId,
        sectionTitle: model.sectionById.get(block.sectionId)?.title ?? "",
        sectionTypeKey: block.sectionTypeKey,
        isScored: isScored(model, block),
        question: content.question,
        examQuestionResult: examQuestionResultOf(model, block, byBlock.get(block.uuid) ?? null, {
          finished,
          full,
        }),
      },
    ];
  });
  return {
    enrollment: presentEnrollment(row, model),
    learner,
    versionNumber: model.version.number,
    questions,
    pastAttempts: attempts.map(({ attempt, versionNumber, reassignedBy }) => ({
      attempt: attempt.attempt,
      versionNumber,
      percentage: attempt.percentage,
      hasScore: attempt.hasScore,
      isPassed: attempt.finishedAt ? attempt.isPassed : null,
      score: attempt.finishedAt ? scoreOf(attempt) : null,
      startedAt: attempt.startedAt?.toISOString() ?? null,
      finishedAt: attempt.finishedAt?.toISOString() ?? null,
      reassignedAt: attempt.reassignedAt.toISOString(),
      reassignedBy,
    })),
    deletedAt: row.deletedAt?.toISOString() ?? null,
  };
}
