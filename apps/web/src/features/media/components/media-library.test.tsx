import type { MediaItem } from "@leerlijn/contracts/media/media.schema";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithSession } from "../../../test/render-with-session";
import { Toaster } from "../../../ui/toast/toaster";
import { mediaListQuery } from "../api/media-list";
import { MediaLibrary } from "./media-library";

const image = (id: string, name: string): MediaItem => ({
  id,
  name,
  type: "image",
  status: "ready",
  url: `/api/v1/files/media/${id}.png`,
  thumb: null,
  size: "12 kB",
  sizeBytes: 12_000,
  duration: null,
  failureReason: null,
  companyId: "00000000-0000-4000-8000-000000000001",
  createdAt: "2026-11-24T08:00:00.000Z",
});

const library = {
  pages: [
    {
      data: [
        image("00000000-0000-4000-8000-000000000011", "Ladder.png"),
        image("00000000-0000-4000-8000-000000000012", "Heftruck.png"),
      ],
      meta: { from: 1, to: 2, total: 2, perPage: 24, currentPage: 1, lastPage: 1 },
      links: { next: null },
    },
  ],
  pageParams: [1],
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("deleting from the media library", () => {
  it("puts the focus on the next file once the deleted one is gone", async () => {
    const user = userEvent.setup();
    vi.stubGlobal("fetch", () => Promise.resolve(new Response(null, { status: 204 })));
    renderWithSession(<MediaLibrary canDelete={() => true} />, {
      roles: ["admin-group-leader"],
      data: [[mediaListQuery(undefined).queryKey, library]],
    });

    await user.click(screen.getByRole("button", { name: "Ladder.png verwijderen" }));
    await user.click(await screen.findByRole("button", { name: "Verwijderen" }));

    await waitFor(
      () => expect(screen.queryByRole("alertdialog", { hidden: true })).not.toBeInTheDocument(),
      { timeout: 2_000 },
    );
    await waitFor(() => expect(screen.queryByText("Ladder.png")).not.toBeInTheDocument());
    expect(screen.getByRole("button", { name: /^Heftruck\.png ?bekijken/ })).toHaveFocus();
  });

  it("says the file was not deleted, and why, when it is still in use", async () => {
    const user = userEvent.setup();
    const inUse =
      "Dit bestand wordt nog gebruikt in een cursus, training of document. Haal het daar eerst weg.";
    vi.stubGlobal("fetch", () =>
      Promise.resolve(Response.json({ message: inUse, code: "CONFLICT" }, { status: 409 })),
    );
    renderWithSession(
      <>
        <MediaLibrary canDelete={() => true} />
        <Toaster />
      </>,
      { roles: ["admin-group-leader"], data: [[mediaListQuery(undefined).queryKey, library]] },
    );

    await user.click(screen.getByRole("button", { name: "Ladder.png verwijderen" }));
    await user.click(await screen.findByRole("button", { name: "Verwijderen" }));

    expect(await screen.findByText("Bestand niet verwijderd")).toBeInTheDocument();
    expect(screen.getByText(inUse)).toBeInTheDocument();
    expect(screen.queryByText("Er ging iets mis")).not.toBeInTheDocument();
  });
});
