import type { Page } from "@playwright/test";
import { accounts, hostUrl } from "../support/accounts";
import { expect, test } from "../support/fixtures";
import {
  makeMp4,
  makeOversizedPng,
  makePdf,
  makePng,
  makeRenamedExe,
} from "../support/media-files";
import { storedToken } from "../support/session";
import { signInAs } from "../support/sign-in";

const tile = (page: Page, name: string) => page.getByRole("listitem").filter({ hasText: name });
const fileInput = (page: Page) => page.getByTestId("media-file-input");

async function openLibrary(page: Page, origin: string, email: string) {
  await signInAs(page, email, { origin });
  await page.goto(`${origin}/media`);
  await expect(page.getByRole("heading", { level: 1, name: "Mediabibliotheek" })).toBeVisible();
}

test.describe("the media library", () => {
  test.setTimeout(90_000);

  test("uploads a PNG, a PDF and a video, whose thumbnails and transcode arrive live", async ({
    page,
    hosts,
  }) => {
    await openLibrary(page, hosts.demo, accounts.trainer);
    // Marks this page load: a reload would lose it.
    await page.evaluate(() => ((window as unknown as { sameLoad: boolean }).sameLoad = true));

    await fileInput(page).setInputFiles([
      makePng("reachtruck-proef.png"),
      makePdf("ontruiming.pdf"),
    ]);
    for (const name of ["reachtruck-proef.png", "ontruiming.pdf"]) {
      await expect(tile(page, name).locator("img")).toBeVisible({ timeout: 20_000 });
      await expect(tile(page, name)).not.toContainText("Wordt verwerkt");
    }

    await fileInput(page).setInputFiles(makeMp4(3, "rondleiding.mp4"));
    await expect(tile(page, "rondleiding.mp4")).toContainText(/Bezig met uploaden|Wordt verwerkt/);
    // Without a picture yet, the upload or processing state sits beside the type icon, not on it.
    const layout = await tile(page, "rondleiding.mp4").evaluate((cell) => {
      const icon = cell.querySelector("svg")!.getBoundingClientRect();
      const state = cell.querySelector("svg")!.nextElementSibling!.getBoundingClientRect();
      return {
        picture: cell.querySelector("img") !== null,
        overlaps: icon.bottom > state.top && state.bottom > icon.top,
      };
    });
    expect(layout).toEqual({ picture: false, overlaps: false });
    await expect(tile(page, "rondleiding.mp4").locator("img")).toBeVisible({ timeout: 45_000 });
    await expect(tile(page, "rondleiding.mp4")).not.toContainText("Wordt verwerkt");
    expect(await page.evaluate(() => (window as unknown as { sameLoad?: boolean }).sameLoad)).toBe(
      true,
    );

    await tile(page, "rondleiding.mp4")
      .getByRole("button", { name: "rondleiding.mp4 bekijken" })
      .click();
    const video = page.getByRole("dialog").locator("video");
    await expect(video).toBeVisible();
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.duration))
      .toBeGreaterThan(2.5);
  });

  test("refuses a renamed program and an oversized image with Dutch messages", async ({
    page,
    hosts,
  }) => {
    await openLibrary(page, hosts.demo, accounts.groupLeader);

    await fileInput(page).setInputFiles(makeRenamedExe("vakantiefoto.png"));
    await expect(page.getByRole("alert")).toHaveText(
      "Uploaden van vakantiefoto.png is mislukt: Dit bestand is geen geldige afbeelding: de inhoud is geen JPG of PNG.",
    );
    await expect(tile(page, "vakantiefoto.png")).toHaveCount(0);

    // Several refused files: each is named with its own reason, in one alert.
    await fileInput(page).setInputFiles([
      makeRenamedExe("notitie.png"),
      makeRenamedExe("jaarverslag.pdf"),
      makeRenamedExe("programma.exe"),
    ]);
    const alert = page.getByRole("alert");
    await expect(alert.getByText("3 bestanden zijn niet geüpload:")).toBeVisible();
    await expect(alert.getByRole("listitem")).toHaveText([
      "programma.exe is niet toegestaan. Toegestane extensies: jpg, jpeg, png, mp4, mov, avi, qt, pdf.",
      "Uploaden van notitie.png is mislukt: Dit bestand is geen geldige afbeelding: de inhoud is geen JPG of PNG.",
      "Uploaden van jaarverslag.pdf is mislukt: Dit bestand is geen geldig pdf-document: de inhoud is geen pdf.",
    ]);

    await fileInput(page).setInputFiles(makeOversizedPng("poster-groot.png"));
    await expect(page.getByRole("alert")).toHaveText(
      "Uploaden van poster-groot.png is mislukt: Dit bestand is te groot. Een afbeelding mag hoogstens 20 MB zijn.",
      { timeout: 20_000 },
    );
    await expect(tile(page, "poster-groot.png")).toHaveCount(0);
  });

  test("deletes an own item after confirming, and another company cannot touch it", async ({
    page,
    hosts,
  }) => {
    await openLibrary(page, hosts.demo, accounts.groupLeader);
    await fileInput(page).setInputFiles(makePng("weg-ermee.png"));
    await expect(tile(page, "weg-ermee.png").locator("img")).toBeVisible({ timeout: 20_000 });
    const token = await storedToken(page);
    const list = await page.request.get(`${hosts.demo}/api/v1/media`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const id = ((await list.json()) as { data: { id: string; name: string }[] }).data.find(
      (item) => item.name === "weg-ermee.png",
    )?.id;
    expect(id).toBeTruthy();

    const stranger = await page.context().browser()!.newPage();
    await signInAs(stranger, accounts.zorgGroupLeader, { origin: hosts.zorg });
    const zorgToken = await storedToken(stranger);
    // From the browser: Node cannot resolve *.localhost, Chromium does.
    const foreign = await stranger.evaluate(
      async ({ mediaId, bearer }) =>
        (
          await fetch(`/api/v1/media/${mediaId}`, {
            method: "DELETE",
            headers: { authorization: `Bearer ${bearer}` },
          })
        ).status,
      { mediaId: id, bearer: zorgToken },
    );
    expect(foreign).toBe(404);
    await stranger.goto(`${hosts.zorg}/media`);
    await expect(tile(stranger, "weg-ermee.png")).toHaveCount(0);
    await stranger.close();

    await tile(page, "weg-ermee.png")
      .getByRole("button", { name: "weg-ermee.png verwijderen" })
      .click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Verwijderen" }).click();
    await expect(page.getByText("Bestand verwijderd")).toBeVisible();
    await expect(tile(page, "weg-ermee.png")).toHaveCount(0);
  });
});

