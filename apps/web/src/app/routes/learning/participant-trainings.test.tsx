import type { MyCertificate } from "@leerlijn/contracts/certificates/certificate.schema";
import type {
  MyTraining,
  ParticipantTraining,
} from "@leerlijn/contracts/trainings/participant-training.schema";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { Route, Routes } from "react-router";
import { renderWithSession } from "../../../test/render-with-session";
import { serveApi } from "../../../test/serve-api";
import { MyTrainingPage } from "./my-training.route";
import { MyTrainingsPage } from "./my-trainings.route";
import { UserTrainingsPage } from "./user-trainings.route";

const noCourses = {
  data: [],
  meta: { from: null, to: null, total: 0, perPage: 24, currentPage: 1, lastPage: 1 },
  links: { next: null },
  counts: { all: 0, open: 0, "in-progress": 0, done: 0 },
};

const training = (over: Partial<ParticipantTraining> & { id: string }): ParticipantTraining => ({
  name: "BHV herhaling",
  locationLine: "Zaal De Linde, Oudegracht 12a, 3511 AB Utrecht",
  dates: [
    { id: `${over.id}-d1`, date: "2099-03-03", timeFrom: "09:00", timeTo: "12:30", presence: null },
  ],
  nextDate: "2099-03-03",
  firstDate: "2099-03-03",
  lastDate: "2099-03-03",
  presence: "assigned",
  waiting: false,
  waitingListPosition: null,
  certificateStatus: "notOwned",
  ...over,
});

const pastDates = (id: string, date: string) => [
  { id: `${id}-d1`, date, timeFrom: "13:00", timeTo: "17:00", presence: "present" as const },
];

/** Answers the app's calls by path, as the API would, and keeps what was asked. */

describe("my trainings with trainings on location", () => {
  it("shows upcoming ones with date, times and place first, then a few past ones", async () => {
    const past = Array.from({ length: 5 }, (_, index) =>
      training({
        id: `p${index}`,
        name: `Afgelopen ${index + 1}`,
        nextDate: null,
        dates: pastDates(`p${index}`, `2020-0${index + 1}-10`),
        presence: "present",
      }),
    );
    serveApi({
      "/enrollments": () => Response.json(noCourses),
      "/my-certificates": () => Response.json({ data: [] }),
      "/my-trainings": () =>
        Response.json({
          data: [
            training({ id: "t1" }),
            training({ id: "t2", name: "Heftruck", waiting: true, waitingListPosition: 2 }),
            ...past,
          ],
        }),
    });
    renderWithSession(<MyTrainingsPage />, { roles: ["training-student"], path: "/my-trainings" });

    await screen.findByRole("link", { name: /Heftruck/ });
    const section = screen.getByRole("region", { name: "Trainingen" });
    const links = within(section).getAllByRole("link");
    expect(links[0]).toHaveAttribute("href", "/my-trainings/t1");
    expect(links[0]).toHaveTextContent("dinsdag 3 maart 2099");
    expect(links[0]).toHaveTextContent("09:00–12:30");
    expect(links[0]).toHaveTextContent("Oudegracht 12a, 3511 AB Utrecht");
    expect(links[1]).toHaveTextContent("Op de wachtlijst (plaats 2)");
    expect(within(section).getByRole("heading", { name: "Afgelopen trainingen" })).toBeVisible();
    // Three past ones at first, the rest on request.
    expect(links).toHaveLength(5);
    expect(links[2]).toHaveTextContent("Aanwezig");
    await userEvent.click(
      within(section).getByRole("button", { name: "Toon alle 5 afgelopen trainingen" }),
    );
    expect(within(section).getAllByRole("link")).toHaveLength(7);
    // The course part stays, under its own heading.
    expect(screen.getByRole("heading", { name: "Cursussen" })).toBeInTheDocument();
  });

  it("leaves the section out for someone without trainings", async () => {
    serveApi({
      "/enrollments": () => Response.json(noCourses),
      "/my-trainings": () => Response.json({ data: [] }),
      "/my-certificates": () => Response.json({ data: [] }),
    });
    renderWithSession(<MyTrainingsPage />, { roles: ["company-student"], path: "/my-trainings" });
    expect(await screen.findByText("Nog niets om te volgen")).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Trainingen" })).not.toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Mijn certificaten" })).not.toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Cursussen" })).not.toBeInTheDocument();
  });
});

const certificate = (over: Partial<MyCertificate> & { id: string }): MyCertificate => ({
  source: "generated",
  status: "valid",
  number: "2027-0001",
  issuedOn: "2027-03-03",
  expiresOn: "2029-03-03",
  verificationUrl: `http://localhost/certificaat/${over.id}`,
  fileUrl: `/files/${over.id}.pdf`,
  fileFailed: false,
  revokedOn: null,
  revokedReason: null,
  kind: "training",
  trainingId: "t1",
  trainingName: "BHV herhaling",
  ...over,
});

