import { z } from "zod";

export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 1024;
export const PASSWORDS_DIFFER_MESSAGE = "De wachtwoorden komen niet overeen.";

/** A new password, typed twice (reset, activation, change). */
export const newPasswordShape = {
  password: z
    .string({ error: "Kies een wachtwoord." })
    .min(MIN_PASSWORD_LENGTH, `Kies een wachtwoord van minimaal ${MIN_PASSWORD_LENGTH} tekens.`)
    .max(MAX_PASSWORD_LENGTH, `Je wachtwoord mag maximaal ${MAX_PASSWORD_LENGTH} tekens bevatten.`)
    .refine((value) => value.trim().length > 0, "Kies een wachtwoord met letters of cijfers."),
  passwordConfirmation: z.string({ error: "Herhaal je wachtwoord." }).max(MAX_PASSWORD_LENGTH),
};

/** Adds the check that both passwords are the same, reported on the confirmation field. */
export function withMatchingPasswords<
  T extends z.ZodType<{ password: string; passwordConfirmation: string }>,
>(schema: T) {
  return schema.refine((value) => value.password === value.passwordConfirmation, {
    message: PASSWORDS_DIFFER_MESSAGE,
    path: ["passwordConfirmation"],
  });
}
