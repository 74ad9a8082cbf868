/**
 * The one vocabulary of roles and permissions. The server guards every route with it and the
 * web app derives navigation from it, so a permission never exists in one place only.
 */
export const PRODUCT_KEY = "leerlijn";
export const PLATFORM_ADMIN_ROLE = `admin-${PRODUCT_KEY}` as const;

export const roles = [
  PLATFORM_ADMIN_ROLE,
  "admin-group-leader",
  "admin-trainer",
  "sub-admin-group-leader",
  "sub-admin-trainer",
  "company-student",
  "training-student",
] as const;
export type Role = (typeof roles)[number];

export const subAdminRoles = [
  "sub-admin-group-leader",
  "sub-admin-trainer",
] as const satisfies readonly Role[];
export const studentRoles = [
  "company-student",
  "training-student",
] as const satisfies readonly Role[];

export const permissions = [
  "educator.author_tool.list",
  "educator.author_tool.show",
  "educator.author_tool.create",
  "educator.author_tool.edit",
  "educator.author_tool.delete",
  "educator.author_tool.publish",
  "educator.author_tool.review",
  "educator.course_library.list",
  "educator.course_library.show",
  "educator.trainings.list",
  "educator.trainings.show",
  "educator.trainings.create",
  "educator.trainings.edit",
  "educator.trainings.delete",
  "educator.trainings.attendance",
  "educator.trainings.all",
  "lms.cockpits.list",
  "lms.cockpits.edit",
  "lms.users.list",
  "lms.users.show",
  "lms.users.create",
  "lms.users.edit",
  "lms.users.delete",
  "lms.users.import",
  "lms.users.export",
  "lms.groups.list",
  "lms.groups.show",
  "lms.groups.create",
  "lms.groups.edit",
  "lms.groups.delete",
  "lms.enrollments.list",
  "lms.enrollments.create",
  "lms.enrollments.delete",
  "lms.documents.list",
  "lms.documents.create",
  "lms.documents.edit",
  "lms.documents.delete",
  "course_groups.list",
  "course_groups.show",
  "course_groups.create",
  "course_groups.edit",
  "course_groups.delete",
  "admin.users.list",
  "admin.users.show",
  "admin.users.create",
  "admin.users.edit",
  "admin.users.delete",
  "domain.companies.list",
  "domain.companies.create",
  "media.list",
  "media.create",
  "media.delete",
  "profile.preferences",
  "training.my_trainings.list",
  "training.my_trainings.show",
  "training.my_trainings.walk_through",
  "student.courses.public.list",
  "student.courses.public.show",
  "student.courses.public.enroll",
  "document.my_documents.list",
  "document.my_documents.sign",
  "generic.components.overview",
] as const;
export type Permission = (typeof permissions)[number];

const authorTool = [
  "educator.author_tool.list",
  "educator.author_tool.show",
  "educator.author_tool.create",
  "educator.author_tool.edit",
  "educator.author_tool.delete",
  "educator.author_tool.publish",
] as const satisfies readonly Permission[];
const courseLibrary = [
  "educator.course_library.list",
  "educator.course_library.show",
] as const satisfies readonly Permission[];
const trainings = [
  "educator.trainings.list",
  "educator.trainings.show",
  "educator.trainings.create",
  "educator.trainings.edit",
  "educator.trainings.delete",
  "educator.trainings.attendance",
] as const satisfies readonly Permission[];
const userManagement = [
  "lms.users.list",
  "lms.users.show",
  "lms.users.create",
  "lms.users.edit",
  "lms.users.delete",
  "lms.users.import",
  "lms.users.export",
  "lms.groups.list",
  "lms.groups.show",
  "lms.groups.create",
  "lms.groups.edit",
  "lms.groups.delete",
  "lms.enrollments.list",
  "lms.enrollments.create",
  "lms.enrollments.delete",
  "lms.documents.list",
  "lms.documents.create",
  "lms.documents.edit",
  "lms.documents.delete",
] as const satisfies readonly Permission[];
const participantManagement = [
  "lms.users.list",
  "lms.users.show",
  "lms.users.create",
  "lms.users.edit",
  "lms.groups.list",
  "lms.groups.show",
] as const satisfies readonly Permission[];
const cockpit = ["lms.cockpits.list", "lms.cockpits.edit"] as const satisfies readonly Permission[];
const onboarding = [
  "course_groups.list",
  "course_groups.show",
  "course_groups.create",
  "course_groups.edit",
  "course_groups.delete",
] as const satisfies readonly Permission[];
const media = [
  "media.list",
  "media.create",
  "media.delete",
] as const satisfies readonly Permission[];
const learner = [
  "training.my_trainings.list",
  "training.my_trainings.show",
  "training.my_trainings.walk_through",
  "student.courses.public.list",
  "student.courses.public.show",
  "student.courses.public.enroll",
  "document.my_documents.list",
  "document.my_documents.sign",
] as const satisfies readonly Permission[];

export const rolePermissions = {
  [PLATFORM_ADMIN_ROLE]: [...permissions],
  "admin-group-leader": [
    ...authorTool,
    ...courseLibrary,
    ...trainings,
    "educator.trainings.all",
    ...userManagement,
    ...cockpit,
    ...onboarding,
    ...media,
    "domain.companies.list",
    "domain.companies.create",
    "profile.preferences",
  ],
  "admin-trainer": [
    ...authorTool,
    ...courseLibrary,
    ...trainings,
    ...participantManagement,
    ...media,
    "profile.preferences",
  ],
  "sub-admin-group-leader": [
    ...trainings,
    "educator.trainings.all",
    ...userManagement,
    ...cockpit,
    ...onboarding,
    ...media,
    "profile.preferences",
  ],
  "sub-admin-trainer": [...trainings, ...participantManagement, ...media, "profile.preferences"],
  "company-student": [...learner, "profile.preferences"],
  "training-student": [...learner, "profile.preferences"],
} as const satisfies Record<Role, readonly Permission[]>;

export type Actor = {
  roles: readonly Role[];
  permissions: readonly Permission[];
};

export function isPlatformAdmin(actor: Pick<Actor, "roles">): boolean {
  return actor.roles.includes(PLATFORM_ADMIN_ROLE);
}

export function permissionsForRoles(assigned: readonly Role[]): Permission[] {
  const granted = new Set<Permission>();
  for (const role of assigned)
    for (const permission of rolePermissions[role]) granted.add(permission);
  return permissions.filter((permission) => granted.has(permission));
}

/** True when the actor holds the permission, or any one of a list; the platform admin holds all. */
export function can(actor: Actor, required: Permission | readonly Permission[]): boolean {
  if (isPlatformAdmin(actor)) return true;
  const anyOf: readonly Permission[] = typeof required === "string" ? [required] : required;
  return anyOf.some((permission) => actor.permissions.includes(permission));
}

export function isRole(value: string): value is Role {
  return (roles as readonly string[]).includes(value);
}
