import type { TrainingTemplate } from "@leerlijn/contracts/trainings/training-template.schema";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderRoutesWithSession, testUser } from "../../../test/render-with-session";
import { serveApi } from "../../../test/serve-api";
import { TrainingCreatePage } from "./training-wizard.route";

const KEY = `leerlijn.trainingDraft.${testUser([]).id}.create`;

const template: TrainingTemplate = {
  id: "tpl-1",
  name: "Heftruck basis",
  updatedAt: "2026-02-10T09:00:00.000Z",
  image: null,
  content: {
    description: "<p>Rijden en laden</p>",
    location: {
      establishmentName: "Loods 4",
      street: "Havenweg",
      number: "3",
      numberSuffix: null,
      postalCode: "3542 AD",
      city: "Utrecht",
      province: null,
      placeId: null,
      lat: null,
      lng: null,
    },
    imageMediaId: null,
    capacity: 12,
    instructorIds: [],
    registrarId: null,
    registrarManagerIds: [],
    settings: {
      inviteParticipants: true,
      daysBeforeInvite: 7,
      attendanceList: true,
      generateCertificates: false,
    },
    slots: [{ timeFrom: "08:30", timeTo: "16:00" }],
  },
};

const renderCreate = (path = "/trainings/create/1") =>
  renderRoutesWithSession(
    [
      { path: "/trainings/create/:stepNumber", element: <TrainingCreatePage /> },
      { path: "/trainings", element: <h1>Trainingen</h1> },
    ],
    { roles: ["admin-group-leader"], path },
  );

const nameField = () => screen.getByRole("textbox", { name: /Naam van de training/ });

afterEach(() => {
  sessionStorage.clear();
});

describe("planning a training", () => {
  it("keeps the draft over a reload, and starts afresh when the planner discards it", async () => {
    serveApi({});
    const first = renderCreate();
    await userEvent.type(nameField(), "BHV herhaling");
    await userEvent.type(screen.getByRole("textbox", { name: /^Plaats/ }), "Utrecht");
    first.unmount();

    // A reload: the page is built again in the same tab.
    renderCreate();
    expect(nameField()).toHaveValue("BHV herhaling");
    expect(screen.getByRole("textbox", { name: /^Plaats/ })).toHaveValue("Utrecht");
    expect(screen.getByText(/Je niet-opgeslagen invoer is teruggezet/)).toBeVisible();

    await userEvent.click(screen.getByRole("button", { name: "Opnieuw beginnen" }));
    expect(nameField()).toHaveValue("");
    expect(screen.queryByText(/Je niet-opgeslagen invoer is teruggezet/)).toBeNull();
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });

  it("keeps each person's draft apart and ignores one it cannot read", () => {
    serveApi({});
    sessionStorage.setItem(
      "leerlijn.trainingDraft.someone-else.create",
      JSON.stringify({ version: 1, reached: 1, draft: { name: "Van een ander" } }),
    );
    sessionStorage.setItem(KEY, "{not json");
    renderCreate();
    expect(nameField()).toHaveValue("");
    expect(screen.queryByText(/Je niet-opgeslagen invoer is teruggezet/)).toBeNull();
  });

  it("starts from the template named in the address, then drops it from the address", async () => {
    const asked = serveApi({
      "/training-templates/tpl-1": () => Response.json({ data: template }),
    });
    const { router } = renderCreate("/trainings/create/1?template=tpl-1");
    await vi.waitFor(() => expect(nameField()).toHaveValue("Heftruck basis"));
    expect(screen.getByRole("textbox", { name: /^Straat/ })).toHaveValue("Havenweg");
    expect(router.state.location.search).toBe("");
    expect(asked.filter((url) => url.pathname.endsWith("/tpl-1"))).toHaveLength(1);
    // What the template filled in is unsaved work: it is kept for a reload.
    await vi.waitFor(() =>
      expect(JSON.parse(sessionStorage.getItem(KEY) ?? "{}").draft?.name).toBe("Heftruck basis"),
    );
  });

  it("says so when the template cannot be loaded, and still offers an empty start", async () => {
    serveApi({});
    renderCreate("/trainings/create/1?template=gone");
    expect(await screen.findByRole("alert")).toHaveTextContent("Niet gevonden");
    expect(nameField()).toHaveValue("");
  });
});
