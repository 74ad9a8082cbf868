import { can, isPlatformAdmin, subAdminRoles, type Actor } from "@leerlijn/contracts/permissions";

/**
 * Where someone starts (spec section 6): the author tool for the platform admin and authors,
 * user management for sub-admins, their trainings for learners, otherwise not-found.
 */
export function landingPath(user: Actor): string {
  if (isPlatformAdmin(user) || can(user, "educator.author_tool.list")) return "/";
  if (user.roles.some((role) => (subAdminRoles as readonly string[]).includes(role)))
    return "/lms/users";
  if (can(user, "training.my_trainings.list")) return "/my-trainings";
  return "/not-found";
}
