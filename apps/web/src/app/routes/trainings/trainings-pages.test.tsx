import type { TrainingAttendance } from "@leerlijn/contracts/trainings/attendance.schema";
import type { Training, TrainingSummary } from "@leerlijn/contracts/trainings/training.schema";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { renderWithSession } from "../../../test/render-with-session";
import { serveApi } from "../../../test/serve-api";
import { TrainingDetailPage } from "./training-detail.route";
import { TrainingsListPage } from "./trainings-list.route";

const person = (id: string, name: string) => ({ id, name });
const page = <T,>(data: T[]) => ({
  data,
  meta: {
    from: data.length ? 1 : null,
    to: data.length || null,
    total: data.length,
    perPage: 15,
    currentPage: 1,
    lastPage: 1,
  },
  links: { next: null },
});

const summary = (over: Partial<TrainingSummary>): TrainingSummary => ({
  id: "t-1",
  name: "BHV herhaling",
  locationLine: "Zaal De Linde, Oudegracht 12a, 3511 AB Utrecht",
  nextDate: "2026-03-03",
  nextTimeFrom: "09:00",
  nextTimeTo: "12:30",
  firstDate: "2026-03-03",
  lastDate: "2026-03-10",
  dateCount: 2,
  instructors: [person("cu-trainer", "Tineke Trainer")],
  participantCount: 12,
  waitingCount: 0,
  ...over,
});

/** Answers the app's calls by path, as the API would, and keeps what was asked. */

