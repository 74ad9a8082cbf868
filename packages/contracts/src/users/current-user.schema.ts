import { z } from "zod";
import { permissions, roles } from "../permissions";

export const notificationPreferences = [0, 1] as const;

export const menuItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  url: z.string(),
});
export type MenuItem = z.infer<typeof menuItemSchema>;

/** The signed-in person as the web app sees them on the current company's host. */
export const currentUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  firstName: z.string(),
  middleName: z.string().nullable(),
  lastName: z.string(),
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  signature: z.string().nullable(),
  notificationPreference: z.union([z.literal(0), z.literal(1)]),
  roles: z.array(z.enum(roles)),
  permissions: z.array(z.enum(permissions)),
  companyUserId: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  signDocumentsCount: z.number().int(),
  menuItems: z.array(menuItemSchema),
  onAdministrativeDomain: z.boolean(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;
