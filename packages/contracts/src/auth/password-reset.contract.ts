import { z } from "zod";
import { defineContract } from "../contract";
import { MAX_NAME_LENGTH } from "../fields";
import { envelope } from "../pagination";
import { signedInSchema } from "./auth.contract";
import { newPasswordShape, withMatchingPasswords } from "./password";

export const RESET_LINK_EXPIRED_MESSAGE =
  "Deze link om je wachtwoord opnieuw in te stellen is verlopen of al gebruikt. Vraag een nieuwe link aan.";
export const RESET_LINK_TTL_MINUTES = 60;

export const passwordEmailBodySchema = z.strictObject({
  email: z
    .string({ error: "Vul je e-mailadres in." })
    .trim()
    .toLowerCase()
    .min(1, "Vul je e-mailadres in.")
    .max(MAX_NAME_LENGTH)
    .pipe(z.email("Vul een geldig e-mailadres in.")),
});
export type PasswordEmailBody = z.input<typeof passwordEmailBodySchema>;

export const requestPasswordReset = defineContract({
  method: "POST",
  path: "/password/email",
  summary:
    "Mails a link to choose a new password; answers the same whether or not the email is known",
  tag: "auth",
  public: true,
  body: passwordEmailBodySchema,
});

const tokenField = z.string().min(1).max(200);

export const getUserByResetToken = defineContract({
  method: "GET",
  path: "/password/user-by-token",
  summary: "Whose password a reset link is for; 404 when the link is expired or used",
  tag: "auth",
  public: true,
  query: z.object({ token: tokenField }),
  response: envelope(z.object({ email: z.string(), firstName: z.string() })),
});

export const resetPasswordBodySchema = withMatchingPasswords(
  z.strictObject({ token: tokenField, ...newPasswordShape }),
);
export type ResetPasswordBody = z.input<typeof resetPasswordBodySchema>;

export const resetPassword = defineContract({
  method: "POST",
  path: "/password/reset",
  summary: "Sets a new password with a reset link's token and signs the person in",
  tag: "auth",
  public: true,
  body: resetPasswordBodySchema,
  response: envelope(signedInSchema),
});