describe("the trainings list", () => {
  it("shows upcoming trainings with their next date and place, and past ones apart", async () => {
    serveApi({
      "/trainings": () =>
        Response.json(
          page([
            summary({}),
            summary({
              id: "t-2",
              name: "Heftruck basis",
              nextDate: null,
              nextTimeFrom: null,
              nextTimeTo: null,
              firstDate: "2025-01-14",
              lastDate: "2025-01-14",
              dateCount: 1,
            }),
          ]),
        ),
      "/users": () => Response.json(page([])),
    });
    renderWithSession(<TrainingsListPage />, { roles: ["admin-group-leader"], path: "/trainings" });

    const upcoming = await screen.findByRole("region", { name: "Komende trainingen" });
    expect(within(upcoming).getByRole("link", { name: "BHV herhaling" })).toHaveAttribute(
      "href",
      "/trainings/t-1",
    );
    expect(upcoming).toHaveTextContent("dinsdag 3 maart 2026, 09:00–12:30");
    expect(upcoming).toHaveTextContent("en nog 1 datum");
    expect(upcoming).toHaveTextContent("Zaal De Linde, Oudegracht 12a, 3511 AB Utrecht");
    expect(upcoming).toHaveTextContent("Tineke Trainer");
    expect(upcoming).not.toHaveTextContent("Heftruck basis");

    const past = screen.getByRole("region", { name: "Afgelopen trainingen" });
    expect(past).toHaveTextContent("Heftruck basis");
    expect(past).toHaveTextContent("Laatste datum: dinsdag 14 januari 2025");
    expect(screen.getByText("2 trainingen")).toBeInTheDocument();
  });

  it("sends the search and the chosen trainer to the API", async () => {
    const asked = serveApi({
      "/trainings": () => Response.json(page([summary({})])),
      "/users": (url) =>
        Response.json(
          page(
            url.searchParams.get("filter[role]") === "admin-trainer"
              ? [{ ...person("cu-trainer", "Tineke Trainer") }]
              : [],
          ),
        ),
    });
    renderWithSession(<TrainingsListPage />, { roles: ["admin-group-leader"], path: "/trainings" });

    const trainer = await screen.findByRole("combobox", { name: "Trainer" });
    await screen.findByRole("option", { name: "Tineke Trainer" });
    await userEvent.selectOptions(trainer, "cu-trainer");
    await userEvent.type(screen.getByRole("searchbox", { name: "Zoek een training" }), "bhv");
    await vi.waitFor(() =>
      expect(
        asked.some(
          (url) =>
            url.pathname.endsWith("/trainings") &&
            url.searchParams.get("filter[instructorId]") === "cu-trainer" &&
            url.searchParams.get("filter[queryString]") === "bhv",
        ),
      ).toBe(true),
    );
  });

  it("says how to plan a training when there are none, with the way to the wizard", async () => {
    serveApi({ "/trainings": () => Response.json(page([])) });
    renderWithSession(<TrainingsListPage />, { roles: ["admin-trainer"], path: "/trainings" });

    expect(await screen.findByRole("heading", { name: "Nog geen trainingen" })).toBeVisible();
    expect(screen.getByText(/Plan je eerste training/)).toBeVisible();
    const plan = screen.getAllByRole("link", { name: "Training plannen" });
    expect(plan.map((link) => link.getAttribute("href"))).toEqual([
      "/trainings/create/1",
      "/trainings/create/1",
    ]);
    // A trainer sees only the trainings they give: no trainer filter, no call for people.
    expect(screen.queryByRole("combobox", { name: "Trainer" })).not.toBeInTheDocument();
  });

  it("counts those with a place, and shows the waiting list apart", async () => {
    serveApi({
      "/trainings": () =>
        Response.json(
          page([summary({ participantCount: 20, waitingCount: 3 }), summary({ id: "t-2" })]),
        ),
      "/users": () => Response.json(page([])),
      "/training-templates": () => Response.json({ data: [] }),
    });
    renderWithSession(<TrainingsListPage />, { roles: ["admin-group-leader"], path: "/trainings" });
    const upcoming = await screen.findByRole("region", { name: "Komende trainingen" });
    const rows = within(upcoming).getAllByRole("row").slice(1);
    expect(rows[0]).toHaveTextContent("20+ 3 op de wachtlijst");
    expect(rows[1]).toHaveTextContent("12");
    expect(rows[1]).not.toHaveTextContent("wachtlijst");
  });

  it("lists the company's templates, starts a training from one and deletes one after asking", async () => {
    let templates = [
      { id: "tpl-1", name: "BHV herhaling", updatedAt: "2026-02-10T09:00:00.000Z" },
      { id: "tpl-2", name: "Heftruck basis", updatedAt: "2026-01-05T09:00:00.000Z" },
    ];
    const deleted: string[] = [];
    serveApi({
      "/trainings": () => Response.json(page([summary({})])),
      "/users": () => Response.json(page([])),
      "/training-templates": () => Response.json({ data: templates }),
      "/training-templates/tpl-2": (_url, method) => {
        if (method !== "DELETE") return Response.json({ message: "?" }, { status: 405 });
        deleted.push("tpl-2");
        templates = templates.filter((template) => template.id !== "tpl-2");
        return new Response(null, { status: 204 });
      },
    });
    renderWithSession(<TrainingsListPage />, { roles: ["admin-group-leader"], path: "/trainings" });

    const section = await screen.findByRole("region", { name: "Sjablonen" });
    const list = await within(section).findByRole("list", { name: "Sjablonen" });
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining("BHV herhaling"),
      expect.stringContaining("Heftruck basis"),
    ]);
    expect(
      within(section).getByRole("link", { name: "Training plannen vanuit sjabloon BHV herhaling" }),
    ).toHaveAttribute("href", "/trainings/create/1?template=tpl-1");

    await userEvent.click(
      within(section).getByRole("button", { name: "Sjabloon Heftruck basis verwijderen" }),
    );
    const dialog = await screen.findByRole("alertdialog", {
      name: "Sjabloon Heftruck basis verwijderen?",
    });
    await userEvent.click(within(dialog).getByRole("button", { name: "Verwijderen" }));
    await vi.waitFor(() => expect(deleted).toEqual(["tpl-2"]));
    await vi.waitFor(() => expect(within(section).queryByText("Heftruck basis")).toBeNull());
    expect(within(section).getByText("BHV herhaling")).toBeVisible();
  });

  it("says how templates come about when there are none, and hides them from non-planners", async () => {
    serveApi({
      "/trainings": () => Response.json(page([summary({})])),
      "/users": () => Response.json(page([])),
      "/training-templates": () => Response.json({ data: [] }),
    });
    const { unmount } = renderWithSession(<TrainingsListPage />, {
      roles: ["admin-group-leader"],
      path: "/trainings",
    });
    const section = await screen.findByRole("region", { name: "Sjablonen" });
    expect(
      await within(section).findByText(/Er zijn nog geen sjablonen. Sla een training op/),
    ).toBeVisible();
    unmount();

    const asked = serveApi({ "/trainings": () => Response.json(page([summary({})])) });
    renderWithSession(<TrainingsListPage />, { roles: ["training-student"], path: "/trainings" });
    await screen.findByRole("region", { name: "Komende trainingen" });
    expect(screen.queryByRole("region", { name: "Sjablonen" })).toBeNull();
    expect(asked.some((url) => url.pathname.endsWith("/training-templates"))).toBe(false);
  });

  it("says when the list cannot be read", async () => {
    serveApi({
      "/trainings": () => Response.json({ message: "Er ging iets mis" }, { status: 500 }),
      "/training-templates": () => Response.json({ data: [] }),
    });
    renderWithSession(<TrainingsListPage />, { roles: ["admin-trainer"], path: "/trainings" });
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "De trainingen konden niet worden geladen",
    );
  });
});

