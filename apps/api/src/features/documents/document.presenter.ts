import type {
  AssignedDocument,
  Document,
  DocumentStatus,
} from "@leerlijn/contracts/documents/document.schema";
import type { MediaItem } from "@leerlijn/contracts/media/media.schema";
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

export function presentAssignedDocument(
  document: DocumentRow,
  assignment: DocumentAssignmentRow,
  status: DocumentStatus,
): AssignedDocument {
  return {
    id: document.id,
    assignmentId: assignment.id,
    title: document.title,
    description: document.description,
    mustSign: document.mustSign,
    status,
    expiresOn: document.expiresOn,
    assignedAt: assignment.assignedAt.toISOString(),
    viewedAt: iso(assignment.viewedAt),
    signedAt: iso(assignment.signedAt),
    expiredAt: iso(assignment.expiredAt),
  };
}

export { iso };