describe("my certificates", () => {
  it("lists each with its status, the download and the public check, not for a revoked one", async () => {
    serveApi({
      "/enrollments": () => Response.json(noCourses),
      "/my-trainings": () => Response.json({ data: [training({ id: "t1" })] }),
      "/my-certificates": () =>
        Response.json({
          data: [
            certificate({ id: "c1" }),
            certificate({
              id: "c2",
              trainingId: "t2",
              trainingName: "Heftruck",
              status: "expired",
              expiresOn: "2021-05-01",
            }),
            certificate({
              id: "c3",
              trainingId: null,
              trainingName: "EHBO",
              status: "revoked",
              revokedOn: "2027-04-04",
            }),
          ],
        }),
    });
    renderWithSession(<MyTrainingsPage />, { roles: ["training-student"], path: "/my-trainings" });
    const section = await screen.findByRole("region", { name: "Mijn certificaten" });
    const items = within(section).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^BHV herhaling Geldig.*Geldig tot 3 maart 2029/),
      expect.stringMatching(/^Heftruck Verlopen.*Verlopen sinds 1 mei 2021/),
      expect.stringMatching(/^EHBO Ingetrokken.*Ingetrokken op 4 april 2027/),
    ]);
    expect(within(items[0]!).getByRole("link", { name: "BHV herhaling" })).toHaveAttribute(
      "href",
      "/my-trainings/t1",
    );
    expect(
      within(items[0]!).getByRole("link", { name: "Certificaat BHV herhaling downloaden" }),
    ).toHaveAttribute("href", "/files/c1.pdf");
    expect(within(items[1]!).getByRole("link", { name: /Controlepagina/ })).toHaveAttribute(
      "href",
      "http://localhost/certificaat/c2",
    );
    expect(within(items[2]!).queryAllByRole("link")).toHaveLength(0);
  });
});

const detail: MyTraining = {
  ...training({
    id: "t1",
    nextDate: "2099-03-10",
    dates: [
      { id: "d1", date: "2020-03-03", timeFrom: "09:00", timeTo: "12:30", presence: "present" },
      { id: "d2", date: "2099-03-10", timeFrom: "13:00", timeTo: "17:00", presence: null },
    ],
    presence: "present",
  }),
  description: "<p>Neem <strong>werkschoenen</strong> mee.</p>",
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
  image: null,
  instructors: [{ id: "cu-t", name: "Tineke Trainer" }],
  certificate: null,
};

function renderDetail() {
  renderWithSession(
    <Routes>
      <Route path="/my-trainings/:trainingId" element={<MyTrainingPage />} />
    </Routes>,
    { roles: ["training-student"], path: "/my-trainings/t1" },
  );
}

