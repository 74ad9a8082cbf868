import { courseTypes } from "@leerlijn/contracts/courses/course-types";
import type { CourseVersion } from "@leerlijn/contracts/courses/course-version.schema";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { courseTypesQuery } from "../../features/courses/api/course-types";
import { renderWithSession } from "../../test/render-with-session";
import { toasts } from "../../ui/toast/toast-store";
import { CourseEditPage } from "./course-edit.route";

const version: CourseVersion = {
  id: "v1",
  courseId: "c1",
  number: 1,
  status: "concept",
  isLive: false,
  rejectionReason: null,
  submittedAt: null,
  publishedAt: null,
  supersededAt: null,
  updatedAt: "2026-11-24T11:00:00.000Z",
  courseTypeKey: "elearning",
  companyName: "Demo Logistiek",
  editMode: "full",
  name: "BHV basis",
  description: "",
  imageMediaId: null,
  image: null,
  learningGoals: ["Brand melden", "Ontruimen"],
  testGoals: [],
  categories: [],
  estimatedMinutes: null,
  settings: {
    scoringMethod: "none",
    passPercentage: null,
    timeLimitEnabled: false,
    timeLimitMinutes: null,
    checkAnswerMode: false,
    isAvailableForAllStudentsOfThisDomain: false,
  },
  reviewedAt: null,
  revision: 1,
  createdAt: "2026-11-24T11:00:00.000Z",
  sections: [],
  blocks: [],
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("CourseEditPage", () => {
  it("says once that the course is saved when the author finishes the last step", async () => {
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

    await userEvent.setup().click(await screen.findByRole("button", { name: "Opslaan en verder" }));

    expect(await screen.findByRole("heading", { name: "Auteurstool" })).toBeInTheDocument();
    expect(shown.mock.calls.map(([toast]) => toast.title)).toEqual([
      "De cursus is opgeslagen. Publiceer hem als hij klaar is.",
    ]);
  });
});
