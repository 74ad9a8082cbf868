import { z } from "zod";
import { nlValidationMessages } from "./validation-messages";

/** Shared field shapes, so "a name" or "an email" is validated the same everywhere. */
export const MAX_NAME_LENGTH = 255;

export const idSchema = z.uuid();
export const idParams = z.object({ id: idSchema });

export const nameField = z.string().trim().min(1).max(MAX_NAME_LENGTH);
export const optionalNameField = z
  .string()
  .trim()
  .max(MAX_NAME_LENGTH)
  .nullish()
  .transform((value) => (value ? value : null));
export const emailField = z.string().trim().toLowerCase().max(MAX_NAME_LENGTH).pipe(z.email());

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/**
 * True for a yyyy-MM-dd date that really exists (no 2026-02-31) and that PostgreSQL can store
 * (it has no year 0000).
 */
export function isCalendarDate(value: string): boolean {
  if (!DATE_PATTERN.test(value) || value < "0001-01-01") return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** A calendar date as yyyy-MM-dd that really exists. */
export const isoDateField = z
  .string()
  .regex(DATE_PATTERN, { message: nlValidationMessages.date, abort: true })
  .refine(isCalendarDate, nlValidationMessages.date);

export const colorField = z.string().regex(/^#[0-9a-fA-F]{6}$/);
