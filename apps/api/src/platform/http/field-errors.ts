import type { FieldErrors } from "@leerlijn/contracts/errors";
import type { z } from "zod";

const toSnakeCase = (segment: string) => segment.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** Field key of an issue: the snake_case dotted path (`firstName` → `first_name`, `items.0.name`). */
export function fieldKey(path: readonly PropertyKey[]): string {
  if (path.length === 0) return "_";
  return path.map((segment) => toSnakeCase(String(segment))).join(".");
}

/** Groups schema issues per field, keeping every message in order. */
export function fieldErrorsFromIssues(
  issues: readonly z.core.$ZodIssue[],
  prefix = "",
): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = prefix + fieldKey(issue.path);
    (errors[key] ??= []).push(issue.message);
  }
  return errors;
}
