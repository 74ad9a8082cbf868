import type { Question } from "@leerlijn/contracts/courses/block.schema";
import type { QuestionAnswer } from "@leerlijn/contracts/courses/question-answer.schema";
import { permissionsForRoles, type Role } from "@leerlijn/contracts/permissions";
import { and, count, eq, isNull } from "drizzle-orm";
import type { Actor } from "../platform/auth/actor";
import { hashPassword } from "../platform/auth/passwords";
import type { Db } from "../platform/db/database";
import { companies } from "../features/companies/companies.table";
import { courses, courseVersions } from "../features/courses/courses.table";
import { assignCourse } from "../features/enrollments/assign-course";
import { enrollInOpenLibrary } from "../features/enrollments/enroll-in-open-library";
import { findActiveEnrollment } from "../features/enrollments/enrollments.repository";
import { enrollments } from "../features/enrollments/enrollments.table";
import { enrollInGroupCourses } from "../features/enrollments/group-enrollments";
import { deleteEnrollment, reassignEnrollment } from "../features/enrollments/manage-enrollment";
import type { EnrollmentDeps } from "../features/enrollments/enrollment-deps";
import { recordProgress } from "../features/enrollments/record-progress";
import { createWalkModels } from "../features/enrollments/walk-model";
import { groups } from "../features/groups/groups.table";
import { saveGroup } from "../features/groups/save-group";
import { companyUsers, users } from "../features/users/users.table";
import type { Tenant } from "../platform/tenancy/tenant";
import { DEMO_PASSWORD } from "./demo-data";
import { demoLearnerEmail, demoLearnerProgress, demoLearners } from "./demo-learners";

export async function actorOf(db: Db, email: string, companyId: string): Promise<Actor> {
  const [row] = await db
    .select({ userId: users.id, companyUserId: companyUsers.id, roles: companyUsers.roles })
    .from(users)
    .innerJoin(companyUsers, eq(companyUsers.userId, users.id))
    .where(and(eq(users.email, email), eq(companyUsers.companyId, companyId)));
  if (!row) throw new Error(`Seeding enrollments needs ${email}`);
  return {
    userId: row.userId,
    companyId,
    companyUserId: row.companyUserId,
    roles: row.roles,
    permissions: permissionsForRoles(row.roles),
    isPlatformAdmin: false,
    tokenHash: "",
  };
}

export async function liveCourseId(db: Db, name: string): Promise<string> {
  const [row] = await db
    .select({ id: courses.id })
    .from(courses)
    .innerJoin(courseVersions, eq(courseVersions.id, courses.publishedVersionId))
    .where(and(eq(courseVersions.name, name), isNull(courses.deletedAt)));
  if (!row) throw new Error(`Seeding enrollments needs the live course ${name}`);
  return row.id;
}

/** A right or a wrong answer to a question, as a learner would give it. */
function answerTo(question: Question, right: boolean): QuestionAnswer {
  switch (question.kind) {
    case "choice": {
      const correct = question.options.filter((option) => option.isCorrect).map((o) => o.id);
      const wrong = question.options.find((option) => !option.isCorrect)?.id ?? "";
      return { kind: "choice", optionIds: right ? correct : [wrong] };
    }
    case "open":
      return { kind: "open", text: right ? (question.acceptedAnswers[0] ?? "Ja") : "Weet ik niet" };
    case "points": {
      const sorted = [...question.options].sort((a, b) => b.points - a.points);
      return { kind: "points", optionId: (right ? sorted[0] : sorted.at(-1))?.id ?? "" };
    }
  }
}

/** Walks through the first part of a course, answering about this share of questions right. */
export async function walk(
  deps: EnrollmentDeps,
  learner: Actor,
  courseId: string,
  plan: { fraction: number; right: number },
) {
  const enrollment = await findActiveEnrollment(deps.db, learner, courseId);
  if (!enrollment || plan.fraction <= 0) return enrollment;
  const model = await deps.models.load(enrollment.courseId, enrollment.versionId);
  const blocks = model.blocks.slice(0, Math.round(model.blocks.length * plan.fraction));
  const questions = blocks.filter((block) => block.content.type === "question").length;
  const rightCount = Math.round(questions * plan.right);
  let asked = 0;
  for (const block of blocks) {
    const question = block.content.type === "question" ? block.content.question : null;
    const answer = question ? answerTo(question, asked++ < rightCount) : undefined;
    await recordProgress(
      deps,
      learner,
      { enrollmentId: enrollment.id, sectionId: block.sectionId },
      { blockUuid: block.uuid, isCheckAnswer: false, more: answer ? { answer } : undefined },
    );
  }
  return enrollment;
}

