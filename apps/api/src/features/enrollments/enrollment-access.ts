import { can } from "@leerlijn/contracts/permissions";
import type { Actor } from "../../platform/auth/actor";
import type { Db } from "../../platform/db/database";
import { forbidden, notFound } from "../../platform/http/app-error";
import type { Tenant } from "../../platform/tenancy/tenant";
import { managementScope } from "../users/management-scope";
import { findManagedEnrollment, findOwnEnrollment } from "./enrollments.repository";
import type { EnrollmentRow } from "./enrollments.table";

const previewPermissions = [
  "educator.author_tool.show",
  "educator.course_library.show",
  "educator.author_tool.review",
] as const;

/** Whether the actor may walk through this enrollment of their own: a preview or a real one. */
export function mayWalk(actor: Actor, enrollment: Pick<EnrollmentRow, "isPreview">): boolean {
  return enrollment.isPreview
    ? can(actor, previewPermissions)
    : can(actor, "training.my_trainings.walk_through");
}

/**
 * The actor's own enrollment on this company (a deleted one is gone for the learner: 404).
 * Someone else's is unknown (404); a preview needs the author's permission.
 */
export async function ownEnrollment(
  db: Db,
  actor: Actor,
  enrollmentId: string,
  options: { forUpdate?: boolean } = {},
): Promise<EnrollmentRow> {
  const row = await findOwnEnrollment(db, actor, enrollmentId, options);
  if (!row) throw notFound();
  if (!mayWalk(actor, row)) throw forbidden();
  return row;
}

/**
 * The companies whose learners an educator manages: the current one and, for a group leader of
 * a parent company, its sub companies (the same reach as user management).
 */
export async function managedCompanyIds(db: Db, actor: Actor, tenant: Tenant): Promise<string[]> {
  return (await managementScope(db, actor, tenant)).companyIds;
}

/** A learner's (real) enrollment that the educator manages, deleted ones included; else 404. */
export async function managedEnrollment(
  db: Db,
  actor: Actor,
  tenant: Tenant,
  enrollmentId: string,
  options: { forUpdate?: boolean } = {},
): Promise<EnrollmentRow> {
  const companyIds = await managedCompanyIds(db, actor, tenant);
  const row = await findManagedEnrollment(db, companyIds, enrollmentId, options);
  if (!row) throw notFound();
  return row;
}
