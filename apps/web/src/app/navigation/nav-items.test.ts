import { permissionsForRoles, type Role } from "@leerlijn/contracts/permissions";
import type { Company } from "@leerlijn/contracts/companies/company.schema";
import { describe, expect, it } from "vitest";
import { landingPath } from "../landing-path";
import { activeNavKey, navLabelKey, primaryNavItems, userMenuItems } from "./nav-items";

const userWith = (
  roles: Role[],
  extra: { signDocumentsCount?: number; onAdministrativeDomain?: boolean } = {},
) => ({
  roles,
  permissions: permissionsForRoles(roles),
  signDocumentsCount: extra.signDocumentsCount ?? 0,
  onAdministrativeDomain: extra.onAdministrativeDomain ?? false,
});

const company: Company = {
  id: "c",
  name: "Demo",
  type: "company",
  domainCode: "demo",
  parentDomainCode: null,
  primaryColor: "#1d4ed8",
  hasDarkPrimaryColor: true,
  logo: { light: null, dark: null },
  hasSubCompanies: false,
  canAddSubCompanies: true,
  openLibraryName: "openLibrary",
};

const keys = (roles: Role[]) => primaryNavItems(userWith(roles)).map((item) => item.key);

describe("primary navigation", () => {
  it("shows authors the author tool, the library, trainings and lms; group leaders onboarding", () => {
    const educator = ["authorTool", "courseLibrary", "trainings", "lms"];
    expect(keys(["admin-group-leader"])).toEqual([...educator, "onboarding"]);
    expect(keys(["admin-trainer"])).toEqual(educator);
  });

  it("shows sub-admins the author tool (as an overlay), trainings and lms; sub group leaders onboarding", () => {
    expect(keys(["sub-admin-group-leader"])).toEqual([
      "authorTool",
      "trainings",
      "lms",
      "onboarding",
    ]);
    expect(keys(["sub-admin-trainer"])).toEqual(["authorTool", "trainings", "lms"]);
  });

  it("shows learners their trainings, the open library and their documents", () => {
    expect(keys(["company-student"])).toEqual(["myTrainings", "openLibrary", "myDocuments"]);
    expect(keys(["training-student"])).toEqual(["myTrainings", "openLibrary", "myDocuments"]);
  });

  it("puts the count of documents to sign on 'my documents' as a badge, none at zero", () => {
    const documents = (count: number) =>
      primaryNavItems(userWith(["company-student"], { signDocumentsCount: count })).find(
        (item) => item.key === "myDocuments",
      );
    expect(documents(3)?.badge).toBe(3);
    expect(documents(0)?.badge).toBeUndefined();
  });

  it("shows the platform admin the educator sections and the components page, not the learner pages", () => {
    expect(keys(["admin-leerlijn"])).toEqual([
      "authorTool",
      "courseLibrary",
      "trainings",
      "lms",
      "onboarding",
      "components",
    ]);
  });

  it("points 'Leerbeheer' at the people list while the cockpit is not built", () => {
    const lms = primaryNavItems(userWith(["admin-group-leader"])).find(
      (item) => item.key === "lms",
    );
    expect(lms?.to).toBe("/lms/users");
  });

  it("marks the author tool as desktop only", () => {
    expect(
      primaryNavItems(userWith(["admin-trainer"])).find((item) => item.key === "authorTool")
        ?.desktopOnly,
    ).toBe(true);
  });

  it("finds the active item by path prefix, the route's own choice first", () => {
    const items = primaryNavItems(userWith(["admin-group-leader"]));
    expect(activeNavKey(items, "/lms/users/123")).toBe("lms");
    expect(activeNavKey(items, "/")).toBe("authorTool");
    expect(activeNavKey(items, "/profile")).toBeUndefined();
    expect(activeNavKey(items, "/anything", "trainings")).toBe("trainings");
  });
});

describe("user menu", () => {
  it("offers sub company creation only when the company allows it", () => {
    const user = userWith(["admin-group-leader"]);
    expect(userMenuItems(user, company).map((item) => item.key)).toContain("createCompany");
    expect(
      userMenuItems(user, { ...company, canAddSubCompanies: false }).map((item) => item.key),
    ).not.toContain("createCompany");
  });

  it("sends the platform admin on the administrative domain to the admin user list", () => {
    const items = userMenuItems(
      userWith(["admin-leerlijn"], { onAdministrativeDomain: true }),
      company,
    );
    expect(items.find((item) => item.key === "userManagement")?.to).toBe("/admin/users");
  });
});

describe("landing page", () => {
  it.each([
    [["admin-leerlijn"], "/"],
    [["admin-group-leader"], "/"],
    [["admin-trainer"], "/"],
    [["sub-admin-group-leader"], "/lms/users"],
    [["sub-admin-trainer"], "/lms/users"],
    [["company-student"], "/my-trainings"],
    [["training-student"], "/my-trainings"],
    [[], "/not-found"],
  ] as [Role[], string][])("sends %j to %s", (roles, path) => {
    expect(landingPath(userWith(roles), false)).toBe(path);
  });

  it.each([
    [["admin-leerlijn"], "/lms/users"],
    [["admin-group-leader"], "/lms/users"],
    [["admin-trainer"], "/lms/users"],
    [["sub-admin-group-leader"], "/lms/users"],
    [["company-student"], "/my-trainings"],
  ] as [Role[], string][])(
    "on a small screen sends %j to %s, not to a desktop tool",
    (roles, path) => {
      expect(landingPath(userWith(roles), true)).toBe(path);
    },
  );
});

describe("the open library's name", () => {
  it("is 'Kennissessies' for the one configured company, in the menu too", () => {
    const meetings = { openLibraryName: "knowledgeMeetings" } as const;
    expect(navLabelKey("openLibrary", meetings)).toBe("navigation.items.knowledgeMeetings");
    expect(navLabelKey("openLibrary", company)).toBe("navigation.items.openLibrary");
    expect(navLabelKey("myTrainings", meetings)).toBe("navigation.items.myTrainings");
  });
});
