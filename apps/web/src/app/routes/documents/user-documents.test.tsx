import type { PersonDocument } from "@leerlijn/contracts/documents/document.schema";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import { renderWithSession } from "../../../test/render-with-session";
import { serveApi } from "../../../test/serve-api";
import { UserDocumentCreatePage } from "./user-document-create.route";
import { UserDocumentPage } from "./user-document.route";
import { UserDocumentsPage } from "./user-documents.route";

const USER = "11111111-1111-4111-8111-111111111111";
const meta = { from: 1, to: 1, total: 1, perPage: 15, currentPage: 1, lastPage: 1 };

const personDocuments = (statuses: string[]) => ({
  data: statuses.map((status, index) => ({
    id: `d${index}`,
    assignmentId: `a${index}`,
    title: `Document ${index + 1}`,
    description: "",
    mustSign: true,
    status,
    expiresOn: null,
    assignedAt: "2026-11-20T09:00:00.000Z",
    viewedAt: null,
    signedAt: null,
    expiredAt: null,
    canSign: false,
    pathLock: null as PersonDocument["pathLock"],
  })),
  meta,
  links: { next: null },
  person: { name: "Lotte Visser", email: "lotte@demo.example" },
});

const documentOption = {
  id: "doc-1",
  title: "Gedragscode",
  description: "",
  mediaId: "22222222-2222-4222-8222-222222222222",
  media: null,
  pdfSha256: "a".repeat(64),
  mustSign: true,
  expiresOn: null,
  validityMonths: null,
  counts: { assigned: 0, viewed: 0, signed: 0, expired: 0 },
  createdAt: "2026-11-20T09:00:00.000Z",
  updatedAt: "2026-11-20T09:00:00.000Z",
};

function renderPages(path: string) {
  renderWithSession(
    <Routes>
      <Route path="/lms/users/:userId/documents" element={<UserDocumentsPage />} />
      <Route path="/lms/users/:userId/documents/create" element={<UserDocumentCreatePage />} />
      <Route path="/lms/users/:userId/documents/:documentId" element={<UserDocumentPage />} />
    </Routes>,
    { roles: ["admin-group-leader"], path },
  );
}

