import { accounts, companies } from "../support/accounts";
import { expectBrandedShell } from "../support/branding";
import { expect, test, type Hosts } from "../support/fixtures";
import { expectPath, expectPrimaryNavItems, primaryNav } from "../support/navigation";
import { signInAs } from "../support/sign-in";

// The cockpit is not built yet, so no menu leads there. Onboarding is for the platform admin,
// group leaders and sub group leaders (spec section 6).
const authorItems = ["Auteurstool", "Cursusbibliotheek", "Trainingen", "Leerbeheer"];
// The demo learners have documents to sign: the item carries the red badge with their count.
const studentItems = ["Mijn trainingen", "Open bibliotheek", /^Mijn documenten/];

type RoleCase = {
  role: string;
  email: string;
  host: keyof Hosts;
  company: string;
  landing: string;
  nav: (string | RegExp)[];
};

const roleCases: RoleCase[] = [
  {
    role: "the platform admin",
    email: accounts.platformAdmin,
    host: "admin",
    company: companies.admin,
    landing: "/",
    nav: [...authorItems, "Onboarding", "Componenten"],
  },
  {
    role: "a group leader",
    email: accounts.groupLeader,
    host: "demo",
    company: companies.demo,
    landing: "/",
    nav: [...authorItems, "Onboarding"],
  },
  {
    role: "a trainer",
    email: accounts.trainer,
    host: "demo",
    company: companies.demo,
    landing: "/",
    nav: authorItems,
  },
  {
    role: "a sub group leader",
    email: accounts.subGroupLeader,
    host: "demo",
    company: companies.demo,
    landing: "/lms/users",
    nav: ["Auteurstool", "Trainingen", "Leerbeheer", "Onboarding"],
  },
  {
    role: "a sub trainer",
    email: accounts.subTrainer,
    host: "demo",
    company: companies.demo,
    landing: "/lms/users",
    nav: ["Auteurstool", "Trainingen", "Leerbeheer"],
  },
  {
    role: "a company student",
    email: accounts.companyStudent,
    host: "demo",
    company: companies.demo,
    landing: "/my-trainings",
    nav: studentItems,
  },
  {
    role: "a training student",
    email: accounts.trainingStudent,
    host: "demo",
    company: companies.demo,
    landing: "/my-trainings",
    nav: studentItems,
  },
  {
    role: "a group leader of the second company",
    email: accounts.zorgGroupLeader,
    host: "zorg",
    company: companies.zorg,
    landing: "/",
    nav: [...authorItems, "Onboarding"],
  },
  {
    role: "a student of the second company",
    email: accounts.zorgStudent,
    host: "zorg",
    company: companies.zorg,
    landing: "/my-trainings",
    // This company is the one that calls its open library 'Kennissessies'.
    nav: ["Mijn trainingen", "Kennissessies", "Mijn documenten"],
  },
];

test.describe("signing in per role", () => {
  for (const account of roleCases) {
    test(`${account.role} lands on ${account.landing} with their own menu, branded for ${account.company}`, async ({
      page,
      hosts,
    }) => {
      await signInAs(page, account.email, { origin: hosts[account.host] });

      await expectPath(page, account.landing);
      expect(new URL(page.url()).origin).toBe(hosts[account.host]);
      await expectPrimaryNavItems(page, account.nav);
      await expectBrandedShell(page, account.company);
    });
  }

  test("a sub-admin opening the author tool sees that it is not in their package", async ({
    page,
  }) => {
    await signInAs(page, accounts.subGroupLeader);
    await expectPath(page, "/lms/users");

    await primaryNav(page).getByRole("link", { name: "Auteurstool" }).click();

    await expectPath(page, "/");
    await expect(
      page.getByRole("heading", { name: "Dit onderdeel zit niet in je pakket" }),
    ).toBeVisible();
    await expect(page.getByText(`wat het voor ${companies.demo} kan doen`)).toBeVisible();
    // The overlay is modal, so the menu behind it is hidden from the accessibility tree.
    await expect(page.locator('nav[aria-label="Hoofdmenu"] a[aria-current="page"]')).toHaveText(
      "Auteurstool",
    );
  });
});
