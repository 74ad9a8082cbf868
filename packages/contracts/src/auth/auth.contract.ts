import { z } from "zod";
import { defineContract } from "../contract";
import { MAX_NAME_LENGTH } from "../fields";
import { envelope } from "../pagination";
import { currentUserSchema } from "../users/current-user.schema";

export const INVALID_CREDENTIALS_MESSAGE = "Dit e-mailadres en/of wachtwoord is onjuist";

export const loginBodySchema = z.object({
  email: z.string().trim().toLowerCase().min(1, "Vul je e-mailadres in.").max(MAX_NAME_LENGTH),
  password: z.string().min(1, "Vul je wachtwoord in.").max(1024),
});
export type LoginBody = z.input<typeof loginBodySchema>;

export const login = defineContract({
  method: "POST",
  path: "/login",
  summary: "Sign in with email and password on the current company's host",
  tag: "auth",
  public: true,
  body: loginBodySchema,
  response: envelope(currentUserSchema.extend({ accessToken: z.string() })),
});

export const logout = defineContract({
  method: "POST",
  path: "/logout",
  summary: "Revoke the access token of this request",
  tag: "auth",
});
