import { nlValidationMessages } from "@leerlijn/contracts/validation-messages";
import type { FastifySchemaCompiler } from "fastify";
import type { z } from "zod";

/** Carries the raw zod issues to the error handler, which turns them into 4xx answers. */
export class SchemaValidationError extends Error {
  readonly issues: readonly z.core.$ZodIssue[];
  constructor(issues: readonly z.core.$ZodIssue[]) {
    super("Request validation failed");
    this.issues = issues;
  }
}

/**
 * Issues for every string (value or key) holding U+0000. PostgreSQL cannot store or even
 * compare it, so it is refused here for every route rather than failing as a 500 in a query.
 * Walks with an explicit stack: request bodies may nest thousands of levels deep.
 */
export function nulCharacterIssues(data: unknown): z.core.$ZodIssue[] {
  const issues: z.core.$ZodIssue[] = [];
  const stack: { value: unknown; path: PropertyKey[] }[] = [{ value: data, path: [] }];
  while (stack.length > 0) {
    const { value, path } = stack.pop()!;
    if (typeof value === "string") {
      if (value.includes("\u0000"))
        issues.push({ code: "custom", path, message: nlValidationMessages.invalidCharacter });
    } else if (value !== null && typeof value === "object") {
      for (const [key, item] of Object.entries(value)) {
        const itemPath = [...path, Array.isArray(value) ? Number(key) : key];
        if (key.includes("\u0000"))
          issues.push({
            code: "custom",
            path: itemPath,
            message: nlValidationMessages.invalidCharacter,
          });
        stack.push({ value: item, path: itemPath });
      }
    }
  }
  return issues;
}

export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const nulIssues = nulCharacterIssues(data);
    const result = schema.safeParse(data);
    if (result.success && nulIssues.length === 0) return { value: result.data };
    return {
      error: new SchemaValidationError([...nulIssues, ...(result.error?.issues ?? [])]),
    };
  };
