import { z } from "zod";
import { defineContract } from "../contract";
import { loginEndpoint, logoutEndpoint, logoutEverywhereEndpoint } from "../first-visit-endpoints";
import { MAX_NAME_LENGTH } from "../fields";
import { envelope } from "../pagination";
import { currentUserSchema } from "../users/current-user.schema";

export const INVALID_CREDENTIALS_MESSAGE = "Dit e-mailadres en/of wachtwoord is onjuist";

export const loginBodySchema = z.object({
  email: z.string().trim().toLowerCase().min(1, "Vul je e-mailadres in.").max(MAX_NAME_LENGTH),
  password: z.string().min(1, "Vul je wachtwoord in.").max(1024),
});
export type LoginBody = z.input<typeof loginBodySchema>;

/** A fresh session: the signed-in user and the bearer token for the next calls. */
export const signedInSchema = currentUserSchema.extend({ accessToken: z.string() });
export type SignedIn = z.infer<typeof signedInSchema>;

export const LOGIN_LINK_EXPIRED_MESSAGE =
  "Deze inloglink is verlopen of al gebruikt. Log in met je e-mailadres en wachtwoord.";

export const loginQuerySchema = z.object({
  /** A single-use sign-in link's token (`/ls/click?token=…`); then no body is needed. */
  token: z.string().max(200).optional(),
});

export const login = defineContract({
  ...loginEndpoint,
  summary: "Sign in with email and password, or with the token of a sign-in link",
  tag: "auth",
  public: true,
  query: loginQuerySchema,
  // Optional because a sign-in link needs none; without a token the credentials are required.
  body: loginBodySchema.nullish(),
  response: envelope(signedInSchema),
});

export const logout = defineContract({
  ...logoutEndpoint,
  summary: "Revoke the access token of this request",
  tag: "auth",
});

export const logoutEverywhere = defineContract({
  ...logoutEverywhereEndpoint,
  summary: "Revoke every access token of the signed-in person, on every device and company",
  tag: "auth",
});
