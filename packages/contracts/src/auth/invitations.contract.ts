import { z } from "zod";
import { defineContract } from "../contract";
import { idParams } from "../fields";
import { envelope } from "../pagination";
import { signedInSchema } from "./auth.contract";
import { newPasswordShape, withMatchingPasswords } from "./password";

export const INVALID_INVITATION_MESSAGE =
  "Deze uitnodiging is ongeldig of verlopen. Vraag je beheerder om een nieuwe uitnodiging.";

const secretField = z.string().min(1).max(200);

export const getInvitation = defineContract({
  method: "GET",
  path: "/invitations/:id",
  summary: "Who an invitation is for; 404 when it is invalid, used or expired",
  tag: "auth",
  public: true,
  params: idParams,
  query: z.object({ token: secretField }),
  response: envelope(
    z.object({
      email: z.string(),
      firstName: z.string(),
      companyName: z.string(),
      /** The person already has an account: they accept by signing in with their password. */
      existingAccount: z.boolean(),
    }),
  ),
});

export const acceptInvitationBodySchema = withMatchingPasswords(
  z.strictObject({ token: secretField, ...newPasswordShape }),
);
export type AcceptInvitationBody = z.input<typeof acceptInvitationBodySchema>;

export const acceptInvitation = defineContract({
  method: "POST",
  path: "/invitations/:id/accept",
  summary: "Activates the account with a chosen password and signs the person in",
  tag: "auth",
  public: true,
  params: idParams,
  body: acceptInvitationBodySchema,
  response: envelope(signedInSchema),
});

export const joinInvitationBodySchema = z.strictObject({
  token: secretField,
  password: z.string().min(1, "Vul je wachtwoord in.").max(200),
});
export type JoinInvitationBody = z.input<typeof joinInvitationBodySchema>;

export const joinInvitation = defineContract({
  method: "POST",
  path: "/invitations/:id/join",
  summary:
    "Accepts an invitation for an existing account with its own password and signs the person in",
  tag: "auth",
  public: true,
  params: idParams,
  body: joinInvitationBodySchema,
  response: envelope(signedInSchema),
});
