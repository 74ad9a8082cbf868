import type { Permission, Role } from "@leerlijn/contracts/permissions";
import { studentRoles, subAdminRoles } from "@leerlijn/contracts/permissions";

export type NavKey =
  | "authorTool"
  | "courseLibrary"
  | "trainings"
  | "lms"
  | "onboarding"
  | "myTrainings"
  | "openLibrary"
  | "myDocuments"
  | "components";

/** What a route asks of the user, read by its loader guard, the navigation and the layout. */
export type RouteMeta = {
  path: string;
  /** Any one of these is enough; none listed means any signed-in user. */
  permissions?: readonly Permission[];
  /** These roles see the no-access overlay (with demo booking) instead of being refused. */
  overlayRoles?: readonly Role[];
  activeMenu?: NavKey;
  /** Desktop tool: below 1024 px or in portrait the screen-size dialog covers it. */
  notResponsive?: boolean;
  /** Only these roles get a menu item for it (spec: learner pages are in the learners' menu). */
  menuRoles?: readonly Role[];
  /** Without the permission, go to the user's landing page instead of refusing. */
  fallbackToLanding?: boolean;
};

export const routeMeta = {
  authorTool: {
    path: "/",
    permissions: ["educator.author_tool.list"],
    overlayRoles: subAdminRoles,
    activeMenu: "authorTool",
    notResponsive: true,
    fallbackToLanding: true,
  },
  courseLibrary: {
    path: "/course-library",
    permissions: ["educator.course_library.list"],
    activeMenu: "courseLibrary",
  },
  trainings: {
    path: "/trainings",
    permissions: ["educator.trainings.list"],
    activeMenu: "trainings",
  },
  cockpit: {
    path: "/lms/dashboard",
    permissions: ["lms.cockpits.list"],
    activeMenu: "lms",
    notResponsive: true,
  },
  lmsUsers: { path: "/lms/users", permissions: ["lms.users.list"], activeMenu: "lms" },
  lmsGroups: { path: "/lms/groups", permissions: ["lms.groups.list"], activeMenu: "lms" },
  onboarding: {
    path: "/onboarding",
    permissions: ["course_groups.list"],
    activeMenu: "onboarding",
  },
  myTrainings: {
    path: "/my-trainings",
    permissions: ["training.my_trainings.list"],
    activeMenu: "myTrainings",
    menuRoles: studentRoles,
  },
  openLibrary: {
    path: "/open-library",
    permissions: ["student.courses.public.list"],
    activeMenu: "openLibrary",
    menuRoles: studentRoles,
  },
  myDocuments: {
    path: "/documents",
    permissions: ["document.my_documents.list"],
    activeMenu: "myDocuments",
    menuRoles: studentRoles,
  },
  adminUsers: { path: "/admin/users", permissions: ["admin.users.list"] },
  createCompany: { path: "/companies/create", permissions: ["domain.companies.create"] },
  profile: { path: "/profile", permissions: ["profile.preferences"] },
  components: {
    path: "/generic-components-overview",
    permissions: ["generic.components.overview"],
    activeMenu: "components",
  },
} as const satisfies Record<string, RouteMeta>;

export type RouteName = keyof typeof routeMeta;