const training: Training = {
  id: "t-1",
  name: "BHV herhaling",
  description: "",
  capacity: null,
  location: {
    establishmentName: "Zaal De Linde",
    street: "Oudegracht",
    number: "12",
    numberSuffix: "a",
    postalCode: "3511 AB",
    city: "Utrecht",
    province: null,
    placeId: null,
    lat: null,
    lng: null,
  },
  locationLine: "Zaal De Linde, Oudegracht 12a, 3511 AB Utrecht",
  imageMediaId: null,
  image: null,
  registrarId: "cu-reg",
  registrar: person("cu-reg", "Rob Registrator"),
  registrarManagerIds: [],
  registrarManagers: [],
  instructors: [person("cu-trainer", "Tineke Trainer")],
  dates: [
    { id: "d-1", date: "2026-03-03", timeFrom: "09:00", timeTo: "12:30", hasAttendances: true },
    {
      id: "d-2",
      date: "2026-07-07",
      timeFrom: "13:00",
      timeTo: "17:00",
      hasAttendances: false,
    },
  ],
  participants: [
    {
      ...person("cu-1", "Anna de Boer"),
      trainingUserId: "tu-1",
      email: "anna@demo.example",
      addedViaGroupId: null,
      addedViaGroupName: null,
      waiting: false,
      waitingListPosition: null,
      certificateStatus: "valid",
    },
    {
      ...person("cu-2", "Bart Jansen"),
      trainingUserId: "tu-2",
      email: null,
      addedViaGroupId: "g-1",
      addedViaGroupName: "Magazijn",
      waiting: false,
      waitingListPosition: null,
      certificateStatus: "notOwned",
    },
  ],
  placesLeft: null,
  waitingCount: 0,
  settings: {
    inviteParticipants: true,
    daysBeforeInvite: 7,
    attendanceList: true,
    generateCertificates: true,
    certificateExpiryDate: "2028-03-03",
    certificateReminderDate: null,
    templateId: null,
    recertifiesTemplateId: null,
  },
  recertifiesTemplateName: null,
  attendancesCompleted: false,
  hasTrainingAttendances: true,
  hasNotifiedParticipants: false,
  createdAt: "2026-01-01T10:00:00.000Z",
  updatedAt: "2026-01-01T10:00:00.000Z",
};

