import type { DateAttendance } from "@leerlijn/contracts/trainings/attendance.schema";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderRoutesWithSession } from "../../../test/render-with-session";
import { TrainingAttendancePage } from "./training-attendance.route";

const participant = (trainingUserId: string, name: string) => ({
  trainingUserId,
  companyUserId: `cu-${trainingUserId}`,
  name,
  presence: "assigned" as const,
  isPresent: false,
  isPartiallyPresent: false,
  remarks: "",
  passed: null,
  certificateTypeKey: null,
  workUnderSupervision: false,
  certificateUrl: null,
  certificate: null,
});

const list: DateAttendance = {
  training: {
    id: "t-1",
    name: "BHV herhaling",
    locationLine: "Zaal De Linde, Oudegracht 12a, 3511 AB Utrecht",
    generateCertificates: false,
  },
  date: {
    id: "d-1",
    date: "2026-03-03",
    timeFrom: "09:00",
    timeTo: "12:30",
    attendanceState: "none",
  },
  attendancesCompleted: false,
  participants: [
    participant("tu-1", "Anna de Boer"),
    participant("tu-2", "Bart Jansen"),
    participant("tu-3", "Cem Doğan"),
  ],
};

const PATH = "/api/v1/trainings/t-1/attendance/d-1";

/**
 * Answers GET with the list and PATCH with `patch` (the API's answer), keeping the bodies sent.
 */
function serve(patch: () => Response, data: DateAttendance = list) {
  const sent: unknown[] = [];
  vi.stubGlobal("fetch", (input: string | URL, init?: RequestInit) => {
    const url = new URL(input, "http://localhost");
    if (url.pathname !== PATH)
      return Promise.resolve(Response.json({ message: "Niet gevonden" }, { status: 404 }));
    if (init?.method === "PATCH") {
      sent.push(JSON.parse(init.body as string));
      return Promise.resolve(patch());
    }
    return Promise.resolve(Response.json({ data }));
  });
  return sent;
}

const saved =
  (attendanceState: "temporary" | "final", attendancesCompleted = false) =>
  () =>
    Response.json({ data: { date: { id: "d-1", attendanceState }, attendancesCompleted } });

