import { z } from "zod";
import { defineContract } from "../contract";
import { currentUserEndpoint } from "../first-visit-endpoints";
import { isCalendarDate, nameField, optionalNameField } from "../fields";
import { envelope } from "../pagination";
import { nlValidationMessages } from "../validation-messages";
import { currentUserSchema } from "./current-user.schema";

export const getCurrentUser = defineContract({
  ...currentUserEndpoint,
  summary: "The signed-in user with roles, permissions and menu items on this host",
  tag: "users",
  response: envelope(currentUserSchema),
});

export const profileBodySchema = z.strictObject({
  firstName: nameField,
  middleName: optionalNameField,
  lastName: nameField,
  phoneNumber: z
    .string()
    .trim()
    .max(32)
    .regex(/^[+0-9 ()-]*$/, "Vul een geldig telefoonnummer in.")
    .nullish()
    .transform((value) => (value ? value : null)),
  // Empty text (a cleared date input, or any form post) means no date, as for the other fields.
  dateOfBirth: z
    .string()
    .trim()
    .refine((value) => value === "" || isCalendarDate(value), {
      message: nlValidationMessages.date,
      abort: true,
    })
    .refine((value) => value <= new Date().toISOString().slice(0, 10), {
      message: "Een geboortedatum kan niet in de toekomst liggen.",
    })
    .nullish()
    .transform((value) => (value ? value : null)),
  // A form post (POST with _method=PATCH) sends every value as text.
  notificationPreference: z.union([
    z.literal(0),
    z.literal(1),
    z.enum(["0", "1"]).transform((value) => (value === "1" ? 1 : 0)),
  ]),
});
export type ProfileBody = z.input<typeof profileBodySchema>;

export const updateProfile = defineContract({
  method: "PATCH",
  path: "/users/me",
  summary: "Update the signed-in user's own name, phone, date of birth and preferences",
  tag: "users",
  permission: "profile.preferences",
  body: profileBodySchema,
  response: envelope(currentUserSchema),
});
