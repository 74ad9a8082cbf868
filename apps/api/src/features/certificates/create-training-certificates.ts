import { certificateMessages } from "@leerlijn/contracts/certificates/certificate.schema";
import { eq } from "drizzle-orm";
import type { Db } from "../../platform/db/database";
import type { JobQueue } from "../../platform/jobs/job-queue";
import type { Storage } from "../../platform/storage/storage";
import type { TrainingCertificates } from "../trainings/training-certificates";
import { todayInAmsterdam } from "../trainings/training-scope";
import { trainings } from "../trainings/trainings.table";
import { issueCertificateJob } from "./certificates.jobs";
import {
  findHolderCertificates,
  findLatestCertificates,
  findParticipantsAwaitingCertificate,
  revokeNotPassed,
} from "./certificates.repository";
import { certificateKind, certificateStatus } from "./certificate-status";
import { describeCourseCertificate } from "./course-certificate.presenter";
import { describeParticipantCertificate } from "./participant-certificate.presenter";

/** The certificates side of trainings (the port trainings declare). */
export function createTrainingCertificates(deps: {
  db: Db;
  storage: Storage;
  jobs: JobQueue;
}): TrainingCertificates {
  const { db, storage, jobs } = deps;
  return {
    outcomesSaved: (tx, trainingId) =>
      revokeNotPassed(tx, trainingId, certificateMessages.revokedNotPassed),

    async attendanceSaved({ trainingId, attendancesCompleted, origin }) {
      if (!attendancesCompleted) return;
      // The list is saved by now: a queue that cannot be reached must not turn that into a
      // failure. Saving the final list again queues whoever still has no certificate.
      try {
        const [training] = await db
          .select({ generateCertificates: trainings.generateCertificates })
          .from(trainings)
          .where(eq(trainings.id, trainingId));
        if (!training?.generateCertificates) return;
        const awaiting = await findParticipantsAwaitingCertificate(db, trainingId);
        await jobs.sendMany(
          issueCertificateJob,
          awaiting.map((trainingUserId) => ({ trainingUserId, origin })),
        );
      } catch (error) {
        console.error(
          `certificates of training ${trainingId} not queued: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    },

    async ofParticipants(trainingUserIds, origin) {
      const today = todayInAmsterdam();
      const latest = await findLatestCertificates(db, trainingUserIds);
      const described = await Promise.all(
        [...latest].map(
          async ([id, row]) =>
            [id, await describeParticipantCertificate(storage, row, origin, today)] as const,
        ),
      );
      return new Map(described);
    },

    async ofCourses(companyId, holderId) {
      const today = todayInAmsterdam();
      const rows = await findHolderCertificates(db, companyId, holderId);
      return rows
        .filter((row) => certificateKind(row) === "course")
        .map((row) => describeCourseCertificate(row, today));
    },

    async statusOf(trainingUserIds) {
      const today = todayInAmsterdam();
      const latest = await findLatestCertificates(db, trainingUserIds);
      return new Map(
        trainingUserIds.map((id) => {
          const row = latest.get(id);
          return [id, row ? certificateStatus(row, today) : "notOwned"] as const;
        }),
      );
    },
  };
}
