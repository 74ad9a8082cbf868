import {
  deleteParticipantCertificate,
  listMyCertificates,
  reissueCourseCertificate as reissueCourseCertificateContract,
  reissueParticipantCertificate,
  revokeCourseCertificate as revokeCourseCertificateContract,
  revokeParticipantCertificate,
  uploadParticipantCertificate,
  verifyCertificate as verifyCertificateContract,
} from "@leerlijn/contracts/certificates/certificates.contract";
import type { FastifyInstance } from "fastify";
import type { RateLimiter } from "../../platform/auth/rate-limiter";
import type { Db } from "../../platform/db/database";
import { conflict, notFound } from "../../platform/http/app-error";
import { registerContract } from "../../platform/http/register-contract";
import type { Storage } from "../../platform/storage/storage";
import { publicOrigin, requestOrigin } from "../../platform/tenancy/public-origin";
import type { CompanyDirectory } from "../companies/company-directory";
import { findPerson } from "../trainings/participant-trainings.repository";
import { trainingScope } from "../trainings/training-scope";
import { managementScope } from "../users/management-scope";
import { readCertificateUpload } from "./certificate-upload";
import { reissueCourseCertificate, revokeCourseCertificate } from "./course-certificate-decisions";
import { describeCourseCertificate } from "./course-certificate.presenter";
import { findVisibleParticipant } from "./certificates.repository";
import { issueCertificate } from "./issue-certificate";
import { describeMyCertificates } from "./my-certificates";
import { describeParticipantCertificate } from "./participant-certificate.presenter";
import {
  attachUploadedCertificate,
  removeUploadedCertificate,
  revokeCertificate,
} from "./uploaded-certificates";
import { verifyCertificate } from "./verify-certificate";

/**
 * Public verification, and the educator's uploads, revocations and reissues per participant of
 * a training and per person's course certificate.
 */
export function certificatesRoutes(
  app: FastifyInstance,
  deps: {
    db: Db;
    storage: Storage;
    limiter: RateLimiter;
    companies: Pick<CompanyDirectory, "profile">;
  },
): void {
  const { db, storage } = deps;

  registerContract(app, verifyCertificateContract, async ({ tenant, params, request }) => ({
    data: await verifyCertificate(deps, { tenant, code: params.code, ip: request.ip }),
  }));

  registerContract(app, listMyCertificates, async ({ tenant, actor, request }) => ({
    data: await describeMyCertificates(deps, {
      companyId: tenant.id,
      holderId: actor.companyUserId,
      origin: publicOrigin(requestOrigin(request)),
    }),
  }));

  /** The participant the route names, in a training the actor sees; a 404 otherwise. */
  const participant = async (
    tenantId: string,
    actor: Parameters<typeof trainingScope>[1],
    params: { id: string; trainingUserId: string },
  ) => {
    const found = await findVisibleParticipant(
      db,
      trainingScope(tenantId, actor),
      params.id,
      params.trainingUserId,
    );
    if (!found) throw notFound();
    return found;
  };

  registerContract(
    app,
    uploadParticipantCertificate,
    async ({ tenant, actor, params, request }) => {
      const { trainingUserId } = await participant(tenant.id, actor, params);
      const file = await readCertificateUpload(request, storage, tenant.id);
      const row = await attachUploadedCertificate(deps, {
        trainingUserId,
        file,
        byId: actor.companyUserId,
      });
      return {
        data: await describeParticipantCertificate(
          storage,
          row,
          publicOrigin(requestOrigin(request)),
        ),
      };
    },
  );

  registerContract(app, deleteParticipantCertificate, async ({ tenant, actor, params }) => {
    const { trainingUserId } = await participant(tenant.id, actor, params);
    await removeUploadedCertificate(deps, trainingUserId);
  });

  registerContract(
    app,
    revokeParticipantCertificate,
    async ({ tenant, actor, params, body, request }) => {
      const { trainingUserId } = await participant(tenant.id, actor, params);
      const row = await revokeCertificate(db, {
        trainingUserId,
        reason: body.reason,
        byId: actor.companyUserId,
      });
      return {
        data: await describeParticipantCertificate(
          storage,
          row,
          publicOrigin(requestOrigin(request)),
        ),
      };
    },
  );

  registerContract(
    app,
    reissueParticipantCertificate,
    async ({ tenant, actor, params, request }) => {
      const { trainingUserId } = await participant(tenant.id, actor, params);
      const origin = publicOrigin(requestOrigin(request));
      const issued = await issueCertificate(deps, {
        trainingUserId,
        origin,
        reissuedById: actor.companyUserId,
      });
      if ("refused" in issued) throw conflict(issued.refused);
      return { data: await describeParticipantCertificate(storage, issued, origin) };
    },
  );

  /** The certificate the route names, of a person the actor manages (as their enrollments). */
  const courseTarget = async (
    tenant: Parameters<typeof managementScope>[2],
    actor: Parameters<typeof managementScope>[1],
    params: { userId: string; certificateId: string },
  ) => {
    const { companyIds } = await managementScope(db, actor, tenant);
    const person = await findPerson(db, companyIds, params.userId);
    if (!person) throw notFound();
    return {
      companyId: person.companyId,
      holderId: person.id,
      certificateId: params.certificateId,
    };
  };

  registerContract(
    app,
    revokeCourseCertificateContract,
    async ({ tenant, actor, params, body }) => {
      const row = await revokeCourseCertificate(db, await courseTarget(tenant, actor, params), {
        reason: body.reason,
        byId: actor.companyUserId,
      });
      return { data: describeCourseCertificate(row) };
    },
  );

  registerContract(
    app,
    reissueCourseCertificateContract,
    async ({ tenant, actor, params, request }) => {
      const row = await reissueCourseCertificate(deps, await courseTarget(tenant, actor, params), {
        byId: actor.companyUserId,
        origin: publicOrigin(requestOrigin(request)),
      });
      return { data: describeCourseCertificate(row) };
    },
  );
}
