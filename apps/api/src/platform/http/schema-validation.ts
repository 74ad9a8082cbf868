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

/** A place in the data as a link to its parent, so walking costs no path copy per child. */
type Place = { key: PropertyKey; parent: Place } | null;

function pathOf(place: Place): PropertyKey[] {
  const path: PropertyKey[] = [];
  for (let at = place; at !== null; at = at.parent) path.push(at.key);
  return path.reverse();
}

/**
 * Issues for every string (value or key) holding U+0000. PostgreSQL cannot store or even
 * compare it, so it is refused here for every route rather than failing as a 500 in a query.
 * Linear in the size of the data: a path is spelled out only for a string that fails.
 */
export function nulCharacterIssues(data: unknown): z.core.$ZodIssue[] {
  const issues: z.core.$ZodIssue[] = [];
  const failed = (place: Place) =>
    issues.push({
      code: "custom",
      path: pathOf(place),
      message: nlValidationMessages.invalidCharacter,
    });
  const stack: { value: unknown; place: Place }[] = [{ value: data, place: null }];
  while (stack.length > 0) {
    const { value, place } = stack.pop()!;
    if (typeof value === "string") {
      if (value.includes("\u0000")) failed(place);
    } else if (value !== null && typeof value === "object") {
      const isArray = Array.isArray(value);
      for (const [key, item] of Object.entries(value)) {
        const itemPlace = { key: isArray ? Number(key) : key, parent: place };
        if (key.includes("\u0000")) failed(itemPlace);
        stack.push({ value: item, place: itemPlace });
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
