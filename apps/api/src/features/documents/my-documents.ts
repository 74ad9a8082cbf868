import {
  CONSENT_STATEMENT,
  documentMessages,
  type MyDocument,
  type PersonDocument,
  type SignDocumentBody,
} from "@leerlijn/contracts/documents/document.schema";
import { MAX_MY_DOCUMENTS } from "@leerlijn/contracts/documents/my-documents.contract";
import { createHash, randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Actor } from "../../platform/auth/actor";
import type { InvalidationBus } from "../../platform/cache/invalidation-bus";
import type { Db } from "../../platform/db/database";
import { conflict, notFound, validationFailed } from "../../platform/http/app-error";
import type { PdfSealer } from "../../platform/pdf/pades";
import type { Storage } from "../../platform/storage/storage";
import { enrollmentMessages } from "@leerlijn/contracts/enrollments/enrollments.contract";
import { pdfOfDocument } from "./document-pdf";
import { type FindDocumentStepLocks, presentWithStepLocks } from "./document-step-lock";
import { users } from "../users/users.table";
import { eventActorOf } from "./assign-documents";
import { appendDocumentEvent, type EventSource } from "./document-events";
import { appendExpiredEvent } from "./document-expiry";
import { documentStatus, needsSignature, signatureExpiry } from "./document-status";
import { presentAssignedDocument } from "./document.presenter";
import {
  currentAssignmentsOfPerson,
  documentsToSignOfPerson,
  findOwnAssignment,
} from "./documents.repository";
import {
  documentAssignments,
  type DocumentAssignmentRow,
  type DocumentRow,
  documentSignatures,
} from "./documents.table";
import { readSealInput, sealSignature } from "./seal-signature";
import { signaturesOf } from "./signature-history";
import { cleanSignatureImage } from "./signature-image";

export type MyDocumentsDeps = {
  db: Db;
  storage: Storage;
  bus: InvalidationBus;
  sealer: PdfSealer;
  stepLocks?: FindDocumentStepLocks | undefined;
};

/** Refuses (409, in Dutch) a document that is a path step waiting for the one before it. */
async function refuseIfLocked(deps: MyDocumentsDeps, companyUserId: string, documentId: string) {
  const locks = await deps.stepLocks?.(deps.db, companyUserId, [documentId]);
  const lock = locks?.get(documentId);
  if (lock)
    throw conflict(enrollmentMessages.pathStepLocked(lock.courseGroupName, lock.previousStepName));
}

const membershipOf = (actor: Actor) => {
  // Only people with a membership here have documents; the platform admin elsewhere has none.
  if (!actor.companyUserId) throw notFound();
  return actor.companyUserId;
};

/**
 * The person's documents, newest assignment first, withdrawn ones left out. A path step waiting
 * for the one before it shows its lock and asks no signature yet.
 */
export async function listMyDocuments(
  deps: Pick<MyDocumentsDeps, "db" | "stepLocks">,
  actor: Actor,
): Promise<PersonDocument[]> {
  if (!actor.companyUserId) return [];
  const rows = await currentAssignmentsOfPerson(deps.db, actor.companyUserId, MAX_MY_DOCUMENTS);
  return presentWithStepLocks(deps, actor.companyUserId, rows, new Date());
}

async function presentMine(
  deps: MyDocumentsDeps,
  document: DocumentRow,
  assignment: DocumentAssignmentRow,
): Promise<MyDocument> {
  const pdf = await pdfOfDocument(deps.db, document);
  return {
    ...presentAssignedDocument(document, assignment, new Date()),
    pdfUrl: pdf?.fileKey ? await deps.storage.signedUrl("media", pdf.fileKey) : null,
    pdfSha256: document.pdfSha256,
    consentStatement: CONSENT_STATEMENT,
    ...(await signaturesOf(deps, document, assignment.id)),
  };
}

/** Opens a document: the first opening records viewedAt and a `viewed` event. */
export async function openMyDocument(
  deps: MyDocumentsDeps,
  actor: Actor,
  documentId: string,
  source: EventSource,
): Promise<MyDocument> {
  const companyUserId = membershipOf(actor);
  const found = await findOwnAssignment(deps.db, companyUserId, documentId);
  if (!found) throw notFound();
  await refuseIfLocked(deps, companyUserId, documentId);
  if (found.assignment.viewedAt !== null)
    return presentMine(deps, found.document, found.assignment);
  const eventActor = await eventActorOf(deps.db, actor);
  const opened = await deps.db.transaction(async (tx) => {
    const locked = await findOwnAssignment(tx, companyUserId, documentId, { lock: true });
    if (!locked) throw notFound();
    if (locked.assignment.viewedAt !== null) return locked;
    const event = await appendDocumentEvent(tx, {
      assignmentId: locked.assignment.id,
      documentId: locked.document.id,
      companyId: locked.document.companyId,
      subjectUserId: actor.userId,
      type: "viewed",
      actor: eventActor,
      source,
      pdfSha256: locked.document.pdfSha256,
    });
    const [assignment] = await tx
      .update(documentAssignments)
      .set({ viewedAt: event.occurredAt })
      .where(eq(documentAssignments.id, locked.assignment.id))
      .returning();
    return { document: locked.document, assignment: assignment! };
  });
  return presentMine(deps, opened.document, opened.assignment);
}

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/**
 * Signs: the consent statement was confirmed (`consent_shown` records its exact text), then the
 * signature (drawn, or the saved one) is kept with the PDF's hash and a `signed` event. A
 * document whose signature is still valid, or that is past its expiry date, is not signed again.
 */
