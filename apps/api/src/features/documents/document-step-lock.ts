import type { Db } from "../../platform/db/database";

/** Why a learner may not open a document yet: the path step before it is not done. */
export type DocumentStepLock = { courseGroupName: string; previousCourseName: string };

/**
 * Finds the lock on a learner's document when it is an onboarding path step waiting for the
 * one before it. Onboarding paths provide it (they use documents, not the other way round);
 * `app.ts` hands it in.
 */
export type FindDocumentStepLock = (
  db: Db,
  companyUserId: string,
  documentId: string,
) => Promise<DocumentStepLock | null>;
