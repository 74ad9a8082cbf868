import type { Company } from "@leerlijn/contracts/companies/company.schema";
import { can, type Actor, type Role } from "@leerlijn/contracts/permissions";
import { routeMeta, type NavKey, type RouteMeta } from "../route-meta";

export type NavItem = {
  key: NavKey;
  to: string;
  /** Only usable on a large screen; the mobile menu says so. */
  desktopOnly: boolean;
  badge?: number;
  /** Paths that also make this item active. */
  activePrefixes: string[];
};

/** The catalogue key of an item's label: one configured company calls the open library 'Kennissessies'. */
export function navLabelKey(key: NavKey, company: Pick<Company, "openLibraryName">) {
  return key === "openLibrary" && company.openLibraryName === "knowledgeMeetings"
    ? ("navigation.items.knowledgeMeetings" as const)
    : (`navigation.items.${key}` as const);
}

export function canOpen(user: Actor, meta: RouteMeta): boolean {
  return !meta.permissions || can(user, meta.permissions);
}

/**
 * In the menu when the route exists, the user may open it (or would see its no-access overlay
 * there), and the route's menu is for one of their roles.
 */
export function canSee(user: Actor, meta: RouteMeta): boolean {
  if (meta.planned) return false;
  const overlayRoles: readonly Role[] = meta.overlayRoles ?? [];
  const menuRoles: readonly Role[] | undefined = meta.menuRoles;
  if (menuRoles && !user.roles.some((role) => menuRoles.includes(role))) return false;
  return canOpen(user, meta) || user.roles.some((role) => overlayRoles.includes(role));
}

export function primaryNavItems(user: Actor & { signDocumentsCount: number }): NavItem[] {
  const lmsTarget = canSee(user, routeMeta.cockpit) ? routeMeta.cockpit : routeMeta.lmsUsers;
  const candidates: {
    key: NavKey;
    meta: RouteMeta;
    visible: boolean;
    activePrefixes?: string[];
  }[] = [
    {
      key: "authorTool",
      meta: routeMeta.authorTool,
      visible: canSee(user, routeMeta.authorTool),
      activePrefixes: ["/courses"],
    },
    {
      key: "courseLibrary",
      meta: routeMeta.courseLibrary,
      visible: canSee(user, routeMeta.courseLibrary),
    },
    { key: "trainings", meta: routeMeta.trainings, visible: canSee(user, routeMeta.trainings) },
    {
      key: "lms",
      meta: lmsTarget,
      visible: [
        routeMeta.cockpit,
        routeMeta.lmsUsers,
        routeMeta.lmsGroups,
        routeMeta.lmsDocuments,
      ].some((meta) => canSee(user, meta)),
      activePrefixes: ["/lms"],
    },
    { key: "onboarding", meta: routeMeta.onboarding, visible: canSee(user, routeMeta.onboarding) },
    {
      key: "myTrainings",
      meta: routeMeta.myTrainings,
      visible: canSee(user, routeMeta.myTrainings),
      activePrefixes: ["/enrollments"],
    },
    {
      key: "openLibrary",
      meta: routeMeta.openLibrary,
      visible: canSee(user, routeMeta.openLibrary),
    },
    {
      key: "myDocuments",
      meta: routeMeta.myDocuments,
      visible: canSee(user, routeMeta.myDocuments),
    },
    { key: "components", meta: routeMeta.components, visible: canSee(user, routeMeta.components) },
  ];
  return candidates
    .filter((candidate) => candidate.visible)
    .map(({ key, meta, activePrefixes }) => ({
      key,
      to: meta.path,
      desktopOnly: meta.notResponsive === true && key === "authorTool",
      activePrefixes: [meta.path, ...(activePrefixes ?? [])].filter((prefix) => prefix !== "/"),
      ...(key === "myDocuments" && user.signDocumentsCount > 0
        ? { badge: user.signDocumentsCount }
        : {}),
    }));
}

export type UserMenuItem = { key: "profile" | "userManagement" | "createCompany"; to: string };

export function userMenuItems(
  user: Actor & { onAdministrativeDomain: boolean },
  company: Company,
): UserMenuItem[] {
  const items: UserMenuItem[] = [];
  if (canOpen(user, routeMeta.profile)) items.push({ key: "profile", to: routeMeta.profile.path });
  if (user.onAdministrativeDomain && canOpen(user, routeMeta.adminUsers)) {
    items.push({ key: "userManagement", to: routeMeta.adminUsers.path });
  } else if (canOpen(user, routeMeta.lmsUsers)) {
    items.push({ key: "userManagement", to: routeMeta.lmsUsers.path });
  }
  if (company.canAddSubCompanies && canOpen(user, routeMeta.createCompany)) {
    items.push({ key: "createCompany", to: routeMeta.createCompany.path });
  }
  return items;
}

/** The item the current path belongs to: the route's own `activeMenu`, else the longest prefix. */
export function activeNavKey(
  items: NavItem[],
  pathname: string,
  routeActive?: NavKey,
): NavKey | undefined {
  if (routeActive) return routeActive;
  let best: { key: NavKey; length: number } | undefined;
  for (const item of items) {
    for (const prefix of item.activePrefixes) {
      if (
        (pathname === prefix || pathname.startsWith(`${prefix}/`)) &&
        prefix.length > (best?.length ?? 0)
      ) {
        best = { key: item.key, length: prefix.length };
      }
    }
  }
  return (
    best?.key ??
    (pathname === "/" ? items.find((item) => item.key === "authorTool")?.key : undefined)
  );
}
