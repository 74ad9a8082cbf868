import type { CourseCertificate } from "@leerlijn/contracts/certificates/certificate.schema";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Route, Routes } from "react-router";
import { renderWithSession } from "../../../test/render-with-session";
import { UserTrainingsPage } from "./user-trainings.route";

const valid: CourseCertificate = {
  id: "cc-1",
  courseName: "Veilig werken op hoogte",
  status: "valid",
  number: "2027-0002",
  issuedOn: "2027-03-03",
  expiresOn: "2028-03-03",
  revokedOn: null,
};

/** Answers the person's trainings with these course certificates; keeps what was posted. */
function serve(courseCertificates: CourseCertificate[]) {
  const posted: { path: string; body: unknown }[] = [];
  vi.stubGlobal("fetch", (input: string | URL, init?: RequestInit) => {
    const url = new URL(input, "http://localhost");
    if (init?.method === "POST") {
      posted.push({
        path: url.pathname,
        body: typeof init.body === "string" ? JSON.parse(init.body) : null,
      });
      return Promise.resolve(
        url.pathname.endsWith("/reissue")
          ? Response.json({ message: "Deze cursus wordt opnieuw gemaakt." }, { status: 409 })
          : Response.json({ data: { ...valid, status: "revoked", revokedOn: "2027-04-04" } }),
      );
    }
    return Promise.resolve(
      Response.json({
        data: [],
        meta: { from: null, to: null, total: 0, perPage: 15, currentPage: 1, lastPage: 1 },
        links: { next: null },
        person: { name: "Lotte Visser", email: null },
        courseCertificates,
      }),
    );
  });
  return posted;
}

function renderPage(roles: Parameters<typeof renderWithSession>[1]["roles"]) {
  renderWithSession(
    <Routes>
      <Route path="/lms/users/:userId/trainings" element={<UserTrainingsPage />} />
    </Routes>,
    { roles, path: "/lms/users/cu-1/trainings" },
  );
}

describe("a person's course certificates for the educator", () => {
  it("revokes one after asking for a reason, and reissues after a confirmation", async () => {
    const posted = serve([
      valid,
      { ...valid, id: "cc-2", courseName: "Heffen", status: "revoked" },
    ]);
    renderPage(["admin-group-leader"]);
    const height = await screen.findByRole("group", { name: "Veilig werken op hoogte" });
    // A revoked one can be issued again, not revoked twice.
    const lifting = screen.getByRole("group", { name: "Heffen" });
    expect(within(lifting).queryByRole("button", { name: "Intrekken" })).toBeNull();

    await userEvent.click(within(height).getByRole("button", { name: "Intrekken" }));
    const dialog = await screen.findByRole("dialog", { name: "Certificaat intrekken" });
    expect(dialog).toHaveTextContent("Het certificaat van Lotte Visser blijft bestaan");
    await userEvent.click(within(dialog).getByRole("button", { name: "Intrekken" }));
    expect(await within(dialog).findByText("Geef een reden op.")).toBeVisible();
    expect(posted).toEqual([]);
    await userEvent.type(within(dialog).getByRole("textbox"), "Toets niet zelf gemaakt");
    await userEvent.click(within(dialog).getByRole("button", { name: "Intrekken" }));
    await vi.waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({
      path: "/api/v1/users/cu-1/course-certificates/cc-1/revoke",
      body: { reason: "Toets niet zelf gemaakt" },
    });

    await userEvent.click(within(lifting).getByRole("button", { name: "Opnieuw uitgeven" }));
    const confirmation = await screen.findByRole("alertdialog", {
      name: "Certificaat opnieuw uitgeven?",
    });
    expect(confirmation).toHaveTextContent("Lotte Visser krijgt een nieuw certificaat voor Heffen");
    await userEvent.click(within(confirmation).getByRole("button", { name: "Opnieuw uitgeven" }));
    await vi.waitFor(() => expect(posted).toHaveLength(2));
    expect(posted[1]!.path).toBe("/api/v1/users/cu-1/course-certificates/cc-2/reissue");
    // The API's refusal is shown as it said it.
    expect(await screen.findByText("Deze cursus wordt opnieuw gemaakt.")).toBeVisible();
  });

  it("offers no decisions to who does not manage the person's courses", async () => {
    serve([valid]);
    renderPage(["admin-trainer"]);
    expect(await screen.findByText("Veilig werken op hoogte")).toBeVisible();
    expect(screen.queryByRole("button", { name: "Intrekken" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Opnieuw uitgeven" })).toBeNull();
  });
});
