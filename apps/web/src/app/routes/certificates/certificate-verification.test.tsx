import type { CertificateVerification } from "@leerlijn/contracts/certificates/certificate.schema";
import { screen } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import { renderWithSession } from "../../../test/render-with-session";
import { serveApi } from "../../../test/serve-api";
import { CertificateVerificationPage } from "./certificate-verification.route";

const CODE = "Zm9vYmFyLWNlcnRpZmljYXRlLTE";

const valid: CertificateVerification = {
  status: "valid",
  kind: "training",
  number: "2026-ABCD-EFGH",
  holderName: "Anna de Boer",
  trainingName: "BHV basis",
  certificateType: "BHV",
  company: { name: "Demo Logistiek", logoUrl: null },
  issuedOn: "2026-03-03",
  expiresOn: "2028-03-03",
  expiredSince: null,
  revokedOn: null,
};

function renderPage(answer: () => Response) {
  serveApi({ [`/certificates/verify/${CODE}`]: answer });
  return renderWithSession(
    <Routes>
      <Route path="/certificaat/:code" element={<CertificateVerificationPage />} />
    </Routes>,
    { roles: [], path: `/certificaat/${CODE}` },
  );
}

describe("the public certificate check", () => {
  it("says a valid certificate is valid, with who holds it, for what and from whom", async () => {
    renderPage(() => Response.json({ data: valid }));
    expect(await screen.findByRole("heading", { level: 2, name: "Geldig" })).toBeVisible();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Certificaat controleren");
    for (const text of [
      "Anna de Boer",
      "BHV basis",
      "3 maart 2026",
      "3 maart 2028",
      "2026-ABCD-EFGH",
    ])
      expect(screen.getByText(text)).toBeVisible();
    expect(screen.getAllByText("Demo Logistiek").length).toBeGreaterThan(0);
    expect(screen.queryByRole("navigation")).toBeNull();
  });

  it("names a course's certificate as proof of the course", async () => {
    renderPage(() =>
      Response.json({
        data: {
          ...valid,
          kind: "course",
          trainingName: "Veilig werken op hoogte",
          certificateType: null,
        },
      }),
    );
    expect(await screen.findByRole("heading", { level: 2, name: "Geldig" })).toBeVisible();
    expect(screen.getByText("Cursus")).toBeVisible();
    expect(screen.getByText("Veilig werken op hoogte")).toBeVisible();
    expect(screen.queryByText("Training")).toBeNull();
  });

  it("says since when a certificate is expired, and when it was revoked", async () => {
    const { unmount } = renderPage(() =>
      Response.json({ data: { ...valid, status: "expired", expiredSince: "2028-03-03" } }),
    );
    expect(await screen.findByRole("heading", { level: 2, name: "Verlopen" })).toBeVisible();
    expect(screen.getByText("Dit certificaat is verlopen sinds 3 maart 2028.")).toBeVisible();
    unmount();
    renderPage(() =>
      Response.json({ data: { ...valid, status: "revoked", revokedOn: "2026-05-01" } }),
    );
    expect(await screen.findByRole("heading", { level: 2, name: "Ingetrokken" })).toBeVisible();
    expect(screen.getByText(/op 1 mei 2026 ingetrokken/)).toBeVisible();
  });

  it("says an unknown code is not found, and nothing more", async () => {
    renderPage(() => Response.json({ message: "x", code: "NOT_FOUND" }, { status: 404 }));
    expect(await screen.findByText("Certificaat niet gevonden")).toBeVisible();
    expect(screen.queryByText("Naam")).toBeNull();
  });
});