export async function signMyDocument(
  deps: MyDocumentsDeps,
  actor: Actor,
  documentId: string,
  body: Omit<SignDocumentBody, "useSavedSignature" | "saveSignature" | "signatureKind"> & {
    useSavedSignature: boolean;
    saveSignature: boolean;
    signatureKind: "drawn" | "typed";
  },
  source: EventSource & { origin: string },
): Promise<MyDocument> {
  const companyUserId = membershipOf(actor);
  const found = await findOwnAssignment(deps.db, companyUserId, documentId);
  if (!found) throw notFound();
  await refuseIfLocked(deps, companyUserId, documentId);
  if (!found.document.mustSign) throw validationFailed({ signature: [documentMessages.notToSign] });
  let image: string;
  if (body.useSavedSignature) {
    const [user] = await deps.db
      .select({ signature: users.signature })
      .from(users)
      .where(eq(users.id, actor.userId));
    if (!user?.signature)
      throw validationFailed({ signature: [documentMessages.noSavedSignature] });
    image = user.signature;
  } else {
    image = await cleanSignatureImage(body.signature ?? "");
  }
  const eventActor = await eventActorOf(deps.db, actor);
  if (!eventActor) throw notFound();
  const sealInput = await readSealInput(deps, found.document);

  const signed = await deps.db.transaction(async (tx) => {
    const locked = await findOwnAssignment(tx, companyUserId, documentId, { lock: true });
    if (!locked) throw notFound();
    const now = new Date();
    const state = { ...locked.document, ...locked.assignment };
    if (!needsSignature(state, now)) {
      const expired = documentStatus(state, now) === "expired";
      throw validationFailed({
        signature: [expired ? documentMessages.expired : documentMessages.notToSign],
      });
    }
    const common = {
      assignmentId: locked.assignment.id,
      documentId: locked.document.id,
      companyId: locked.document.companyId,
      subjectUserId: actor.userId,
      actor: eventActor,
      source,
      pdfSha256: locked.document.pdfSha256,
    };
    // Signed again before a sweep recorded the expiry: the trail still shows it came.
    if (locked.assignment.signedAt !== null && locked.assignment.expiryRecordedAt === null)
      await appendExpiredEvent(tx, { ...locked, subjectUserId: actor.userId }, now);
    if (locked.assignment.viewedAt === null)
      await appendDocumentEvent(tx, { ...common, type: "viewed" });
    await appendDocumentEvent(tx, {
      ...common,
      type: "consent_shown",
      details: { statement: CONSENT_STATEMENT },
    });
    const event = await appendDocumentEvent(tx, {
      ...common,
      type: "signed",
      details: {
        signatureSha256: sha256(image),
        signatureSource: body.useSavedSignature ? "saved" : body.signatureKind,
      },
    });
    const signatureId = randomUUID();
    const sealed = await sealSignature(tx, deps, {
      ...sealInput,
      document: locked.document,
      assignmentId: locked.assignment.id,
      signatureId,
      signer: eventActor,
      signedAt: event.occurredAt,
      imageDataUrl: image,
      origin: source.origin,
    });
    await tx.insert(documentSignatures).values({
      id: signatureId,
      assignmentId: locked.assignment.id,
      signedAt: event.occurredAt,
      image,
      pdfSha256: locked.document.pdfSha256,
      eventId: event.id,
      ...sealed,
    });
    const [assignment] = await tx
      .update(documentAssignments)
      .set({
        viewedAt: locked.assignment.viewedAt ?? event.occurredAt,
        signedAt: event.occurredAt,
        expiredAt: signatureExpiry(event.occurredAt, locked.document.validityMonths),
        // A new signature, a new expiry for the sweep to record.
        expiryRecordedAt: null,
      })
      .where(eq(documentAssignments.id, locked.assignment.id))
      .returning();
    if (body.saveSignature && !body.useSavedSignature)
      await tx
        .update(users)
        .set({ signature: image, updatedAt: sql`now()` })
        .where(eq(users.id, actor.userId));
    return { document: locked.document, assignment: assignment! };
  });
  // The saved signature is part of the cached session's user.
  if (body.saveSignature && !body.useSavedSignature) deps.bus.publish("user", actor.userId);
  return presentMine(deps, signed.document, signed.assignment);
}

/**
 * The badge count of the signed-in membership (0 without one): the documents asking a signature
 * now, less those that are a path step waiting for the one before it (the path's own rule).
 */
export async function documentsToSign(
  db: Db,
  companyUserId: string | null,
  stepLocks: FindDocumentStepLocks,
): Promise<number> {
  if (!companyUserId) return 0;
  const documentIds = await documentsToSignOfPerson(db, companyUserId, new Date());
  if (documentIds.length === 0) return 0;
  const locks = await stepLocks(db, companyUserId, documentIds);
  return documentIds.filter((id) => !locks.has(id)).length;
}