describe("a participant's training page", () => {
  it("shows the dates with their presence, the place with a map link, and the trainers", async () => {
    serveApi({ "/my-trainings/t1": () => Response.json({ data: detail }) });
    renderDetail();
    expect(await screen.findByRole("heading", { name: "BHV herhaling", level: 1 })).toBeVisible();
    const dates = screen.getByRole("region", { name: "Datums en je aanwezigheid" });
    const items = within(dates).getAllByRole("listitem");
    expect(items[0]).toHaveTextContent("dinsdag 3 maart 2020");
    expect(items[0]).toHaveTextContent("Aanwezig");
    expect(items[1]).toHaveTextContent("13:00–17:00");
    expect(items[1]).not.toHaveTextContent("Aanwezig");
    expect(screen.getByRole("link", { name: /Bekijk op de kaart/ })).toHaveAttribute(
      "href",
      "https://www.openstreetmap.org/search?query=Zaal%20De%20Linde%2C%20Oudegracht%2012a%2C%203511%20AB%20Utrecht",
    );
    expect(screen.getByText("Tineke Trainer")).toBeInTheDocument();
    expect(screen.getByText("werkschoenen")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Mijn trainingen" })).toHaveAttribute(
      "href",
      "/my-trainings",
    );
  });

  it("says when they are on the waiting list and what happens next", async () => {
    serveApi({
      "/my-trainings/t1": () =>
        Response.json({ data: { ...detail, waiting: true, waitingListPosition: 3 } }),
    });
    renderDetail();
    expect(await screen.findByText("Op de wachtlijst (plaats 3)")).toBeVisible();
    expect(screen.getByText(/Komt er een plaats vrij, dan krijg je die meteen/)).toBeVisible();
  });

  it("offers a coming training's dates for the agenda, and says so when that fails", async () => {
    const asked = serveApi({
      "/my-trainings/t1": () => Response.json({ data: detail }),
      "/my-trainings/t1/calendar": () =>
        Response.json({ message: "Er ging iets mis" }, { status: 500 }),
    });
    renderDetail();
    const button = await screen.findByRole("button", { name: "Zet in je agenda" });
    await userEvent.click(button);
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Het agendabestand kon niet worden gedownload.",
    );
    expect(asked.some((url) => url.pathname.endsWith("/my-trainings/t1/calendar"))).toBe(true);
  });

  it("offers no agenda file for a training that is over", async () => {
    serveApi({ "/my-trainings/t1": () => Response.json({ data: { ...detail, nextDate: null } }) });
    renderDetail();
    expect(await screen.findByText("Deze training is voorbij.")).toBeVisible();
    expect(screen.queryByRole("button", { name: "Zet in je agenda" })).toBeNull();
  });

  it("shows their certificate with its status, the download and the public check", async () => {
    serveApi({
      "/my-trainings/t1": () =>
        Response.json({
          data: {
            ...detail,
            certificate: {
              id: "c1",
              source: "generated",
              status: "valid",
              number: "2026-ABCD-EFGH",
              issuedOn: "2026-03-03",
              expiresOn: "2028-03-03",
              verificationUrl: "http://localhost/certificaat/code",
              fileUrl: "/api/v1/files/media/c1.pdf?sig=x",
              fileFailed: false,
              revokedOn: null,
              revokedReason: null,
            },
          },
        }),
    });
    renderDetail();
    const card = await screen.findByRole("region", { name: "Je certificaat" });
    expect(card).toHaveTextContent("Geldig");
    expect(card).toHaveTextContent("Geldig tot 3 maart 2028");
    expect(card).toHaveTextContent("Certificaatnummer 2026-ABCD-EFGH");
    expect(within(card).getByRole("link", { name: "Certificaat downloaden" })).toHaveAttribute(
      "href",
      "/api/v1/files/media/c1.pdf?sig=x",
    );
    expect(within(card).getByRole("link", { name: /Controlepagina/ })).toHaveAttribute(
      "href",
      "http://localhost/certificaat/code",
    );
  });

  it("shows a revoked certificate without its file", async () => {
    serveApi({
      "/my-trainings/t1": () =>
        Response.json({
          data: {
            ...detail,
            certificate: {
              id: "c1",
              source: "generated",
              status: "revoked",
              number: "2026-ABCD-EFGH",
              issuedOn: "2026-03-03",
              expiresOn: null,
              verificationUrl: "http://localhost/certificaat/code",
              fileUrl: "/api/v1/files/media/c1.pdf?sig=x",
              fileFailed: false,
              revokedOn: "2026-04-01",
              revokedReason: "Verkeerde naam",
            },
          },
        }),
    });
    renderDetail();
    const card = await screen.findByRole("region", { name: "Je certificaat" });
    expect(card).toHaveTextContent("Ingetrokken op 1 april 2026");
    expect(within(card).queryByRole("link")).toBeNull();
  });

  it("shows a loading state first", () => {
    serveApi({});
    renderDetail();
    expect(document.querySelector("[aria-busy='true']")).not.toBeNull();
  });
});

describe("a person's trainings for the educator", () => {
  it("lists them with presence per date and filters on presence", async () => {
    const asked = serveApi({
      "/users/cu-1/trainings": (url) =>
        Response.json({
          data:
            url.searchParams.get("filter[presence]") === "absent"
              ? []
              : [
                  training({
                    id: "t9",
                    name: "EHBO",
                    nextDate: null,
                    dates: pastDates("t9", "2020-02-02"),
                    presence: "present",
                    certificateStatus: "expired",
                  }),
                ],
          meta: { from: 1, to: 1, total: 1, perPage: 15, currentPage: 1, lastPage: 1 },
          links: { next: null },
          person: { name: "Lotte Visser", email: null },
          courseCertificates: [
            {
              id: "cc-1",
              courseName: "Veilig werken op hoogte",
              status: "valid",
              number: "2027-0002",
              issuedOn: "2027-03-03",
              expiresOn: "2028-03-03",
              revokedOn: null,
            },
          ],
        }),
    });
    renderWithSession(
      <Routes>
        <Route path="/lms/users/:userId/trainings" element={<UserTrainingsPage />} />
      </Routes>,
      { roles: ["admin-group-leader"], path: "/lms/users/cu-1/trainings" },
    );
    expect(
      await screen.findByRole("heading", { name: "Trainingen van Lotte Visser" }),
    ).toBeVisible();
    const row = screen.getByRole("row", { name: /EHBO/ });
    expect(row).toHaveTextContent("zondag 2 februari 2020, 13:00–17:00");
    expect(within(row).getAllByText("Aanwezig")).toHaveLength(2);
    expect(within(row).getByText("Verlopen")).toBeVisible();
    const courses = screen.getByRole("region", { name: "Certificaten van cursussen" });
    expect(within(courses).getByText("Veilig werken op hoogte")).toBeVisible();
    expect(within(courses).getByText("Geldig")).toBeVisible();
    expect(within(courses).getByText(/Geldig tot 3 maart 2028/)).toBeVisible();
    // Both tabs for someone who may see the courses too.
    expect(screen.getByRole("link", { name: "Cursussen" })).toHaveAttribute(
      "href",
      "/lms/users/cu-1/enrollments",
    );

    await userEvent.selectOptions(screen.getByLabelText("Aanwezigheid"), "absent");
    expect(await screen.findByText("Geen trainingen met deze aanwezigheid.")).toBeVisible();
    expect(asked.at(-1)?.searchParams.get("filter[presence]")).toBe("absent");
  });
});
