import { z } from "zod";
import { defineContract } from "../contract";
import { MAX_PASSWORD_LENGTH, newPasswordShape, withMatchingPasswords } from "./password";

export const WRONG_CURRENT_PASSWORD_MESSAGE = "Je huidige wachtwoord is onjuist.";

export const changePasswordBodySchema = withMatchingPasswords(
  z.strictObject({
    currentPassword: z
      .string({ error: "Vul je huidige wachtwoord in." })
      .min(1, "Vul je huidige wachtwoord in.")
      .max(MAX_PASSWORD_LENGTH, WRONG_CURRENT_PASSWORD_MESSAGE),
    ...newPasswordShape,
  }),
);
export type ChangePasswordBody = z.input<typeof changePasswordBodySchema>;

export const changePassword = defineContract({
  method: "PUT",
  path: "/users/me/password",
  summary:
    "Change the signed-in user's password after checking the current one; ends their other sessions",
  tag: "users",
  permission: "profile.preferences",
  body: changePasswordBodySchema,
});
