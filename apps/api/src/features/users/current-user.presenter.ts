import type { CurrentUser, MenuItem } from "@leerlijn/contracts/users/current-user.schema";
import type { Actor } from "../../platform/auth/actor";
import type { Storage } from "../../platform/storage/storage";
import type { CompanyDirectory } from "../companies/company-directory";
import { avatarUrlOf } from "./avatar";
import type { UserRow } from "./users.table";

export function fullName(user: Pick<UserRow, "firstName" | "middleName" | "lastName">): string {
  return [user.firstName, user.middleName, user.lastName].filter(Boolean).join(" ");
}

export function presentCurrentUser(
  user: UserRow,
  actor: Actor,
  context: {
    menuItems: MenuItem[];
    onAdministrativeDomain: boolean;
    signDocumentsCount: number;
    avatarUrl: string | null;
  },
): CurrentUser {
  return {
    id: user.id,
    name: fullName(user),
    firstName: user.firstName,
    middleName: user.middleName,
    lastName: user.lastName,
    email: user.email,
    phoneNumber: user.phoneNumber,
    dateOfBirth: user.dateOfBirth,
    signature: user.signature,
    notificationPreference: user.notificationPreference === 1 ? 1 : 0,
    roles: actor.roles,
    permissions: actor.permissions,
    companyUserId: actor.companyUserId,
    avatarUrl: context.avatarUrl,
    signDocumentsCount: context.signDocumentsCount,
    menuItems: context.menuItems,
    onAdministrativeDomain: context.onAdministrativeDomain,
  };
}

/** The current user as seen on the actor's company, with that company's menu items. */
export async function describeCurrentUser(
  user: UserRow,
  actor: Actor,
  companies: CompanyDirectory,
  storage: Storage,
  documentsToSign: (companyUserId: string | null) => Promise<number>,
): Promise<CurrentUser> {
  const [profile, signDocumentsCount, avatarUrl] = await Promise.all([
    companies.profile(actor.companyId),
    documentsToSign(actor.companyUserId),
    avatarUrlOf(storage, user.avatarUrl),
  ]);
  return presentCurrentUser(user, actor, {
    menuItems: profile?.menuItems ?? [],
    onAdministrativeDomain: profile?.company.type === "administrator",
    signDocumentsCount,
    avatarUrl,
  });
}
