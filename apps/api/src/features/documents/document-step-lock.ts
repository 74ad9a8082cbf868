import type { Db } from "../../platform/db/database";
import type { StepLock } from "../enrollments/step-lock";

/**
 * Finds the lock on a learner's document when it is an onboarding path step waiting for the
 * one before it. Onboarding paths provide it (they use documents, not the other way round);
 * `app.ts` hands it in.
 */
export type FindDocumentStepLock = (
  db: Db,
  companyUserId: string,
  documentId: string,
) => Promise<StepLock | null>;
