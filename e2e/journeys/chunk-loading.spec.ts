import { accounts } from "../support/accounts";
import { expect, test } from "../support/fixtures";
import { primaryNav } from "../support/navigation";
import { signInAs } from "../support/sign-in";

test("a page whose code does not arrive says so in Dutch and loads after a reload", async ({
  page,
}) => {
  await signInAs(page, accounts.groupLeader);
  // The trainings pages' code is fetched when they are first opened; here the connection drops.
  const trainingsCode = "**/assets/trainings-list.route-*.js";
  await page.route(trainingsCode, (route) => route.abort("internetdisconnected"));
  await primaryNav(page).getByRole("link", { name: "Trainingen" }).click();

  await expect(
    page.getByRole("heading", { level: 1, name: "Deze pagina laadt niet" }),
  ).toBeVisible();
  await expect(page.getByText("Controleer je verbinding")).toBeVisible();

  await page.unroute(trainingsCode);
  await page.getByRole("button", { name: "Opnieuw laden" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Trainingen" })).toBeVisible();
});
