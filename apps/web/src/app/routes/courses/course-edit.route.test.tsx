import { courseTypes } from "@leerlijn/contracts/courses/course-types";
import type { CourseVersion } from "@leerlijn/contracts/courses/course-version.schema";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { courseTypesQuery } from "../../../features/courses/api/course-types";
import { courseVersion } from "../../../test/course-version";
import { renderWithSession } from "../../../test/render-with-session";
import { toasts } from "../../../ui/toast/toast-store";
import { CourseEditPage } from "./course-edit.route";

/** The first test's version: a concept without scoring or a time limit. */
const version = courseVersion({
  settings: {
    scoringMethod: "none",
    passPercentage: null,
    timeLimitEnabled: false,
    timeLimitMinutes: null,
    checkAnswerMode: false,
    isAvailableForAllStudentsOfThisDomain: false,
    issuesCertificate: false,
    certificateValidityMonths: null,
  },
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("CourseEditPage", () => {
  it("names the last step's button for finishing and says once that the course is saved", async () => {
    vi.stubGlobal("fetch", (url: string) =>
      Promise.resolve(
        Response.json({ data: url.includes("/course-types") ? courseTypes : version }),
      ),
    );
    const shown = vi.spyOn(toasts, "show");
    renderWithSession(
      <Routes>
        <Route
          path="/courses/:courseId/versions/:versionId/edit/:stepNumber?"
          element={<CourseEditPage />}
        />
        <Route path="/" element={<h1>Auteurstool</h1>} />
      </Routes>,
      {
        roles: ["admin-group-leader"],
        path: "/courses/c1/versions/v1/edit/4",
        data: [[courseTypesQuery.queryKey, [...courseTypes]]],
      },
    );

    await userEvent
      .setup()
      .click(await screen.findByRole("button", { name: "Opslaan en afronden" }));

    expect(await screen.findByRole("heading", { name: "Auteurstool" })).toBeInTheDocument();
    expect(shown.mock.calls.map(([toast]) => toast.title)).toEqual([
      "De cursus is opgeslagen. Publiceer hem als hij klaar is.",
    ]);
  });

  it("shows a version in review read-only in step 3, with the reason and no fields", async () => {
    renderEditor(lockedVersion({ status: "review", editMode: "none" }), 3);

    expect(await screen.findByText("Deze versie wordt beoordeeld")).toBeInTheDocument();
    const block = screen.getByRole("article", { name: "Meerkeuzevraag 1" });
    expect(block).toHaveTextContent("Wie heeft voorrang?");
    expect(block).toHaveTextContent("De voetganger (goed)");
    expect(screen.queryByRole("textbox")).toBeNull();
    expect(screen.queryByRole("button", { name: /verwijderen|Bestand weghalen/ })).toBeNull();
    expect(screen.queryByText(/Niet opgeslagen/)).toBeNull();
    expect(screen.queryByRole("button", { name: "Nieuwe versie" })).toBeNull();
  });

  it("offers a new version on a version in the open library, naming that one state", async () => {
    renderEditor(
      lockedVersion({ status: "publicly-published", editMode: "none", isLive: true }),
      3,
    );

    const notice = (await screen.findByText("Deze versie staat in de open bibliotheek")).closest(
      "[role=status]",
    );
    expect(notice).not.toHaveTextContent(/beoordeeld of/);
    expect(screen.getByRole("button", { name: "Nieuwe versie" })).toBeInTheDocument();
    expect(screen.queryByRole("textbox")).toBeNull();
  });

  it("offers a new version when a published version is opened with 'Bewerken'", async () => {
    renderEditor(lockedVersion({ status: "published", editMode: "text-only", isLive: true }), 1);

    expect(await screen.findByText("Deze versie is gepubliceerd")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Nieuwe versie" })).toBeInTheDocument();
  });

  it("puts a heading above the reviewer's reason for rejecting", async () => {
    renderEditor(
      lockedVersion({
        status: "rejected",
        editMode: "full",
        rejectionReason: "De tweede vraag heeft geen goed antwoord.",
      }),
      1,
    );

    const title = await screen.findByText("Afgekeurd: dit is de reden van de beoordelaar");
    expect(title.closest("[role=status]")).toHaveTextContent(
      "De tweede vraag heeft geen goed antwoord.",
    );
  });
});

function lockedVersion(changes: Partial<CourseVersion>): CourseVersion {
  return courseVersion({
    sections: [
      {
        id: "s1",
        sectionTypeKey: "paragraph",
        title: "Voorrang",
        parentSectionId: null,
        leftBower: 1,
        rightBower: 2,
        depth: 0,
        blockUuids: ["b1"],
        revision: 0,
      },
    ],
    blocks: [
      {
        uuid: "b1",
        sectionId: "s1",
        media: null,
        revision: 0,
        updatedAt: "2026-11-24T11:00:00.000Z",
        content: {
          type: "question",
          question: {
            kind: "choice",
            prompt: "Wie heeft voorrang?",
            weight: "medium",
            feedback: { correct: "", incorrect: "" },
            options: [
              { id: "a", text: "De voetganger", isCorrect: true },
              { id: "b", text: "De heftruck", isCorrect: false },
            ],
          },
        },
      },
    ],
    ...changes,
  });
}

function renderEditor(shown: CourseVersion, step: number) {
  vi.stubGlobal("fetch", (url: string) =>
    Promise.resolve(Response.json({ data: url.includes("/course-types") ? courseTypes : shown })),
  );
  renderWithSession(
    <Routes>
      <Route
        path="/courses/:courseId/versions/:versionId/edit/:stepNumber?"
        element={<CourseEditPage />}
      />
    </Routes>,
    {
      roles: ["admin-group-leader"],
      path: `/courses/c1/versions/v1/edit/${step}`,
      data: [[courseTypesQuery.queryKey, [...courseTypes]]],
    },
  );
}
