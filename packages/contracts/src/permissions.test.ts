import { describe, expect, it } from "vitest";
import {
  type Actor,
  can,
  isPlatformAdmin,
  isRole,
  type Permission,
  permissions,
  permissionsForRoles,
  PLATFORM_ADMIN_ROLE,
  type Role,
  rolePermissions,
  roles,
  studentRoles,
  subAdminRoles,
} from "./permissions";

const actorWith = (assigned: Role[]): Actor => ({
  roles: assigned,
  permissions: permissionsForRoles(assigned),
});

describe("can", () => {
  it("allows an actor who holds the one required permission", () => {
    expect(can(actorWith(["company-student"]), "training.my_trainings.list")).toBe(true);
  });

  it("refuses an actor who lacks the required permission", () => {
    expect(can(actorWith(["company-student"]), "lms.users.list")).toBe(false);
  });

  it("allows an actor who holds any one permission of an any-of list", () => {
    const actor = actorWith(["company-student"]);
    expect(can(actor, ["lms.users.list", "student.courses.public.list"])).toBe(true);
  });

  it("refuses an actor who holds none of an any-of list, and everyone on an empty list", () => {
    expect(can(actorWith(["company-student"]), ["lms.users.list", "media.delete"])).toBe(false);
    expect(can(actorWith(["admin-group-leader"]), [])).toBe(false);
  });

  it("looks only at the actor's permissions, not at what their roles would grant", () => {
    expect(can({ roles: ["admin-group-leader"], permissions: [] }, "lms.users.list")).toBe(false);
  });

  it("lets the platform admin through every permission even with an empty permission list", () => {
    const admin: Actor = { roles: [PLATFORM_ADMIN_ROLE], permissions: [] };
    expect(isPlatformAdmin(admin)).toBe(true);
    for (const permission of permissions) expect(can(admin, permission)).toBe(true);
    expect(can(admin, [])).toBe(true);
  });

  it("does not treat other admin roles as platform admin", () => {
    for (const role of roles.filter((r) => r !== PLATFORM_ADMIN_ROLE)) {
      expect(isPlatformAdmin({ roles: [role] })).toBe(false);
      expect(can(actorWith([role]), "generic.components.overview")).toBe(false);
    }
  });
});

describe("permissionsForRoles", () => {
  it("gives nothing for no roles", () => {
    expect(permissionsForRoles([])).toEqual([]);
  });

  it("gives the platform admin every permission", () => {
    expect(permissionsForRoles([PLATFORM_ADMIN_ROLE])).toEqual([...permissions]);
  });

  it("joins several roles without duplicates, in the order of the permission list", () => {
    const joined = permissionsForRoles(["sub-admin-trainer", "company-student"]);
    expect(new Set(joined).size).toBe(joined.length);
    expect(joined).toEqual(permissions.filter((permission) => joined.includes(permission)));
    expect(joined).toEqual(
      expect.arrayContaining([
        ...rolePermissions["sub-admin-trainer"],
        "student.courses.public.list",
      ]),
    );
  });

  it("grants exactly the permissions of the role table", () => {
    for (const role of roles) {
      expect(new Set(permissionsForRoles([role]))).toEqual(new Set(rolePermissions[role]));
    }
  });
});

describe("the role table", () => {
  it("has an entry for every role and for nothing else", () => {
    expect(Object.keys(rolePermissions).sort()).toEqual([...roles].sort());
  });

  it("maps every role only to known permissions, each at most once", () => {
    const known = new Set<string>(permissions);
    for (const role of roles) {
      const granted: readonly string[] = rolePermissions[role];
      expect(granted.filter((permission) => !known.has(permission))).toEqual([]);
      expect(new Set(granted).size).toBe(granted.length);
    }
  });

  it("lists every permission once", () => {
    expect(new Set(permissions).size).toBe(permissions.length);
  });

  it("gives trainings to group leaders, trainers and sub-admins, but not to students", () => {
    const withTrainings = (role: Role) => can(actorWith([role]), "educator.trainings.list");
    for (const role of ["admin-group-leader", "admin-trainer", ...subAdminRoles] as const)
      expect(withTrainings(role)).toBe(true);
    for (const role of studentRoles) expect(withTrainings(role)).toBe(false);
  });

  it("gives onboarding to group leaders and sub group leaders only", () => {
    const withOnboarding = roles.filter((role) => can(actorWith([role]), "course_groups.list"));
    expect(withOnboarding.sort()).toEqual(
      [PLATFORM_ADMIN_ROLE, "admin-group-leader", "sub-admin-group-leader"].sort(),
    );
  });

  it("gives students their trainings, the open library and their documents, and no management", () => {
    const learnerPermissions: Permission[] = [
      "training.my_trainings.list",
      "student.courses.public.list",
      "document.my_documents.list",
    ];
    for (const role of studentRoles) {
      const granted = permissionsForRoles([role]);
      expect(granted).toEqual(expect.arrayContaining(learnerPermissions));
      expect(granted.filter((p) => /^(lms|educator|admin|domain|media)\./.test(p))).toEqual([]);
    }
  });

  it("keeps the author tool away from sub-admins, who land on the users list instead", () => {
    for (const role of subAdminRoles) {
      expect(can(actorWith([role]), "educator.author_tool.list")).toBe(false);
      expect(can(actorWith([role]), "lms.users.list")).toBe(true);
    }
  });

  it("lets every role edit its own profile preferences", () => {
    for (const role of roles) expect(can(actorWith([role]), "profile.preferences")).toBe(true);
  });
});

describe("isRole", () => {
  it("recognises the known roles and nothing else", () => {
    for (const role of roles) expect(isRole(role)).toBe(true);
    for (const value of ["", "admin", "ADMIN-LEERLIJN", "admin-leerlijn ", "__proto__"])
      expect(isRole(value)).toBe(false);
  });
});