describe("a person's documents for the group leader", () => {
  it("lists them with status and offers to assign one", async () => {
    serveApi({
      [`/users/${USER}/documents`]: () => Response.json(personDocuments(["signed", "assigned"])),
    });
    renderPages(`/lms/users/${USER}/documents`);
    expect(
      await screen.findByRole("heading", { level: 1, name: "Documenten van Lotte Visser" }),
    ).toBeInTheDocument();
    const rows = screen.getAllByRole("row").slice(1);
    expect(within(rows[0]!).getByText("Ondertekend")).toBeInTheDocument();
    expect(within(rows[1]!).getByText("Nieuw")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Document toewijzen" })).toHaveAttribute(
      "href",
      `/lms/users/${USER}/documents/create`,
    );
  });

  it("shows a document step still locked for the person, with what they finish first", async () => {
    const list = personDocuments(["assigned", "assigned"]);
    list.data[1] = {
      ...list.data[1]!,
      pathLock: { courseGroupName: "Nieuwe medewerker", previousStepName: "Veiligheid" },
    };
    serveApi({ [`/users/${USER}/documents`]: () => Response.json(list) });
    renderPages(`/lms/users/${USER}/documents`);
    await screen.findByRole("heading", { level: 1, name: "Documenten van Lotte Visser" });
    const [open, locked] = screen.getAllByRole("row").slice(1);
    expect(within(open!).queryByText("Op slot")).not.toBeInTheDocument();
    expect(within(locked!).getByText("Op slot")).toBeInTheDocument();
    expect(
      within(locked!).getByText(
        "Een stap van het traject Nieuwe medewerker. Gaat open zodra Veiligheid is afgerond.",
      ),
    ).toBeInTheDocument();
    // The educator still opens it, to see its trail.
    expect(within(locked!).getByRole("link", { name: "Document 2" })).toHaveAttribute(
      "href",
      `/lms/users/${USER}/documents/d1`,
    );
  });

  it("assigns a chosen document, asking for one first", async () => {
    const assigned: string[] = [];
    serveApi({
      [`/users/${USER}/documents`]: () => Response.json(personDocuments([])),
      "/lms/documents": () =>
        Response.json({ data: [documentOption], meta, links: { next: null } }),
      "/lms/documents/doc-1/assignees": (_url, method) => {
        assigned.push(method);
        return Response.json({ data: { assigned: 1 } });
      },
    });
    renderPages(`/lms/users/${USER}/documents/create`);
    await screen.findByRole("option", { name: "Gedragscode" });
    await userEvent.click(screen.getByRole("button", { name: "Toewijzen" }));
    expect(await screen.findByText("Kies een document.")).toBeInTheDocument();
    expect(assigned).toEqual([]);

    await userEvent.selectOptions(screen.getByRole("combobox", { name: /Document/ }), "doc-1");
    await userEvent.click(screen.getByRole("button", { name: "Toewijzen" }));
    expect(
      await screen.findByRole("heading", { level: 1, name: "Documenten van Lotte Visser" }),
    ).toBeInTheDocument();
    expect(assigned).toEqual(["POST"]);
  });

  it("asks for a title and a PDF when making a new document", async () => {
    serveApi({
      [`/users/${USER}/documents`]: () => Response.json(personDocuments([])),
      "/lms/documents": () => Response.json({ data: [], meta, links: { next: null } }),
    });
    renderPages(`/lms/users/${USER}/documents/create`);
    expect(await screen.findByRole("textbox", { name: /Titel/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Toewijzen" }));
    expect(await screen.findByText("Vul een titel in.")).toBeInTheDocument();
    expect(screen.getByText("Kies een PDF-document uit de mediabibliotheek.")).toBeInTheDocument();
  });
});

describe("a person's document for the group leader", () => {
  const trailRow = (type: string, index: number) => ({
    id: `e${index}`,
    type,
    occurredAt: "2026-11-26T09:00:00.000Z",
    actorName: "Lotte Visser",
    ip: "192.0.2.1",
    userAgent: "Testbrowser/1.0",
    pdfSha256: "a".repeat(64),
    hash: String(index).repeat(64),
  });

  it("shows the trail, whether it holds, and withdraws the assignment after confirming", async () => {
    const methods: string[] = [];
    serveApi({
      [`/users/${USER}/documents/d0`]: () =>
        Response.json({
          data: {
            document: personDocuments(["viewed"]).data[0],
            person: { name: "Lotte Visser", email: null },
            trail: [
              trailRow("assigned", 1),
              trailRow("viewed", 2),
              { ...trailRow("expired", 3), actorName: null, ip: null, userAgent: null },
            ],
            trailTotal: 3,
            trailIntact: false,
            signaturesTotal: 1,
            signatures: [
              {
                id: "00000000-0000-4000-8000-0000000000a1",
                signedAt: "2026-11-26T09:30:00.000Z",
                pdfSha256: "a".repeat(64),
                sealedSha256: "b".repeat(64),
                sealedPdfUrl: "/api/v1/files/media/document-seals/x.pdf?expires=1&signature=x",
                verificationPath: `/verificatie/${"c".repeat(27)}`,
              },
            ],
          },
        }),
      "/lms/documents/d0/assignees/a0": (_url, method) => {
        methods.push(method);
        return new Response(null, { status: 204 });
      },
    });
    renderPages(`/lms/users/${USER}/documents/d0`);
    expect(
      await screen.findByRole("heading", { level: 1, name: "Document 1" }),
    ).toBeInTheDocument();
    expect(screen.getByText(/De audittrail is gewijzigd/)).toBeInTheDocument();
    expect(screen.getByText("Geopend")).toBeInTheDocument();
    expect(screen.getAllByText("192.0.2.1")).toHaveLength(2);
    // An expiry is recorded by the system, not by a person.
    const expiry = screen.getByRole("row", { name: /Verlopen/ });
    expect(within(expiry).getByText("Systeem")).toBeInTheDocument();
    // The sealed PDF of the signature, to download, and its public check.
    expect(screen.getByRole("link", { name: "Download ondertekende PDF" })).toHaveAttribute(
      "href",
      "/api/v1/files/media/document-seals/x.pdf?expires=1&signature=x",
    );
    expect(screen.getByRole("link", { name: "Controleren" })).toHaveAttribute(
      "href",
      `/verificatie/${"c".repeat(27)}`,
    );

    await userEvent.click(screen.getByRole("button", { name: "Toewijzing intrekken" }));
    const dialog = await screen.findByRole("alertdialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "Toewijzing intrekken" }));
    await waitFor(() => expect(methods).toEqual(["DELETE"]));
    expect(screen.queryByText(/De nieuwste/)).not.toBeInTheDocument();
  });

  it("says when it shows only the newest part of a long trail and signature history", async () => {
    serveApi({
      [`/users/${USER}/documents/d0`]: () =>
        Response.json({
          data: {
            document: personDocuments(["signed"]).data[0],
            person: { name: "Lotte Visser", email: null },
            trail: [trailRow("reminded", 1), trailRow("signed", 2)],
            trailTotal: 140,
            trailIntact: true,
            signatures: [
              {
                id: "00000000-0000-4000-8000-0000000000a1",
                signedAt: "2026-11-26T09:30:00.000Z",
                pdfSha256: "a".repeat(64),
                sealedSha256: null,
                sealedPdfUrl: null,
                verificationPath: null,
              },
            ],
            signaturesTotal: 25,
          },
        }),
    });
    renderPages(`/lms/users/${USER}/documents/d0`);
    expect(await screen.findByText("De nieuwste 2 van 140 gebeurtenissen.")).toBeInTheDocument();
    // The check covers what is shown, and says no more.
    expect(screen.getByText(/De getoonde regels zijn ongewijzigd/)).toBeInTheDocument();
    expect(screen.queryByText(/De audittrail is compleet/)).not.toBeInTheDocument();
    expect(screen.getByText("De nieuwste 1 van 25 handtekeningen.")).toBeInTheDocument();
  });
});