const renderPage = () =>
  renderRoutesWithSession(
    [
      { path: "/trainings/:trainingId/attendance/:dateId", element: <TrainingAttendancePage /> },
      { path: "/trainings/:trainingId", element: <h1>Pagina van de training</h1> },
    ],
    { roles: ["admin-trainer"], path: "/trainings/t-1/attendance/d-1" },
  );

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the attendance list", () => {
  it("marks everyone present first, takes the exceptions as radio choices and saves a draft", async () => {
    const sent = serve(saved("temporary"));
    renderPage();
    expect(await screen.findByRole("heading", { level: 1, name: "Presentielijst" })).toBeVisible();
    expect(screen.getByText("dinsdag 3 maart 2026, 09:00–12:30")).toBeVisible();
    expect(screen.getByText("Niet ingevuld")).toBeVisible();

    // "Iedereen aanwezig" is the first control of the list.
    const buttons = screen.getAllByRole("button");
    expect(buttons[0]).toHaveAccessibleName("Iedereen aanwezig");
    await userEvent.click(buttons[0]!);
    const bart = screen.getByRole("group", { name: "Bart Jansen" });
    expect(within(bart).getByRole("radio", { name: "Aanwezig" })).toBeChecked();

    await userEvent.click(within(bart).getByRole("radio", { name: "Gedeeltelijk" }));
    await userEvent.type(within(bart).getByRole("textbox", { name: "Opmerking" }), "Om 11 weg");
    const cem = screen.getByRole("group", { name: "Cem Doğan" });
    // The three choices are one radio group: arrow keys move between them.
    within(cem).getByRole("radio", { name: "Aanwezig" }).focus();
    await userEvent.keyboard("{ArrowRight}{ArrowRight}");
    expect(within(cem).getByRole("radio", { name: "Afwezig" })).toBeChecked();
    await userEvent.click(within(cem).getByRole("checkbox", { name: "Werkt onder begeleiding" }));
    expect(screen.getByText(/Aanwezig: 1 · gedeeltelijk: 1 · afwezig: 1/)).toBeVisible();

    await userEvent.click(screen.getByRole("button", { name: "Tussentijds opslaan" }));
    expect(await screen.findByRole("status")).toHaveTextContent("Tussentijds opgeslagen");
    expect(sent).toEqual([
      {
        saveTemporarily: true,
        participants: [
          {
            trainingUserId: "tu-1",
            isPresent: true,
            isPartiallyPresent: false,
            remarks: "",
            passed: null,
            workUnderSupervision: false,
          },
          {
            trainingUserId: "tu-2",
            isPresent: false,
            isPartiallyPresent: true,
            remarks: "Om 11 weg",
            passed: null,
            workUnderSupervision: false,
          },
          {
            trainingUserId: "tu-3",
            isPresent: false,
            isPartiallyPresent: false,
            remarks: "",
            passed: null,
            workUnderSupervision: true,
          },
        ],
      },
    ]);
  });

  it("asks before saving finally, and refuses to while someone is not filled in", async () => {
    const sent = serve(saved("final", true));
    renderPage();
    const anna = await screen.findByRole("group", { name: "Anna de Boer" });
    await userEvent.click(within(anna).getByRole("radio", { name: "Aanwezig" }));
    await userEvent.click(screen.getByRole("button", { name: "Definitief opslaan" }));
    expect(screen.getByRole("status")).toHaveTextContent(
      "Vul voor iedere deelnemer de aanwezigheid in voordat je de lijst definitief opslaat. Nog 2 deelnemers zonder aanwezigheid.",
    );
    expect(sent).toEqual([]);

    await userEvent.click(screen.getByRole("button", { name: "Iedereen aanwezig" }));
    await userEvent.click(screen.getByRole("button", { name: "Definitief opslaan" }));
    const dialog = await screen.findByRole("alertdialog", {
      name: "Presentielijst definitief opslaan?",
    });
    await userEvent.click(within(dialog).getByRole("button", { name: "Definitief opslaan" }));
    expect(await screen.findByText(/De presentie van alle datums is nu vastgelegd/)).toBeVisible();
    expect(sent).toMatchObject([{ saveTemporarily: false }]);
  });

  it("keeps what was entered when a save fails, and says so", async () => {
    const sent = serve(() => Response.json({ message: "Er ging iets mis" }, { status: 500 }));
    renderPage();
    const bart = await screen.findByRole("group", { name: "Bart Jansen" });
    await userEvent.click(within(bart).getByRole("radio", { name: "Afwezig" }));
    await userEvent.type(within(bart).getByRole("textbox", { name: "Opmerking" }), "Ziek");
    await userEvent.click(screen.getByRole("button", { name: "Tussentijds opslaan" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Opslaan is niet gelukt");
    expect(alert).toHaveTextContent("Wat je hebt ingevuld staat er nog");
    expect(sent).toHaveLength(1);
    expect(within(bart).getByRole("radio", { name: "Afwezig" })).toBeChecked();
    expect(within(bart).getByRole("textbox", { name: "Opmerking" })).toHaveValue("Ziek");
  });

  it("shows the server's reason for a refused save", async () => {
    serve(() =>
      Response.json(
        {
          message: "Een of meer deelnemers horen niet (meer) bij deze training.",
          code: "VALIDATION_FAILED",
          errors: { participants: ["Een of meer deelnemers horen niet (meer) bij deze training."] },
        },
        { status: 422 },
      ),
    );
    renderPage();
    await userEvent.click(await screen.findByRole("button", { name: "Iedereen aanwezig" }));
    await userEvent.click(screen.getByRole("button", { name: "Tussentijds opslaan" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Een of meer deelnemers horen niet (meer) bij deze training.",
    );
  });

  it("asks before leaving with unsaved presence, and lets go once it is saved", async () => {
    serve(saved("temporary"));
    const { router } = renderPage();
    await userEvent.click(await screen.findByRole("button", { name: "Iedereen aanwezig" }));
    await userEvent.click(screen.getByRole("link", { name: "BHV herhaling" }));
    const dialog = await screen.findByRole("alertdialog", {
      name: "Pagina verlaten zonder op te slaan?",
    });
    expect(dialog).toHaveTextContent("De aanwezigheid die je hebt ingevuld");
    await userEvent.click(within(dialog).getByRole("button", { name: "Blijven" }));
    expect(router.state.location.pathname).toBe("/trainings/t-1/attendance/d-1");
    const anna = await screen.findByRole("group", { name: "Anna de Boer" });
    expect(within(anna).getByRole("radio", { name: "Aanwezig" })).toBeChecked();

    await userEvent.click(screen.getByRole("button", { name: "Tussentijds opslaan" }));
    expect(await screen.findByRole("status")).toHaveTextContent("Tussentijds opgeslagen");
    await userEvent.click(screen.getByRole("link", { name: "BHV herhaling" }));
    expect(await screen.findByRole("heading", { name: "Pagina van de training" })).toBeVisible();
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });

  it("says so, with a way back, when the training has no attendance list", async () => {
    const message =
      "Deze training heeft geen presentielijst. Zet de presentielijst aan in de instellingen van de training om de aanwezigheid bij te houden.";
    vi.stubGlobal("fetch", () =>
      Promise.resolve(
        Response.json(
          { message, code: "VALIDATION_FAILED", errors: { attendance_list: [message] } },
          { status: 422 },
        ),
      ),
    );
    renderPage();
    expect(await screen.findByText("Geen presentielijst")).toBeVisible();
    expect(screen.getByText(message)).toBeVisible();
    await userEvent.click(screen.getByRole("link", { name: "Terug naar de training" }));
    expect(await screen.findByRole("heading", { name: "Pagina van de training" })).toBeVisible();
  });

  it("shows a saved list as it was saved, and says when there are no participants", async () => {
    serve(saved("temporary"), {
      ...list,
      date: { ...list.date, attendanceState: "temporary" },
      participants: [
        {
          ...participant("tu-1", "Anna de Boer"),
          presence: "partiallyPresent",
          isPartiallyPresent: true,
          remarks: "Later",
          passed: true,
        },
      ],
    });
    const { unmount } = renderPage();
    const anna = await screen.findByRole("group", { name: "Anna de Boer" });
    expect(within(anna).getByRole("radio", { name: "Gedeeltelijk" })).toBeChecked();
    expect(within(anna).getByRole("textbox", { name: "Opmerking" })).toHaveValue("Later");
    expect(within(anna).getByRole("checkbox", { name: "Geslaagd" })).toBeChecked();
    expect(screen.getByText("Tussentijds opgeslagen")).toBeVisible();
    unmount();

    serve(saved("temporary"), { ...list, participants: [] });
    renderPage();
    expect(await screen.findByText("Nog geen deelnemers")).toBeVisible();
    expect(screen.queryByRole("button", { name: "Definitief opslaan" })).toBeNull();
  });

  it("asks each participant's certificate type when the training makes certificates, and shows theirs", async () => {
    const sent = serve(saved("temporary"), {
      ...list,
      training: { ...list.training, generateCertificates: true },
      participants: [
        {
          ...participant("tu-1", "Anna de Boer"),
          presence: "present",
          isPresent: true,
          passed: true,
          certificateTypeKey: "BHV",
          certificateUrl: "/api/v1/files/media/cert.pdf?sig=1",
          certificate: {
            id: "c-1",
            source: "generated",
            status: "valid",
            number: "2026-ABCD-EFGH",
            issuedOn: "2026-03-03",
            expiresOn: "2028-03-03",
            verificationUrl: "http://localhost/certificaat/code",
            fileUrl: "/api/v1/files/media/cert.pdf?sig=1",
            fileFailed: false,
            revokedOn: null,
            revokedReason: null,
          },
        },
        participant("tu-2", "Bart Jansen"),
      ],
    });
    renderPage();
    const anna = await screen.findByRole("group", { name: "Anna de Boer" });
    expect(within(anna).getByRole("textbox", { name: "Soort certificaat" })).toHaveValue("BHV");
    expect(within(anna).getByText("Certificaat geldig")).toBeVisible();
    expect(within(anna).getByRole("link", { name: "Certificaat downloaden" })).toHaveAttribute(
      "href",
      "/api/v1/files/media/cert.pdf?sig=1",
    );
    expect(within(anna).getByRole("link", { name: "Controlepagina" })).toHaveAttribute(
      "href",
      "http://localhost/certificaat/code",
    );
    const bart = screen.getByRole("group", { name: "Bart Jansen" });
    await userEvent.click(within(bart).getByRole("radio", { name: "Aanwezig" }));
    await userEvent.type(within(bart).getByRole("textbox", { name: "Soort certificaat" }), "VCA");
    await userEvent.click(screen.getByRole("button", { name: "Tussentijds opslaan" }));
    await screen.findByRole("status");
    expect(sent).toMatchObject([
      {
        participants: [
          { trainingUserId: "tu-1", certificateTypeKey: "BHV" },
          { trainingUserId: "tu-2", certificateTypeKey: "VCA" },
        ],
      },
    ]);
  });

  it("lets the educator revoke a certificate with a reason, and issue one to a passed participant", async () => {
    const certificate = {
      id: "c-1",
      source: "generated" as const,
      status: "valid" as const,
      number: "2026-ABCD-EFGH",
      issuedOn: "2026-03-03",
      expiresOn: null,
      verificationUrl: "http://localhost/certificaat/code",
      fileUrl: "/api/v1/files/media/cert.pdf?sig=1",
      fileFailed: false,
      revokedOn: null,
      revokedReason: null,
    };
    const completed: DateAttendance = {
      ...list,
      attendancesCompleted: true,
      training: { ...list.training, generateCertificates: true },
      date: { ...list.date, attendanceState: "final" },
      participants: [
        { ...participant("tu-1", "Anna de Boer"), passed: true, certificate },
        { ...participant("tu-2", "Bart Jansen"), passed: true },
      ],
    };
    const posted: { path: string; body: unknown }[] = [];
    vi.stubGlobal("fetch", (input: string | URL, init?: RequestInit) => {
      const url = new URL(input, "http://localhost");
      if (init?.method === "POST") {
        posted.push({
          path: url.pathname,
          body: typeof init.body === "string" ? JSON.parse(init.body) : null,
        });
        return Promise.resolve(
          Response.json({ data: { ...certificate, status: "revoked" } }, { status: 200 }),
        );
      }
      return Promise.resolve(Response.json({ data: completed }));
    });
    renderPage();
    const anna = await screen.findByRole("group", { name: "Anna de Boer" });
    await userEvent.click(within(anna).getByRole("button", { name: "Intrekken" }));
    const dialog = await screen.findByRole("dialog", { name: "Certificaat intrekken" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Intrekken" }));
    expect(await within(dialog).findByText("Geef een reden op.")).toBeVisible();
    await userEvent.type(within(dialog).getByRole("textbox"), "Verkeerde naam");
    await userEvent.click(within(dialog).getByRole("button", { name: "Intrekken" }));
    await vi.waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({
      path: "/api/v1/trainings/t-1/attendance/tu-1/certificate/revoke",
      body: { reason: "Verkeerde naam" },
    });

    // The closed dialog keeps the page inert for its closing animation.
    const bart = await screen.findByRole("group", { name: "Bart Jansen" });
    expect(within(bart).getByText("Nog geen certificaat")).toBeVisible();
    await userEvent.click(within(bart).getByRole("button", { name: "Certificaat uitgeven" }));
    await vi.waitFor(() => expect(posted).toHaveLength(2));
    expect(posted[1]!.path).toBe("/api/v1/trainings/t-1/attendance/tu-2/certificate");
    expect(within(bart).getByRole("button", { name: "Certificaat uploaden" })).toBeVisible();
  });

  it("shows a certificate whose PDF could not be made, and offers to issue it again", async () => {
    const failed = {
      id: "c-2",
      source: "generated" as const,
      status: "valid" as const,
      number: "2026-ABCD-WXYZ",
      issuedOn: "2026-03-03",
      expiresOn: null,
      verificationUrl: "http://localhost/certificaat/code2",
      fileUrl: null,
      fileFailed: true,
      revokedOn: null,
      revokedReason: null,
    };
    const completed: DateAttendance = {
      ...list,
      attendancesCompleted: true,
      training: { ...list.training, generateCertificates: true },
      date: { ...list.date, attendanceState: "final" },
      participants: [{ ...participant("tu-1", "Anna de Boer"), passed: true, certificate: failed }],
    };
    const posted: string[] = [];
    vi.stubGlobal("fetch", (input: string | URL, init?: RequestInit) => {
      const url = new URL(input, "http://localhost");
      if (init?.method === "POST") {
        posted.push(url.pathname);
        return Promise.resolve(Response.json({ data: { ...failed, fileFailed: false } }));
      }
      return Promise.resolve(Response.json({ data: completed }));
    });
    renderPage();
    const anna = await screen.findByRole("group", { name: "Anna de Boer" });
    expect(
      within(anna).getByText(
        "Het PDF-bestand kon niet worden gemaakt. Geef het certificaat opnieuw uit.",
      ),
    ).toBeVisible();
    expect(within(anna).queryByRole("link", { name: "Certificaat downloaden" })).toBeNull();
    await userEvent.click(within(anna).getByRole("button", { name: "Opnieuw uitgeven" }));
    await vi.waitFor(() =>
      expect(posted).toEqual(["/api/v1/trainings/t-1/attendance/tu-1/certificate"]),
    );
  });
});
