import type { AssignedDocument, Document } from "@leerlijn/contracts/documents/document.schema";
import type { MediaItem } from "@leerlijn/contracts/media/media.schema";
import { documentStatus, needsSignature } from "./document-status";
import type { StatusCounts } from "./documents.repository";
import type { DocumentAssignmentRow, DocumentRow } from "./documents.table";

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export function presentDocument(
  row: DocumentRow,
  media: MediaItem | null,
  counts: StatusCounts,
): Document {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    mediaId: row.mediaId,
    media,
    pdfSha256: row.pdfSha256,
    mustSign: row.mustSign,
    expiresOn: row.expiresOn,
    validityMonths: row.validityMonths,
    counts,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A person's assignment of a document, its status and whether it asks a signature at `now`. */
export function presentAssignedDocument(
  document: DocumentRow,
  assignment: DocumentAssignmentRow,
  now: Date,
): AssignedDocument {
  const state = { ...document, ...assignment };
  return {
    id: document.id,
    assignmentId: assignment.id,
    title: document.title,
    description: document.description,
    mustSign: document.mustSign,
    status: documentStatus(state, now),
    expiresOn: document.expiresOn,
    assignedAt: assignment.assignedAt.toISOString(),
    viewedAt: iso(assignment.viewedAt),
    signedAt: iso(assignment.signedAt),
    expiredAt: iso(assignment.expiredAt),
    canSign: needsSignature(state, now),
  };
}

export { iso };
