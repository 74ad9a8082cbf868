import type { MyDocument, PersonDocument } from "@leerlijn/contracts/documents/document.schema";
import { CONSENT_STATEMENT, documentMessages } from "@leerlijn/contracts/documents/document.schema";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import { currentUserQueryKey } from "../../../lib/query-keys";
import { renderWithSession, testUser } from "../../../test/render-with-session";
import { serveApi } from "../../../test/serve-api";
import { MyDocumentPage } from "./my-document.route";
import { MyDocumentsPage } from "./my-documents.route";

const listed = (over: Partial<PersonDocument> & { id: string }): PersonDocument => ({
  assignmentId: `a-${over.id}`,
  title: "Gedragscode",
  description: "",
  mustSign: true,
  status: "assigned",
  expiresOn: null,
  assignedAt: "2026-11-20T09:00:00.000Z",
  viewedAt: null,
  signedAt: null,
  expiredAt: null,
  canSign: false,
  pathLock: null,
  ...over,
});

const opened = (over: Partial<MyDocument> = {}): MyDocument => ({
  ...listed({ id: "d1", status: "viewed", viewedAt: "2026-11-26T09:00:00.000Z" }),
  pdfUrl: "/api/v1/files/media/gedragscode.pdf?expires=1&signature=x",
  pdfSha256: "a".repeat(64),
  canSign: true,
  consentStatement: CONSENT_STATEMENT,
  signatures: [],
  signaturesTotal: 0,
  ...over,
});

const SAVED =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";

