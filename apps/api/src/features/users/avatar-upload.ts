import { MAX_AVATAR_BYTES } from "@leerlijn/contracts/users/avatar.contract";
import type { FastifyRequest } from "fastify";
import { AppError, validationFailed } from "../../platform/http/app-error";
import { MULTIPART_LIMITS, multipartFailure } from "../../platform/http/multipart";
import { tooLargeMessage } from "../../platform/images/uploaded-image";

export const AVATAR_MISSING_MESSAGE = "Kies een foto (JPG of PNG).";

/**
 * The one `avatar` file of a multipart request, held in memory (it is a small picture). Too big
 * is a 413 as soon as the limit is passed, so a huge upload is never read to its end.
 */
export async function readAvatarUpload(request: FastifyRequest): Promise<Buffer> {
  let picture: Buffer | null = null;
  try {
    for await (const part of request.parts({
      limits: { ...MULTIPART_LIMITS, files: 3, fileSize: MAX_AVATAR_BYTES },
    })) {
      if (part.type !== "file") continue;
      if (part.fieldname !== "avatar" || picture) {
        part.file.resume();
        continue;
      }
      const chunks: Buffer[] = [];
      for await (const chunk of part.file) chunks.push(chunk as Buffer);
      if (part.file.truncated) throw tooLarge();
      picture = Buffer.concat(chunks);
    }
  } catch (error) {
    if (multipartFailure(error).code === "PAYLOAD_TOO_LARGE") throw tooLarge();
    throw multipartFailure(error);
  }
  if (!picture || picture.length === 0)
    throw validationFailed({ avatar: [AVATAR_MISSING_MESSAGE] });
  return picture;
}

const tooLarge = () => new AppError("PAYLOAD_TOO_LARGE", tooLargeMessage(MAX_AVATAR_BYTES));
