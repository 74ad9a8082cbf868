import { can, isPlatformAdmin, subAdminRoles, type Actor } from "@leerlijn/contracts/permissions";
import { isScreenTooSmall } from "../ui/screen-size-dialog/screen-size";
import { canOpen } from "./navigation/nav-items";
import { routeMeta } from "./route-meta";

/**
 * Where someone starts (spec section 6): the author tool for the platform admin and authors,
 * user management for sub-admins, their trainings for learners, otherwise not-found. The author
 * tool is a desktop tool: on a small screen an author starts on the first page of theirs that
 * works there, so nobody signs in to the screen-size dialog.
 */
export function landingPath(user: Actor, smallScreen = isScreenTooSmall()): string {
  if (isPlatformAdmin(user) || can(user, "educator.author_tool.list")) {
    return smallScreen ? (phoneLandingPath(user) ?? "/") : "/";
  }
  if (user.roles.some((role) => (subAdminRoles as readonly string[]).includes(role)))
    return "/lms/users";
  if (can(user, "training.my_trainings.list")) return "/my-trainings";
  return "/not-found";
}

/** The first of an author's pages that works on a phone, if any. */
export function phoneLandingPath(user: Actor): string | undefined {
  return [routeMeta.lmsUsers, routeMeta.courseLibrary, routeMeta.myTrainings].find((meta) =>
    canOpen(user, meta),
  )?.path;
}
