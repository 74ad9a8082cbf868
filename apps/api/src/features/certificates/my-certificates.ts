import type { MyCertificate } from "@leerlijn/contracts/certificates/certificate.schema";
import type { Db } from "../../platform/db/database";
import type { Storage } from "../../platform/storage/storage";
import { todayInAmsterdam } from "../trainings/training-scope";
import { certificateKind } from "./certificate-status";
import { findHolderCertificates } from "./certificates.repository";
import { describeParticipantCertificate } from "./participant-certificate.presenter";

/**
 * `GET /my-certificates`: the signed-in person's certificates in this company, with their
 * status today, a download link and the public verification link. Someone without a
 * membership here (the platform admin) has none.
 */
export async function describeMyCertificates(
  deps: { db: Db; storage: Storage },
  input: { companyId: string; holderId: string | null; origin: string },
  now = new Date(),
): Promise<MyCertificate[]> {
  if (!input.holderId) return [];
  const today = todayInAmsterdam(now);
  const rows = await findHolderCertificates(deps.db, input.companyId, input.holderId);
  return Promise.all(
    rows.map(async (row) => ({
      ...(await describeParticipantCertificate(deps.storage, row, input.origin, today)),
      kind: certificateKind(row),
      trainingId: row.trainingId,
      trainingName: row.trainingName,
    })),
  );
}
