import type { Actor } from "../../platform/auth/actor";
import { notFound } from "../../platform/http/app-error";
import { findMember } from "./assignees.repository";
import type { Tenant } from "../../platform/tenancy/tenant";
import { managedCompanyIds } from "./enrollment-access";
import { syncGroupEnrollments } from "./group-enrollments";
import { presentEnrollmentList } from "./enrollment.presenter";
import {
  countMyEnrollments,
  listMyEnrollments as listMine,
  listOverdue,
  listUserEnrollments as listOfUser,
  type MyEnrollmentsQuery,
  type UserEnrollmentsQuery,
} from "./enrollments.repository";
import { type Deps, settleIfOverdue } from "./open-enrollment";

/**
 * The learner's own enrollments: courses of their groups they have no enrollment in yet are
 * enrolled first, and attempts whose time ran out are settled.
 */
export async function listMyEnrollments(deps: Deps, actor: Actor, query: MyEnrollmentsQuery) {
  const owner = { companyId: actor.companyId, userId: actor.userId };
  if (actor.companyUserId) await syncGroupEnrollments(deps, [actor.companyUserId]);
  for (const overdue of await listOverdue(deps.db, owner))
    await settleIfOverdue(
      deps.db,
      await deps.models.load(overdue.courseId, overdue.versionId),
      overdue,
    );
  const [rows, counts] = await Promise.all([
    listMine(deps.db, owner, query),
    countMyEnrollments(deps.db, owner),
  ]);
  const total = query.status ? counts[query.status] : counts.all;
  return { items: await presentEnrollmentList(rows, deps.media?.images), total, counts };
}

/** A learner's enrollments for an educator who manages them, by membership id. */
export async function listUserEnrollments(
  deps: Deps,
  actor: Actor,
  tenant: Tenant,
  companyUserId: string,
  query: UserEnrollmentsQuery,
) {
  const member = await findMember(
    deps.db,
    await managedCompanyIds(deps.db, actor, tenant),
    companyUserId,
  );
  if (!member) throw notFound();
  await syncGroupEnrollments(deps, [member.id]);
  const { rows, total } = await listOfUser(deps.db, member, query);
  return {
    items: await presentEnrollmentList(rows, deps.media?.images),
    total,
    learner: { name: member.name, email: member.email },
  };
}