test.describe("media of other companies", () => {
  test("a sub company sees its parent's files marked, and why it cannot delete them", async ({
    page,
    hosts,
  }) => {
    await openLibrary(page, hostUrl(hosts.demo, "noord"), "harm.wiersma@noord.demo.example");
    await expect(
      page.getByText("Bestanden met ‘Van de hoofdomgeving’ kun je gebruiken, maar alleen"),
    ).toBeVisible();
    const parentFile = tile(page, "Veilig werken met de heftruck.png");
    await expect(parentFile).toContainText("Van de hoofdomgeving");
    await expect(parentFile.getByRole("button", { name: /verwijderen/ })).toHaveCount(0);
  });

  test("the platform admin sees every company's files, named by company, and may delete them", async ({
    page,
    hosts,
  }) => {
    await openLibrary(page, hosts.admin, accounts.platformAdmin);
    await expect(page.getByText("Je ziet hier de bestanden van alle bedrijven.")).toBeVisible();
    const demoFile = tile(page, "Veilig werken met de heftruck.png").first();
    await expect(demoFile).toContainText("Demo Logistiek");
    await expect(
      demoFile.getByRole("button", { name: "Veilig werken met de heftruck.png verwijderen" }),
    ).toBeVisible();
    const zorgFiles = page.getByRole("listitem").filter({ hasText: "Zorggroep Horizon" });
    // The grid loads more as it scrolls: another company's files may lie further down.
    await expect
      .poll(async () => {
        await page.keyboard.press("End");
        return zorgFiles.count();
      })
      .toBeGreaterThan(0);
  });
});

test.describe("the media picker and the video player", () => {
  test.setTimeout(60_000);

  test("picks an image, then a video that plays to its end and reports it finished", async ({
    page,
    hosts,
  }) => {
    await signInAs(page, accounts.platformAdmin, { origin: hosts.demo });
    await page.goto(`${hosts.demo}/generic-components-overview#media`);
    const imageField = page.getByRole("group", { name: "Afbeelding" });
    await imageField.getByRole("button", { name: "Bestand kiezen" }).click();
    const dialog = page.getByRole("dialog", { name: "Kies een bestand" });
    await dialog.getByRole("button", { name: "Veilig werken met de heftruck.png kiezen" }).click();
    await expect(dialog).toBeHidden();
    await expect(imageField).toContainText("Veilig werken met de heftruck.png");
    await expect(imageField.getByRole("button", { name: "Bestand weghalen" })).toBeVisible();

    const videoField = page.getByRole("group", { name: "Video" });
    await videoField.getByRole("button", { name: "Bestand kiezen" }).click();
    await page
      .getByRole("dialog")
      .getByRole("button", { name: "Rondleiding magazijn.mp4 kiezen" })
      .click();
    await expect(videoField.getByRole("button", { name: "Ander bestand kiezen" })).toBeVisible();

    const player = page.locator("video");
    await expect(player).toBeVisible();
    await player.evaluate((element: HTMLVideoElement) => {
      element.muted = true;
      return element.play();
    });
    await expect(page.getByRole("status").filter({ hasText: "Video afgerond" })).toHaveText(
      "Video afgerond: 1 keer",
      { timeout: 20_000 },
    );
  });
});
