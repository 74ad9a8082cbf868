import { and, desc, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/database";
import type { TrainingScope } from "../trainings/training-scope";
import { visibleTrainings } from "../trainings/trainings.repository";
import { trainings, trainingUsers } from "../trainings/trainings.table";
import { fullName } from "../users/current-user.presenter";
import { companyUsers, users } from "../users/users.table";
import { type CertificateRow, certificates } from "./certificates.table";

/**
 * A participant of a training with what issuing needs to know of both; `lock` holds the
 * participant's row until the transaction ends, so two issuers of one certificate take turns.
 */
export async function findIssueSource(db: Db, trainingUserId: string, lock = false) {
  const query = db
    .select({
      trainingUserId: trainingUsers.id,
      holderId: trainingUsers.companyUserId,
      passed: trainingUsers.passed,
      waiting: sql<boolean>`${trainingUsers.waitingSince} is not null`,
      certificateTypeKey: trainingUsers.certificateTypeKey,
      firstName: users.firstName,
      middleName: users.middleName,
      lastName: users.lastName,
      training: {
        id: trainings.id,
        companyId: trainings.companyId,
        name: trainings.name,
        location: trainings.location,
        registrarId: trainings.registrarId,
        generateCertificates: trainings.generateCertificates,
        certificateExpiryDate: trainings.certificateExpiryDate,
        certificateReminderDate: trainings.certificateReminderDate,
        attendancesCompleted: trainings.attendancesCompleted,
        publicOrigin: trainings.publicOrigin,
        deleted: sql<boolean>`${trainings.deletedAt} is not null`,
      },
    })
    .from(trainingUsers)
    .innerJoin(trainings, eq(trainings.id, trainingUsers.trainingId))
    .innerJoin(companyUsers, eq(companyUsers.id, trainingUsers.companyUserId))
    .innerJoin(users, eq(users.id, companyUsers.userId))
    .where(eq(trainingUsers.id, trainingUserId))
    .limit(1);
  const [row] = lock ? await query.for("update", { of: trainingUsers }) : await query;
  if (!row) return null;
  const { firstName, middleName, lastName, ...rest } = row;
  return { ...rest, holderName: fullName({ firstName, middleName, lastName }) };
}
export type IssueSource = NonNullable<Awaited<ReturnType<typeof findIssueSource>>>;

/** A placed participant of a training the scope sees; null (a 404) otherwise. */
export async function findVisibleParticipant(
  db: Db,
  scope: TrainingScope,
  trainingId: string,
  trainingUserId: string,
) {
  const [row] = await db
    .select({ trainingUserId: trainingUsers.id, companyId: trainings.companyId })
    .from(trainingUsers)
    .innerJoin(trainings, eq(trainings.id, trainingUsers.trainingId))
    .where(
      and(
        eq(trainingUsers.id, trainingUserId),
        eq(trainingUsers.trainingId, trainingId),
        isNull(trainingUsers.waitingSince),
        visibleTrainings(scope),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** The participant's certificate that counts (not revoked), if any. */
export async function findActiveCertificate(db: Db, trainingUserId: string) {
  const [row] = await db
    .select()
    .from(certificates)
    .where(and(eq(certificates.trainingUserId, trainingUserId), isNull(certificates.revokedAt)))
    .limit(1);
  return row ?? null;
}

/** Whether an educator revoked one of the participant's certificates (so none comes back by itself). */
export async function wasRevokedByEducator(db: Db, trainingUserId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: certificates.id })
    .from(certificates)
    .where(
      and(eq(certificates.trainingUserId, trainingUserId), isNotNull(certificates.revokedById)),
    )
    .limit(1);
  return Boolean(row);
}

export type NewCertificate = typeof certificates.$inferInsert;

export async function insertCertificate(db: Db, values: NewCertificate): Promise<CertificateRow> {
  const [row] = await db.insert(certificates).values(values).returning();
  return row!;
}

/** Records the stored file of a certificate (the first to finish wins; a retry finds it set). */
export async function setCertificateFile(
  db: Db,
  certificateId: string,
  file: { storageKey: string; contentType: string },
) {
  await db
    .update(certificates)
    .set({ ...file, fileFailedAt: null })
    .where(and(eq(certificates.id, certificateId), isNull(certificates.storageKey)));
}

/** Marks the participant's certificate that still has no file as one whose PDF failed. */
export async function markCertificateFileFailed(db: Db, trainingUserId: string) {
  await db
    .update(certificates)
    .set({ fileFailedAt: new Date() })
    .where(
      and(
        eq(certificates.trainingUserId, trainingUserId),
        isNull(certificates.revokedAt),
        isNull(certificates.storageKey),
      ),
    );
}

export async function findCertificate(db: Db, certificateId: string) {
  const [row] = await db
    .select()
    .from(certificates)
    .where(eq(certificates.id, certificateId))
    .limit(1);
  return row ?? null;
}

/** A company's certificate by its public code: the one query a verification costs. */
export async function findCertificateByCode(db: Db, companyId: string, code: string) {
  const [row] = await db
    .select({
      number: certificates.number,
      holderName: certificates.holderName,
      trainingName: certificates.trainingName,
      typeKey: certificates.typeKey,
      issuedAt: certificates.issuedAt,
      expiresOn: certificates.expiresOn,
      revokedAt: certificates.revokedAt,
      enrollmentAttempt: certificates.enrollmentAttempt,
    })
    .from(certificates)
    .where(and(eq(certificates.code, code), eq(certificates.companyId, companyId)))
    .limit(1);
  return row ?? null;
}

/** Revokes the participant's certificate that counts; the revoked row, or null when there was none. */
export async function revokeActiveCertificate(
  db: Db,
  trainingUserId: string,
  revocation: { reason: string; byId: string | null },
  onlySource?: CertificateRow["source"],
) {
  const [row] = await db
    .update(certificates)
    .set({ revokedAt: new Date(), revokedReason: revocation.reason, revokedById: revocation.byId })
    .where(
      and(
        eq(certificates.trainingUserId, trainingUserId),
        isNull(certificates.revokedAt),
        onlySource ? eq(certificates.source, onlySource) : undefined,
      ),
    )
    .returning();
  return row ?? null;
}

/**
 * Revokes the generated certificates of a training's participants who are no longer passed, in
 * the transaction that saved their outcome. Revoked, never deleted: the code keeps answering.
 */
export async function revokeNotPassed(db: Db, trainingId: string, reason: string) {
  await db
    .update(certificates)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(
      and(
        eq(certificates.trainingId, trainingId),
        eq(certificates.source, "generated"),
        isNull(certificates.revokedAt),
        inArray(
          certificates.trainingUserId,
          db
            .select({ id: trainingUsers.id })
            .from(trainingUsers)
            .where(
              and(
                eq(trainingUsers.trainingId, trainingId),
                sql`${trainingUsers.passed} is not true`,
              ),
            ),
        ),
      ),
    );
}

/**
 * The passed, placed participants of a training who hold no certificate that counts and never
 * had one revoked by an educator: those a final list should issue one to.
 */
export async function findParticipantsAwaitingCertificate(db: Db, trainingId: string) {
  const rows = await db
    .select({ id: trainingUsers.id })
    .from(trainingUsers)
    .where(
      and(
        eq(trainingUsers.trainingId, trainingId),
        eq(trainingUsers.passed, true),
        isNull(trainingUsers.waitingSince),
        sql`not exists (select 1 from ${certificates} where ${certificates.trainingUserId} = ${trainingUsers.id} and (${certificates.revokedAt} is null or ${certificates.revokedById} is not null))`,
      ),
    );
  return rows.map((row) => row.id);
}

/** Each participant's latest certificate: the one that counts, else the last revoked. */
export async function findLatestCertificates(db: Db, trainingUserIds: readonly string[]) {
  if (trainingUserIds.length === 0) return new Map<string, CertificateRow>();
  const rows = await db
    .selectDistinctOn([certificates.trainingUserId])
    .from(certificates)
    .where(inArray(certificates.trainingUserId, [...trainingUserIds]))
    .orderBy(
      certificates.trainingUserId,
      sql`${certificates.revokedAt} is null desc`,
      desc(certificates.createdAt),
    );
  return new Map(rows.map((row) => [row.trainingUserId!, row]));
}

/** The participant's uploaded certificate that counts, removed; null when there is none. */
export async function deleteUploadedCertificate(db: Db, trainingUserId: string) {
  const [row] = await db
    .delete(certificates)
    .where(
      and(
        eq(certificates.trainingUserId, trainingUserId),
        eq(certificates.source, "uploaded"),
        isNull(certificates.revokedAt),
      ),
    )
    .returning();
  return row ?? null;
}

/**
 * A holder's certificates in one company, one per source (a training's participant, a course's
 * enrollment, or the certificate itself once that link is gone): the one that counts and was
 * issued last (a passed retake's, over the one it renews), else the last revoked; the newest
 * first. Bounded by what one person can be issued.
 */
export async function findHolderCertificates(db: Db, companyId: string, holderId: string) {
  const source = sql`coalesce(${certificates.trainingUserId}, ${certificates.enrollmentId}, ${certificates.id})`;
  const latest = db
    .selectDistinctOn([source])
    .from(certificates)
    .where(and(eq(certificates.companyId, companyId), eq(certificates.holderId, holderId)))
    .orderBy(source, sql`${certificates.revokedAt} is null desc`, desc(certificates.createdAt))
    .limit(1000)
    .as("latest");
  return db.select().from(latest).orderBy(desc(latest.issuedAt), desc(latest.id));
}
