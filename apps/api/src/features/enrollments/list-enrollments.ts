import type { Actor } from "../../platform/auth/actor";
import { notFound } from "../../platform/http/app-error";
import { findMember } from "./assignees.repository";
import type { Tenant } from "../../platform/tenancy/tenant";
import { managedCompanyIds } from "./enrollment-access";
import { presentEnrollmentList } from "./enrollment.presenter";
import {
  countMyEnrollments,
  listMyEnrollments as listMine,
  listUserEnrollments as listOfUser,
  type MyEnrollmentsQuery,
  type UserEnrollmentsQuery,
} from "./enrollments.repository";
import type { EnrollmentDeps } from "./enrollment-deps";

/**
 * The learner's own enrollments and how many each status has, read without writing: group
 * enrollments are made when someone joins a group or a group gets a course, and attempts whose
 * time ran out are settled by the sweep or when they are opened.
 */
export async function listMyEnrollments(
  deps: EnrollmentDeps,
  actor: Actor,
  query: MyEnrollmentsQuery,
) {
  const owner = { companyId: actor.companyId, userId: actor.userId };
  const { rows, counts } = await listMine(deps.db, owner, query);
  // The counts come with the page; a page past the end (or of an empty list) has none to carry them.
  const allCounts = counts ?? (await countMyEnrollments(deps.db, owner));
  const total = query.status ? allCounts[query.status] : allCounts.all;
  return {
    items: await presentEnrollmentList(rows, deps.media?.images),
    total,
    counts: allCounts,
  };
}

/** A learner's enrollments for an educator who manages them, by membership id. */
export async function listUserEnrollments(
  deps: EnrollmentDeps,
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
  const { rows, total } = await listOfUser(deps.db, member, query);
  return {
    items: await presentEnrollmentList(rows, deps.media?.images),
    total,
    learner: { name: member.name, email: member.email },
  };
}