describe("the learner's documents", () => {
  it("lists them newest first with what to do and their status", async () => {
    serveApi({
      "/documents": () =>
        Response.json({
          data: [
            listed({ id: "d2", title: "Veiligheidsinstructie" }),
            listed({
              id: "d1",
              title: "Huisregels",
              mustSign: false,
              status: "viewed",
              viewedAt: "2026-11-21T09:00:00.000Z",
            }),
          ],
        }),
    });
    renderWithSession(<MyDocumentsPage />, { roles: ["company-student"], path: "/documents" });
    const first = await screen.findByRole("link", { name: /Veiligheidsinstructie/ });
    expect(first).toHaveAttribute("href", "/documents/d2");
    expect(within(first).getByText("Nieuw")).toBeInTheDocument();
    expect(within(first).getByText(/Ondertekenen/)).toBeInTheDocument();
    const second = screen.getByRole("link", { name: /Huisregels/ });
    expect(within(second).getByText("Gelezen")).toBeInTheDocument();
    expect(within(second).getByText(/Alleen lezen/)).toBeInTheDocument();
  });

  it("asks again for a signature whose validity ran out, not for a document past its date", async () => {
    serveApi({
      "/documents": () =>
        Response.json({
          data: [
            listed({
              id: "d3",
              title: "Gedragscode",
              status: "expired",
              signedAt: "2025-11-20T09:00:00.000Z",
              expiredAt: "2026-11-20T09:00:00.000Z",
              canSign: true,
            }),
            listed({
              id: "d4",
              title: "Oude instructie",
              status: "expired",
              expiresOn: "2026-01-01",
            }),
          ],
        }),
    });
    renderWithSession(<MyDocumentsPage />, { roles: ["company-student"], path: "/documents" });
    const again = await screen.findByRole("link", { name: /Gedragscode/ });
    expect(within(again).getByText("Verlopen")).toBeInTheDocument();
    expect(
      within(again).getByText("Opnieuw ondertekenen · Handtekening verlopen op 20 november 2026"),
    ).toBeInTheDocument();
    const past = screen.getByRole("link", { name: /Oude instructie/ });
    expect(within(past).queryByText(/Opnieuw ondertekenen/)).not.toBeInTheDocument();
  });

  it("shows a path step waiting for the one before as locked, with what to finish first", async () => {
    serveApi({
      "/documents": () =>
        Response.json({
          data: [
            listed({
              id: "d5",
              title: "Huisregels",
              pathLock: { courseGroupName: "Nieuwe medewerker", previousStepName: "Veiligheid" },
            }),
            listed({ id: "d6", title: "Welkomstbrief", mustSign: false }),
          ],
        }),
    });
    renderWithSession(<MyDocumentsPage />, { roles: ["company-student"], path: "/documents" });
    await screen.findByRole("link", { name: /Welkomstbrief/ });
    expect(screen.queryByRole("link", { name: /Huisregels/ })).not.toBeInTheDocument();
    const locked = screen.getByText("Huisregels").closest("li")!;
    expect(
      within(locked).getByText(
        "Een stap van je traject Nieuwe medewerker. Je kunt dit document openen zodra je Veiligheid hebt afgerond.",
      ),
    ).toBeInTheDocument();
    expect(within(locked).getByText("Op slot")).toBeInTheDocument();
    expect(within(locked).queryByText("Nieuw")).not.toBeInTheDocument();
  });

  it("says so when there is nothing", async () => {
    serveApi({ "/documents": () => Response.json({ data: [] }) });
    renderWithSession(<MyDocumentsPage />, { roles: ["company-student"] });
    expect(await screen.findByText("Geen documenten")).toBeInTheDocument();
  });

  it("shows the PDF and signs with the saved signature after confirming the statement", async () => {
    let signed = false;
    const bodies: unknown[] = [];
    const asked = serveApi({
      "/documents/d1": () => Response.json({ data: opened() }),
      "/documents/d1/sign": () => {
        signed = true;
        return Response.json({
          data: opened({
            status: "signed",
            signedAt: "2026-11-26T09:30:00.000Z",
            canSign: false,
          }),
        });
      },
      "/users/me": () =>
        Response.json({ data: { ...testUser(["company-student"]), signature: SAVED } }),
    });
    const originalFetch = globalThis.fetch;
    globalThis.fetch = (input, init) => {
      if (typeof init?.body === "string") bodies.push(JSON.parse(init.body));
      return originalFetch(input, init);
    };
    renderWithSession(
      <Routes>
        <Route path="/documents/:documentId" element={<MyDocumentPage />} />
      </Routes>,
      {
        roles: ["company-student"],
        path: "/documents/d1",
        data: [
          [
            currentUserQueryKey,
            { ...testUser(["company-student"]), signature: SAVED, signDocumentsCount: 1 },
          ],
        ],
      },
    );
    expect(
      await screen.findByRole("link", { name: "Open de PDF in een nieuw venster" }),
    ).toHaveAttribute("href", opened().pdfUrl);
    await userEvent.click(screen.getByRole("button", { name: "Onderteken" }));
    const dialog = await screen.findByRole("dialog", { name: "Document ondertekenen" });
    expect(within(dialog).getByText(CONSENT_STATEMENT)).toBeInTheDocument();
    expect(
      within(dialog).getByRole("img", { name: "Je opgeslagen handtekening" }),
    ).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole("button", { name: "Onderteken" }));
    expect(await within(dialog).findByText("Bevestig de verklaring.")).toBeInTheDocument();
    expect(signed).toBe(false);

    await userEvent.click(within(dialog).getByLabelText("Ik bevestig deze verklaring"));
    await userEvent.click(within(dialog).getByRole("button", { name: "Onderteken" }));
    expect(await screen.findByText(/Je hebt dit document ondertekend/)).toBeInTheDocument();
    expect(bodies).toContainEqual({ consent: true, useSavedSignature: true });
    // The badge count is read again at once.
    expect(asked.some((url) => url.pathname === "/api/v1/users/me")).toBe(true);
  });

  it("tells the learner in Dutch when the server refuses because the PDF is gone", async () => {
    serveApi({
      "/documents/d1": () => Response.json({ data: opened() }),
      "/documents/d1/sign": () =>
        Response.json({ code: "CONFLICT", message: documentMessages.pdfMissing }, { status: 409 }),
      "/users/me": () =>
        Response.json({ data: { ...testUser(["company-student"]), signature: SAVED } }),
    });
    renderWithSession(
      <Routes>
        <Route path="/documents/:documentId" element={<MyDocumentPage />} />
      </Routes>,
      {
        roles: ["company-student"],
        path: "/documents/d1",
        data: [[currentUserQueryKey, { ...testUser(["company-student"]), signature: SAVED }]],
      },
    );
    await userEvent.click(await screen.findByRole("button", { name: "Onderteken" }));
    const dialog = await screen.findByRole("dialog", { name: "Document ondertekenen" });
    await userEvent.click(within(dialog).getByLabelText("Ik bevestig deze verklaring"));
    await userEvent.click(within(dialog).getByRole("button", { name: "Onderteken" }));
    expect(
      await within(dialog).findByText(
        "Het PDF-bestand van dit document ontbreekt, dus je kunt het nu niet ondertekenen. Laat het je leidinggevende weten.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Je hebt dit document ondertekend/)).not.toBeInTheDocument();
  });
});
