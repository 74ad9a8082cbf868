import {
  assignDocument as assignDocumentContract,
  createDocument as createDocumentContract,
  deleteDocument as deleteDocumentContract,
  getUserDocument,
  getDocument as getDocumentContract,
  listDocumentAssignees,
  listDocuments as listDocumentsContract,
  listUserDocuments as listUserDocumentsContract,
  remindDocumentAssignee,
  unassignDocument as unassignDocumentContract,
  updateDocument as updateDocumentContract,
} from "@leerlijn/contracts/documents/documents.contract";
import {
  getMyDocument,
  listMyDocuments as listMyDocumentsContract,
  signMyDocument as signMyDocumentContract,
} from "@leerlijn/contracts/documents/my-documents.contract";
import {
  getSealRecord,
  verifySealedDocument,
} from "@leerlijn/contracts/documents/document-seal.contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { RateLimiter } from "../../platform/auth/rate-limiter";
import type { InvalidationBus } from "../../platform/cache/invalidation-bus";
import type { Db } from "../../platform/db/database";
import { paginate } from "../../platform/http/paginate";
import { registerContract } from "../../platform/http/register-contract";
import type { MailOutbox } from "../../platform/mail/mail-queue";
import type { PdfSealer } from "../../platform/pdf/pades";
import type { Storage } from "../../platform/storage/storage";
import { publicOrigin, requestOrigin } from "../../platform/tenancy/public-origin";
import type { CompanyDirectory } from "../companies/company-directory";
import {
  assignDocument,
  describeUserDocument,
  listAssignees,
  listUserDocuments,
  unassignDocument,
} from "./assign-documents";
import type { EventSource } from "./document-events";
import {
  createDocument,
  deleteDocument,
  getDocument,
  listDocuments,
  updateDocument,
} from "./manage-documents";
import type { FindDocumentStepLocks } from "./document-step-lock";
import { listMyDocuments, openMyDocument, signMyDocument } from "./my-documents";
import { remindAssignee } from "./remind-assignee";
import { readSealedPdfUploadSha256 } from "./sealed-pdf-upload";
import { sealRecord, verifySealedUpload } from "./verify-sealed-document";

/** Where the request came from, for the audit trail (behind a proxy: TRUST_PROXY decides). */
function eventSource(request: FastifyRequest): EventSource {
  const userAgent = request.headers["user-agent"];
  return { ip: request.ip || null, userAgent: typeof userAgent === "string" ? userAgent : null };
}

export function documentsRoutes(
  app: FastifyInstance,
  deps: {
    db: Db;
    storage: Storage;
    bus: InvalidationBus;
    mail: MailOutbox;
    companies: CompanyDirectory;
    sealer: PdfSealer;
    stepLocks?: FindDocumentStepLocks;
    limiter: RateLimiter;
  },
): void {
  const { db } = deps;

  registerContract(app, listDocumentsContract, async ({ tenant, query, request }) => {
    const { items, total } = await listDocuments(deps, tenant, {
      page: query.page,
      perPage: query.perPage,
      search: query.filter?.queryString,
    });
    return paginate(items, total, { ...query, requestUrl: request.url });
  });

  registerContract(app, getDocumentContract, async ({ tenant, params }) => ({
    data: await getDocument(deps, tenant, params.id),
  }));

  registerContract(app, createDocumentContract, async ({ tenant, actor, body }) => ({
    data: await createDocument(deps, tenant, actor, body),
  }));

  registerContract(app, updateDocumentContract, async ({ tenant, params, body }) => ({
    data: await updateDocument(deps, tenant, params.id, body),
  }));

  registerContract(app, deleteDocumentContract, async ({ tenant, params }) => {
    await deleteDocument(db, tenant, params.id);
  });

  registerContract(app, listDocumentAssignees, async ({ tenant, params, query, request }) => {
    const { items, total } = await listAssignees(db, tenant, params.id, {
      page: query.page,
      perPage: query.perPage,
      status: query.filter?.status,
      search: query.filter?.queryString,
    });
    return paginate(items, total, { ...query, requestUrl: request.url });
  });

  registerContract(
    app,
    assignDocumentContract,
    async ({ tenant, actor, params, body, request }) => ({
      data: {
        assigned: await assignDocument(db, tenant, actor, params.id, body, eventSource(request)),
      },
    }),
  );

  registerContract(app, remindDocumentAssignee, async ({ tenant, actor, params, request }) => ({
    data: await remindAssignee(
      deps,
      tenant,
      actor,
      { documentId: params.id, assignmentId: params.assignmentId },
      eventSource(request),
      requestOrigin(request),
    ),
  }));

  registerContract(app, unassignDocumentContract, async ({ tenant, params }) => {
    await unassignDocument(db, tenant, params.id, params.assignmentId);
  });

  registerContract(
    app,
    listUserDocumentsContract,
    async ({ tenant, actor, params, query, request }) => {
      const { items, total, person } = await listUserDocuments(
        deps,
        tenant,
        actor,
        params.id,
        query,
      );
      return { ...paginate(items, total, { ...query, requestUrl: request.url }), person };
    },
  );

  registerContract(app, getUserDocument, async ({ tenant, actor, params }) => ({
    data: await describeUserDocument(deps, tenant, actor, params.id, params.documentId),
  }));

  registerContract(app, listMyDocumentsContract, async ({ actor }) => ({
    data: await listMyDocuments(deps, actor),
  }));

  registerContract(app, getMyDocument, async ({ actor, params, request }) => ({
    data: await openMyDocument(deps, actor, params.id, eventSource(request)),
  }));

  registerContract(app, signMyDocumentContract, async ({ actor, params, body, request }) => ({
    data: await signMyDocument(deps, actor, params.id, body, {
      ...eventSource(request),
      origin: publicOrigin(requestOrigin(request)),
    }),
  }));

  registerContract(app, verifySealedDocument, async ({ tenant, request }) => ({
    data: await verifySealedUpload(deps, {
      tenant,
      ip: request.ip,
      readUploadSha256: () => readSealedPdfUploadSha256(request),
    }),
  }));

  registerContract(app, getSealRecord, async ({ tenant, params, request }) => ({
    data: await sealRecord(deps, { tenant, code: params.code, ip: request.ip }),
  }));
}
