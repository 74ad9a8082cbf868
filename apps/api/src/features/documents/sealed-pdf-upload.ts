import { createHash } from "node:crypto";
import {
  MAX_VERIFY_UPLOAD_BYTES,
  sealMessages,
} from "@leerlijn/contracts/documents/document-seal.schema";
import type { FastifyRequest } from "fastify";
import { AppError, validationFailed } from "../../platform/http/app-error";
import { MULTIPART_LIMITS, multipartFailure } from "../../platform/http/multipart";
import { detectFileKind } from "../media/file-signatures";
import { peek } from "../media/upload-files";

const tooLarge = () =>
  new AppError("PAYLOAD_TOO_LARGE", sealMessages.tooLarge, {
    errors: { pdf: [sealMessages.tooLarge] },
  });

/**
 * The SHA-256 and size of the `pdf` part of a multipart upload, streamed (never held whole),
 * checked by content: it must start like a PDF.
 */
export async function readSealedPdfUploadSha256(request: FastifyRequest): Promise<string> {
  let digest: string | null = null;
  try {
    for await (const part of request.parts({
      limits: { ...MULTIPART_LIMITS, files: 1, fileSize: MAX_VERIFY_UPLOAD_BYTES },
    })) {
      if (part.type !== "file") continue;
      if (part.fieldname !== "pdf" || digest) {
        part.file.resume();
        continue;
      }
      const { head, whole } = await peek(part.file);
      if (head.length === 0) {
        part.file.resume();
        throw validationFailed({ pdf: [sealMessages.empty] });
      }
      if (detectFileKind(head) !== "pdf") {
        part.file.resume();
        throw validationFailed({ pdf: [sealMessages.notPdf] });
      }
      const hash = createHash("sha256");
      for await (const chunk of whole) hash.update(chunk as Buffer);
      if (part.file.truncated) throw tooLarge();
      digest = hash.digest("hex");
    }
  } catch (error) {
    if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") throw tooLarge();
    throw multipartFailure(error);
  }
  if (!digest) throw validationFailed({ pdf: [sealMessages.noFile] });
  return digest;
}
