import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { enrollmentKeys } from "../../../features/enrollments/api/enrollment-keys";
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
    data: [[enrollmentKeys.mine({ status: undefined }), nothingAssigned]],
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
