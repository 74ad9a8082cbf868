import type { PersonDocument } from "@leerlijn/contracts/documents/document.schema";
import type { Db } from "../../platform/db/database";
import { presentAssignedDocument } from "./document.presenter";
import type { DocumentAssignmentRow, DocumentRow } from "./documents.table";

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

/**
 * One person's assignments as their lists show them, each with its path lock; a locked step asks
 * no signature yet. The learner's own list and the educator's page of the person both use it, so
 * they never disagree about what is locked.
 */
export async function presentWithStepLocks(
  deps: { db: Db; stepLocks?: FindDocumentStepLocks | undefined },
  companyUserId: string,
  rows: readonly { assignment: DocumentAssignmentRow; document: DocumentRow }[],
  now: Date,
): Promise<PersonDocument[]> {
  const locks = await deps.stepLocks?.(
    deps.db,
    companyUserId,
    rows.map(({ document }) => document.id),
  );
  return rows.map(({ assignment, document }) => {
    const shown = presentAssignedDocument(document, assignment, now);
    const pathLock = locks?.get(document.id) ?? null;
    return { ...shown, canSign: shown.canSign && !pathLock, pathLock };
  });
}
