import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError, validationFailed } from "./app-error";

/** Per request: enough for a batch of files with a few fields; file sizes are the feature's call. */
export const MULTIPART_LIMITS = { files: 20, fields: 50, fieldSize: 64 * 1024, parts: 70 };

/**
 * Multipart bodies are streamed, never parsed ahead: a contract marked `multipart` reads its
 * parts itself (files go straight to storage), and for every other contract `multipartFields`
 * turns the text fields into the body, so a form posted as FormData (the `_method` override
 * included) is validated like JSON.
 */
export async function installMultipart(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    limits: { ...MULTIPART_LIMITS, fileSize: Number.MAX_SAFE_INTEGER },
    throwFileSizeLimit: true,
  });
}

/** Errors of a broken multipart body (bad boundary, cut off) are the client's, never a 500. */
export function multipartFailure(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const status = (error as { statusCode?: number }).statusCode;
  if (status === 413)
    return new AppError("PAYLOAD_TOO_LARGE", "Het formulier bevat te veel of te grote onderdelen.");
  return new AppError(
    "BAD_REQUEST",
    "Het formulier kon niet worden gelezen. Probeer het opnieuw.",
    {
      detail: error instanceof Error ? error.message : String(error),
    },
  );
}

/** The text fields of a multipart body as a flat object; a file part is refused on its field. */
export async function multipartFields(request: FastifyRequest): Promise<Record<string, string>> {
  const fields: Record<string, string> = Object.create(null) as Record<string, string>;
  const files: string[] = [];
  try {
    for await (const part of request.parts({ limits: { ...MULTIPART_LIMITS, fileSize: 0 } })) {
      if (part.type === "file") {
        files.push(part.fieldname);
        part.file.resume();
      } else {
        fields[part.fieldname] = typeof part.value === "string" ? part.value : String(part.value);
      }
    }
  } catch (error) {
    throw multipartFailure(error);
  }
  if (files.length > 0)
    throw validationFailed(
      Object.fromEntries(files.map((name) => [name, ["Hier kun je geen bestand meesturen."]])),
    );
  return { ...fields };
}
