import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { myCourseGroupsQuery } from "../../../features/course-groups/api/my-course-groups";
import { enrollmentKeys } from "../../../features/enrollments/api/enrollment-keys";
import { myTrainingsQuery } from "../../../features/trainings/api/participant-trainings";
import { renderWithSession, testCompany } from "../../../test/render-with-session";
import { MyTrainingsPage } from "./my-trainings.route";

/** The first page of a learner without any enrollment, as the list endpoint answers it. */
const nothingAssigned = {
  pages: [
    {
      data: [],
      meta: { from: null, to: null, total: 0, perPage: 24, currentPage: 1, lastPage: 1 },
      links: { next: null },
      counts: { all: 0, open: 0, "in-progress": 0, done: 0 },
    },
  ],
  pageParams: [1],
};

function renderEmpty(openLibraryName: "openLibrary" | "knowledgeMeetings") {
  renderWithSession(<MyTrainingsPage />, {
    roles: ["company-student"],
    company: { ...testCompany, openLibraryName },
    data: [
      [enrollmentKeys.mine({ status: undefined }), nothingAssigned],
      [myTrainingsQuery().queryKey, []],
      [myCourseGroupsQuery().queryKey, []],
    ],
  });
}

describe("my trainings without any course", () => {
  it("points the learner to the open library", () => {
    renderEmpty("openLibrary");
    expect(screen.getByRole("link", { name: "Naar de open bibliotheek" })).toHaveAttribute(
      "href",
      "/open-library",
    );
    expect(screen.getByText(/In de open bibliotheek kun je zelf iets kiezen/)).toBeInTheDocument();
  });

  it("calls it knowledge meetings where the company does", () => {
    renderEmpty("knowledgeMeetings");
    expect(screen.getByRole("link", { name: "Naar de kennissessies" })).toHaveAttribute(
      "href",
      "/open-library",
    );
    expect(screen.queryByText(/open bibliotheek/i)).not.toBeInTheDocument();
  });
});

describe("my trainings when the list cannot be read", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("says so without claiming there are no courses, and reads the list again on request", async () => {
    const answers = [
      Response.json({ message: "Er ging iets mis", code: "internal" }, { status: 500 }),
      Response.json(nothingAssigned.pages[0]),
    ];
    vi.stubGlobal("fetch", (input: string | URL) =>
      Promise.resolve(
        /\/my-(trainings|certificates|course-groups)/.test(String(input))
          ? Response.json({ data: [] })
          : answers.shift(),
      ),
    );
    renderWithSession(<MyTrainingsPage />, { roles: ["company-student"] });

    const retry = await screen.findByRole("button", { name: "Opnieuw proberen" });
    expect(screen.getByRole("alert")).toHaveTextContent("Je trainingen konden niet worden geladen");
    expect(screen.queryByText("Geen cursussen met deze status.")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Bezig" })).toBeInTheDocument();

    await userEvent.click(retry);
    expect(await screen.findByText("Nog niets om te volgen")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});
