import { and, asc, eq, isNotNull, isNull } from "drizzle-orm";
import type { Db } from "../platform/db/database";
import type { Storage } from "../platform/storage/storage";
import { findCompanyProfileRow } from "../features/companies/companies.repository";
import { courseVersions } from "../features/courses/courses.table";
import { issueCourseCertificate } from "../features/certificates/issue-course-certificate";
import { enrollments } from "../features/enrollments/enrollments.table";
import { companyByCode } from "./demo-company";

/**
 * The certificates the demo's passed course attempts earned (the enrollments' seed answers
 * without a job queue): the demo learner passed "BHV basis", which issues one, and so did
 * colleagues. Issued through the job's use-case on the day the attempt finished, so each has
 * its PDF; issuing is once per attempt, so running the seed again adds nothing.
 */
export async function seedDemoCourseCertificates(
  db: Db,
  deps: { storage: Storage },
  origin: (host: string) => string,
): Promise<void> {
  const tenant = await companyByCode(db, "demo");
  if (!tenant) return;
  const passed = await db
    .select({
      id: enrollments.id,
      attempt: enrollments.attempt,
      finishedAt: enrollments.finishedAt,
    })
    .from(enrollments)
    .innerJoin(courseVersions, eq(courseVersions.id, enrollments.versionId))
    .where(
      and(
        eq(enrollments.companyId, tenant.id),
        eq(courseVersions.issuesCertificate, true),
        eq(enrollments.isPassed, true),
        eq(enrollments.isPreview, false),
        isNull(enrollments.deletedAt),
        isNotNull(enrollments.finishedAt),
      ),
    )
    .orderBy(asc(enrollments.finishedAt))
    .limit(200);
  const companies = { profile: (id: string) => findCompanyProfileRow(db, id) };
  for (const enrollment of passed) {
    const issued = await issueCourseCertificate(
      { db, storage: deps.storage, companies },
      {
        enrollmentId: enrollment.id,
        attempt: enrollment.attempt,
        origin: origin("localhost"),
        issuedAt: enrollment.finishedAt ?? new Date(),
      },
    );
    if ("refused" in issued)
      throw new Error(`Seeding a course certificate failed: ${issued.refused}`);
  }
}
