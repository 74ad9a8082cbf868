import { mediaTypes } from "@leerlijn/contracts/media/media.schema";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithSession } from "../../../test/render-with-session";
import { mediaListQuery } from "../api/media-list";
import { MediaGrid } from "./media-grid";

/** A library without files, as the first page of the list endpoint answers it. */
const emptyLibrary = {
  pages: [
    {
      data: [],
      meta: { from: null, to: null, total: 0, perPage: 24, currentPage: 1, lastPage: 1 },
      links: { next: null },
    },
  ],
  pageParams: [1],
};

const renderGrid = (accept: readonly (typeof mediaTypes)[number][]) =>
  renderWithSession(<MediaGrid accept={accept} pending={[]} errors={[]} />, {
    roles: ["admin-group-leader"],
    data: [
      [mediaListQuery(undefined).queryKey, emptyLibrary],
      [mediaListQuery("image").queryKey, emptyLibrary],
    ],
  });

describe("the media grid's type filter", () => {
  it("offers every kind and all kinds, without an empty choice", () => {
    renderGrid(mediaTypes);
    const options = screen.getAllByRole("option").map((option) => option.textContent);
    expect(options).toEqual(["Alle soorten", "Afbeelding", "Video", "Pdf-document"]);
    expect(screen.getByLabelText("Soort")).toHaveValue("all");
  });

  it("is left out when only one kind can be chosen", () => {
    renderGrid(["image"]);
    expect(screen.queryByLabelText("Soort")).not.toBeInTheDocument();
    expect(screen.getByText("Er zijn nog geen bestanden van deze soort.")).toBeInTheDocument();
  });
});
