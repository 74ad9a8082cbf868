import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { currentCompanyQuery } from "../../features/companies/api/current-company";
import { currentUserQueryKey } from "../../lib/query-keys";
import { MOBILE_MENU_ID } from "../navigation/mobile-menu";
import { testCompany, testUser } from "../../test/render-with-session";
import { AppLayout } from "./app-layout";

// jsdom lays nothing out; the primary navigation scrolls its active item into view.
if (!("scrollIntoView" in Element.prototype))
  Object.defineProperty(Element.prototype, "scrollIntoView", { value: () => undefined });

function renderLayout() {
  const client = new QueryClient();
  client.setQueryData(currentUserQueryKey, testUser(["company-student"]));
  client.setQueryData(currentCompanyQuery.queryKey, testCompany);
  const router = createMemoryRouter(
    [{ element: <AppLayout />, children: [{ path: "/my-trainings", element: <p>Pagina</p> }] }],
    { initialEntries: ["/my-trainings"] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe("the phone menu", () => {
  it("closes on Escape and gives focus back to its button", async () => {
    const user = userEvent.setup();
    renderLayout();
    await user.click(screen.getByRole("button", { name: "Menu openen" }));
    expect(document.getElementById(MOBILE_MENU_ID)).toBeInTheDocument();

    await user.keyboard("{Escape}");

    expect(document.getElementById(MOBILE_MENU_ID)).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Menu openen" })).toHaveFocus();
  });
});
