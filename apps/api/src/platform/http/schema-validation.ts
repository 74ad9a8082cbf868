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

export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data);
    return result.success
      ? { value: result.data }
      : { error: new SchemaValidationError(result.error.issues) };
  };