const attendance: TrainingAttendance = {
  trainingId: "t-1",
  attendancesCompleted: false,
  dates: [
    { ...training.dates[0]!, attendanceState: "final" as const },
    { ...training.dates[1]!, attendanceState: "none" as const },
  ].map(({ id, date, timeFrom, timeTo, attendanceState }) => ({
    id,
    date,
    timeFrom,
    timeTo,
    attendanceState,
  })),
  participants: [
    ["tu-1", "cu-1", "Anna de Boer", "present"],
    ["tu-2", "cu-2", "Bart Jansen", "partiallyPresent"],
  ].map(([trainingUserId, companyUserId, name, first]) => ({
    trainingUserId: trainingUserId!,
    companyUserId: companyUserId!,
    name: name!,
    presences: { "d-1": first as "present", "d-2": "assigned" },
    passed: null,
    certificateTypeKey: null,
    workUnderSupervision: false,
  })),
};

describe("a training's page", () => {
  const renderTraining = () =>
    renderWithSession(
      <Routes>
        <Route path="/trainings/:trainingId" element={<TrainingDetailPage />} />
      </Routes>,
      { roles: ["admin-group-leader"], path: "/trainings/t-1" },
    );

  it("shows the dates in Dutch, the place with a map link, the trainers and the participants", async () => {
    serveApi({
      "/trainings/t-1": () => Response.json({ data: training }),
      "/trainings/t-1/attendance": () => Response.json({ data: attendance }),
    });
    renderTraining();

    expect(await screen.findByRole("heading", { level: 1, name: "BHV herhaling" })).toBeVisible();
    const dates = screen.getByRole("region", { name: "Datums" });
    // Winter and summer time alike: the day and times are Amsterdam's own.
    const [march, july] = within(dates).getAllByRole("listitem");
    expect(march).toHaveTextContent("dinsdag 3 maart 2026, 09:00–12:30");
    expect(july).toHaveTextContent("dinsdag 7 juli 2026, 13:00–17:00");
    // Each date leads to its attendance list and says how far it is.
    expect(await within(march!).findByText("Definitief")).toBeVisible();
    expect(within(july!).getByText("Niet ingevuld")).toBeVisible();
    expect(
      within(march!).getByRole("link", { name: "Presentielijst dinsdag 3 maart 2026" }),
    ).toHaveAttribute("href", "/trainings/t-1/attendance/d-1");

    const presence = screen.getByRole("table", { name: "Presentie per datum" });
    expect(
      within(presence)
        .getAllByRole("row")
        .map((row) => row.textContent),
    ).toEqual([
      "Deelnemerdinsdag 3 maart 2026dinsdag 7 juli 2026",
      "Anna de BoerAanwezigNog niet ingevuld",
      "Bart JansenGedeeltelijkNog niet ingevuld",
    ]);
    const map = screen.getByRole("link", { name: /Bekijk op de kaart/ });
    expect(map).toHaveAttribute(
      "href",
      "https://www.openstreetmap.org/search?query=Zaal%20De%20Linde%2C%20Oudegracht%2012a%2C%203511%20AB%20Utrecht",
    );
    const trainers = screen.getByRole("region", { name: "Trainers en registratie" });
    expect(trainers).toHaveTextContent("Tineke Trainer");
    expect(trainers).toHaveTextContent("Rob Registrator");

    const participants = screen.getByRole("table", { name: "Deelnemers" });
    const rows = within(participants).getAllByRole("row").slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      "Anna de Boeranna@demo.exampleLos toegevoegdGeldig",
      "Bart JansenGeen e-mailadresVia groep MagazijnGeen certificaat",
    ]);

    const settings = screen.getByRole("region", { name: "Instellingen" });
    expect(settings).toHaveTextContent(
      "Deelnemers krijgen 7 dagen voor de eerste datum een uitnodiging per e-mail.",
    );
    expect(settings).toHaveTextContent("De trainer houdt per datum een presentielijst bij.");
    expect(settings).toHaveTextContent("Het certificaat verloopt op 3 maart 2028.");
  });

  it("offers to read the training again when it cannot be loaded", async () => {
    serveApi({
      "/trainings/t-1": () => Response.json({ message: "Er ging iets mis" }, { status: 500 }),
    });
    renderTraining();
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "De training kon niet worden geladen",
    );
    expect(screen.getByRole("button", { name: "Opnieuw proberen" })).toBeVisible();
  });
});