async function ensureGroup(db: Db, tenant: Tenant, name: string, memberIds: string[]) {
  const [existing] = await db
    .select({ id: groups.id })
    .from(groups)
    .where(and(eq(groups.companyId, tenant.id), eq(groups.name, name)));
  return existing?.id ?? saveGroup({ db, enrollInGroupCourses }, tenant, null, { name, memberIds });
}

async function ensureLearners(db: Db, companyId: string) {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const learner of demoLearners) {
    const email = demoLearnerEmail(learner);
    await db
      .insert(users)
      .values({
        email,
        firstName: learner.firstName,
        middleName: "middleName" in learner ? learner.middleName : null,
        lastName: learner.lastName,
        passwordHash,
      })
      .onConflictDoNothing();
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (!user) throw new Error(`Seeding learner ${email} failed`);
    const roles: Role[] = ["company-student"];
    await db
      .insert(companyUsers)
      .values({ companyId, userId: user.id, roles })
      .onConflictDoNothing();
  }
}

/**
 * The demo learner in every state (open, in progress at two percentages, done and passed, done
 * and failed) and colleagues with a spread of results, so a group leader sees meaningful
 * results on first start. Seeded once, through the same use-cases the API uses.
 */
export async function seedDemoEnrollments(db: Db): Promise<void> {
  const [company] = await db
    .select({
      id: companies.id,
      name: companies.name,
      type: companies.type,
      domainCode: companies.domainCode,
      parentCompanyId: companies.parentCompanyId,
    })
    .from(companies)
    .where(eq(companies.domainCode, "demo"));
  if (!company) return;
  const [existing] = await db
    .select({ total: count() })
    .from(enrollments)
    .where(eq(enrollments.companyId, company.id));
  if ((existing?.total ?? 0) > 0) return;

  await ensureLearners(db, company.id);
  const deps: EnrollmentDeps = { db, models: createWalkModels(db) };
  const leader = await actorOf(db, "groepsleider@demo.example", company.id);
  const lotte = await actorOf(db, "cursist@demo.example", company.id);
  const bhv = await liveCourseId(db, "BHV basis");
  const test = await liveCourseId(db, "Toets veilig werken in het magazijn");
  const hygiene = await liveCourseId(db, "Handhygiëne in 5 minuten");
  const ladders = await liveCourseId(db, "Veilig werken met ladders");
  const fire = await liveCourseId(db, "Brandveiligheid op de werkvloer");

  const colleagues = await Promise.all(
    demoLearners.map((learner) => actorOf(db, demoLearnerEmail(learner), company.id)),
  );
  const everyone = [lotte, ...colleagues].map((actor) => actor.companyUserId ?? "");
  // The night shift has no test yet: a group leader can assign it in the demo.
  const nightShift = colleagues.slice(6);
  const dayShift = everyone.filter(
    (id) => !nightShift.some((colleague) => colleague.companyUserId === id),
  );
  for (const courseId of [bhv, hygiene])
    await assignCourse(deps, leader, company, courseId, { companyUserIds: everyone, groupIds: [] });
  await assignCourse(deps, leader, company, test, { companyUserIds: dayShift, groupIds: [] });
  await ensureGroup(
    db,
    company,
    "Nachtploeg",
    nightShift.map((colleague) => colleague.companyUserId ?? ""),
  );

  // A team with the ladder course: members who join the team later get it too.
  const team = await ensureGroup(db, company, "Magazijnploeg", [
    lotte.companyUserId ?? "",
    ...colleagues.slice(0, 4).map((colleague) => colleague.companyUserId ?? ""),
  ]);
  await assignCourse(deps, leader, company, ladders, { companyUserIds: [], groupIds: [team] });

  await walk(deps, lotte, bhv, { fraction: 1, right: 1 });
  await walk(deps, lotte, test, { fraction: 1, right: 0.25 });
  await walk(deps, lotte, hygiene, { fraction: 0.5, right: 1 });
  await walk(deps, lotte, ladders, { fraction: 0.34, right: 1 });
  await enrollInOpenLibrary(deps, lotte, fire);

  for (const [index, colleague] of colleagues.entries()) {
    const plans = demoLearnerProgress[index] ?? [];
    for (const [course, plan] of [bhv, test, hygiene].map((id, i) => [id, plans[i]] as const))
      if (plan) await walk(deps, colleague, course, plan);
  }

  // History: one colleague failed the test and got a second chance; another lost a course.
  const retry = await findActiveEnrollment(db, colleagues[4] ?? lotte, test);
  if (retry) {
    await reassignEnrollment(deps, leader, company, retry.id);
    await walk(deps, colleagues[4] ?? lotte, test, { fraction: 1, right: 1 });
  }
  const removed = await findActiveEnrollment(db, colleagues[5] ?? lotte, bhv);
  if (removed) await deleteEnrollment(deps, leader, company, removed.id);
}
