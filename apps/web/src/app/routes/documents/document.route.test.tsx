import { screen, within } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import { renderWithSession } from "../../../test/render-with-session";
import { serveApi } from "../../../test/serve-api";
import { DocumentPage } from "./document.route";

const DOCUMENT = "33333333-3333-4333-8333-333333333333";
const meta = { from: 1, to: 2, total: 2, perPage: 15, currentPage: 1, lastPage: 1 };

const document = {
  id: DOCUMENT,
  title: "Gedragscode",
  description: "",
  mediaId: "22222222-2222-4222-8222-222222222222",
  media: null,
  pdfSha256: "a".repeat(64),
  mustSign: true,
  expiresOn: null,
  validityMonths: null,
  counts: { assigned: 2, viewed: 0, signed: 0, expired: 0 },
  createdAt: "2026-11-20T09:00:00.000Z",
  updatedAt: "2026-11-20T09:00:00.000Z",
};

const assignee = (
  index: number,
  name: string,
  email: string | null,
  more: Record<string, unknown> = {},
) => ({
  assignmentId: `4444444${index}-4444-4444-8444-444444444444`,
  companyUserId: `5555555${index}-5555-4555-8555-555555555555`,
  name,
  email,
  status: "assigned",
  assignedAt: "2026-11-20T09:00:00.000Z",
  viewedAt: null,
  signedAt: null,
  expiredAt: null,
  remindedAt: null,
  reminder: email === null ? "no-email" : "possible",
  ...more,
});

function renderPage() {
  renderWithSession(
    <Routes>
      <Route path="/lms/documents/:documentId" element={<DocumentPage />} />
    </Routes>,
    { roles: ["admin-group-leader"], path: `/lms/documents/${DOCUMENT}` },
  );
}

describe("a document's page for the group leader", () => {
  it("offers a reminder only to people with an address to mail it to", async () => {
    serveApi({
      [`/lms/documents/${DOCUMENT}`]: () => Response.json({ data: document }),
      [`/lms/documents/${DOCUMENT}/assignees`]: () =>
        Response.json({
          data: [
            assignee(1, "Lotte Visser", "lotte@demo.example"),
            assignee(2, "Jan de Haan", null),
          ],
          meta,
          links: { next: null },
        }),
    });
    renderPage();
    const lotte = (await screen.findByText("Lotte Visser")).closest("tr")!;
    expect(within(lotte).getByRole("button", { name: "Herinner Lotte Visser" })).toBeEnabled();
    const jan = screen.getByText("Jan de Haan").closest("tr")!;
    expect(within(jan).queryByRole("button")).toBeNull();
    expect(within(jan).getByText("Geen e-mailadres")).toBeInTheDocument();
  });

  it("shows the reminder as the server decides it on its clock, not as this browser's clock would", async () => {
    // The server's clock is days ahead (as journeys move it): the document's expiry date has
    // passed there, a reminder sent on the server's today is from a later day than this
    // browser's today, and one sent on this browser's today was yesterday for the server.
    const now = new Date().toISOString();
    serveApi({
      [`/lms/documents/${DOCUMENT}`]: () =>
        Response.json({ data: { ...document, expiresOn: "2099-12-31" } }),
      [`/lms/documents/${DOCUMENT}/assignees`]: () =>
        Response.json({
          data: [
            assignee(1, "Lotte Visser", "lotte@demo.example", {
              status: "expired",
              reminder: "nothing-to-do",
            }),
            assignee(2, "Jan de Haan", "jan@demo.example", {
              remindedAt: "2099-12-30T09:15:00.000Z",
              reminder: "sent-today",
            }),
            assignee(3, "Eva Smit", "eva@demo.example", {
              status: "viewed",
              remindedAt: now,
              reminder: "possible",
            }),
          ],
          meta: { ...meta, to: 3, total: 3 },
          links: { next: null },
        }),
    });
    renderPage();
    const lotte = (await screen.findByText("Lotte Visser")).closest("tr")!;
    expect(within(lotte).queryByRole("button")).toBeNull();
    const jan = screen.getByText("Jan de Haan").closest("tr")!;
    expect(within(jan).queryByRole("button")).toBeNull();
    expect(within(jan).getByText("Vandaag om 10:15 herinnerd")).toBeInTheDocument();
    const eva = screen.getByText("Eva Smit").closest("tr")!;
    expect(within(eva).getByRole("button", { name: "Herinner Eva Smit" })).toBeEnabled();
  });
});
