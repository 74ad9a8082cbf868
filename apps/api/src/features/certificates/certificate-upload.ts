import { randomUUID } from "node:crypto";
import {
  certificateMessages,
  MAX_CERTIFICATE_UPLOAD_BYTES,
} from "@leerlijn/contracts/certificates/certificate.schema";
import type { FastifyRequest } from "fastify";
import { AppError, validationFailed } from "../../platform/http/app-error";
import { MULTIPART_LIMITS, multipartFailure } from "../../platform/http/multipart";
import { StorageLimitError, type Storage } from "../../platform/storage/storage";
import {
  contentTypeOfKind,
  detectFileKind,
  type FileKind,
  storedExtension,
} from "../media/file-signatures";
import { peek } from "../media/upload-files";

const ACCEPTED: readonly FileKind[] = ["pdf", "jpeg", "png"];

export type StoredCertificateFile = { storageKey: string; contentType: string };

/**
 * Reads the `certificate` file of a multipart upload straight into storage after checking its
 * first bytes (a PDF, JPG or PNG, whatever its name says); nothing is held whole in memory.
 * Refusals are 422s on `certificate` in Dutch; an oversized file is a 413 as soon as it is.
 */
export async function readCertificateUpload(
  request: FastifyRequest,
  storage: Storage,
  companyId: string,
): Promise<StoredCertificateFile> {
  let stored: StoredCertificateFile | null = null;
  try {
    for await (const part of request.parts({
      limits: { ...MULTIPART_LIMITS, files: 1, fileSize: Number.MAX_SAFE_INTEGER },
    })) {
      if (part.type !== "file") continue;
      if (part.fieldname !== "certificate" || stored) {
        part.file.resume();
        continue;
      }
      const { head, whole } = await peek(part.file);
      if (head.length === 0) {
        part.file.resume();
        throw validationFailed({ certificate: [certificateMessages.empty] });
      }
      const kind = detectFileKind(head);
      if (!kind || !ACCEPTED.includes(kind)) {
        part.file.resume();
        throw validationFailed({ certificate: [certificateMessages.wrongFileKind] });
      }
      const file = {
        storageKey: `certificates/${companyId}/${randomUUID()}.${storedExtension[kind]}`,
        contentType: contentTypeOfKind[kind],
      };
      try {
        await storage.write("media", file.storageKey, whole, {
          contentType: file.contentType,
          maxBytes: MAX_CERTIFICATE_UPLOAD_BYTES,
        });
      } catch (error) {
        if (error instanceof StorageLimitError)
          throw new AppError("PAYLOAD_TOO_LARGE", certificateMessages.tooLarge, {
            errors: { certificate: [certificateMessages.tooLarge] },
          });
        throw error;
      }
      stored = file;
    }
  } catch (error) {
    if (stored) await storage.remove("media", stored.storageKey);
    throw multipartFailure(error);
  }
  if (!stored) throw validationFailed({ certificate: [certificateMessages.noFile] });
  return stored;
}
