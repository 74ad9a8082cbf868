import type {
  CourseCertificate,
  ParticipantCertificate,
  PersonCertificateStatus,
} from "@leerlijn/contracts/certificates/certificate.schema";
import type { Db } from "../../platform/db/database";

/**
 * What trainings need of certificates, handed in by app.ts (certificates build on trainings, so
 * trainings cannot import them): revoking and issuing around an attendance save, and each
 * participant's certificate beside the list.
 */
export type TrainingCertificates = {
  /** In the save's transaction, once the outcomes are written: revokes those no longer passed. */
  outcomesSaved(tx: Db, trainingId: string): Promise<void>;
  /** After the save committed: queues the certificates a completed training now owes. */
  attendanceSaved(input: {
    trainingId: string;
    attendancesCompleted: boolean;
    origin: string;
  }): Promise<void>;
  /** Each participant's latest certificate by training user id; `origin` for its links. */
  ofParticipants(
    trainingUserIds: readonly string[],
    origin: string,
  ): Promise<Map<string, ParticipantCertificate>>;
  /** Each participant's certificate status today, in one query and without links. */
  statusOf(trainingUserIds: readonly string[]): Promise<Map<string, PersonCertificateStatus>>;
  /** A person's certificates of courses in their company, shown beside their trainings. */
  ofCourses(companyId: string, holderId: string): Promise<CourseCertificate[]>;
};
