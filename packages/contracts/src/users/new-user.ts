import { z } from "zod";
import { MAX_NAME_LENGTH, optionalNameField } from "../fields";
import { companyRoles } from "./grantable-roles";

export const FIRST_NAME_REQUIRED = "Vul een voornaam in.";
export const LAST_NAME_REQUIRED = "Vul een achternaam in.";
export const EMAIL_REQUIRED = "Vul een e-mailadres in.";
export const EMAIL_INVALID = "Vul een geldig e-mailadres in.";

const requiredName = (message: string) =>
  z.string({ error: message }).trim().min(1, message).max(MAX_NAME_LENGTH);

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
  firstName: requiredName(FIRST_NAME_REQUIRED),
  middleName: optionalNameField,
  lastName: requiredName(LAST_NAME_REQUIRED),
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
