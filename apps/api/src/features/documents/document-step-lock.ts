import type { Db } from "../../platform/db/database";

/** Why a learner may not open a document yet: the path step before it is not done. */
export type DocumentStepLock = { courseGroupName: string; previousStepName: string };

/**
 * Finds, among these documents of a learner, those that are an onboarding path step waiting for
 * the one before it, each with its lock. Onboarding paths provide it (they use documents, not
 * the other way round); `app.ts` hands it in.
 */
export type FindDocumentStepLocks = (
  db: Db,
  companyUserId: string,
  documentIds: readonly string[],
) => Promise<Map<string, DocumentStepLock>>;
