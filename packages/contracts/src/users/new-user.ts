import { z } from "zod";
import { MAX_NAME_LENGTH, optionalNameField } from "../fields";
import { companyRoles } from "./grantable-roles";

export const FIRST_NAME_REQUIRED = "Vul een voornaam in.";
export const LAST_NAME_REQUIRED = "Vul een achternaam in.";
export const FIRST_NAME_TOO_LONG = `De voornaam mag maximaal ${MAX_NAME_LENGTH} tekens bevatten.`;
export const LAST_NAME_TOO_LONG = `De achternaam mag maximaal ${MAX_NAME_LENGTH} tekens bevatten.`;
export const EMAIL_REQUIRED = "Vul een e-mailadres in.";
export const EMAIL_INVALID = "Vul een geldig e-mailadres in.";

// The schema's own message covers every issue without one, so the length check names its own.
const requiredName = (required: string, tooLong: string) =>
  z.string({ error: required }).trim().min(1, required).max(MAX_NAME_LENGTH, tooLong);

/** Empty means no email: the person gets no account (see `emailRequired`). */
export const optionalEmailField = z
  .string()
  .trim()
  .toLowerCase()
  .max(MAX_NAME_LENGTH)
  .refine((value) => value === "" || z.email().safeParse(value).success, EMAIL_INVALID)
  .nullish()
  .transform((value) => (value ? value : null));

/** The new-user form of spec §3 and §5: first and last name required, each field ≤ 255. */
export const newUserShape = {
  firstName: requiredName(FIRST_NAME_REQUIRED, FIRST_NAME_TOO_LONG),
  middleName: optionalNameField,
  lastName: requiredName(LAST_NAME_REQUIRED, LAST_NAME_TOO_LONG),
  email: optionalEmailField,
  /** The current company or one of its sub companies; absent means the current company. */
  companyId: z.uuid().nullish(),
};

export const newUserBodySchema = z
  .strictObject({
    ...newUserShape,
    /** Set when the form needs an account (an email), e.g. for someone who must sign in. */
    emailRequired: z.boolean().default(false),
    /** Absent: the learner role of the company's type. */
    role: z.enum(companyRoles).optional(),
  })
  .refine((value) => !value.emailRequired || value.email !== null, {
    message: EMAIL_REQUIRED,
    path: ["email"],
  });
export type NewUserBody = z.input<typeof newUserBodySchema>;
