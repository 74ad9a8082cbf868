import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, Link, RouterProvider, useParams } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { groupOptionsQuery } from "../../groups/api/groups";
import { userOptionsQuery } from "../../users/api/user-options";
import { sessionQueryClient } from "../../../test/render-with-session";
import { ConfirmDialogHost } from "../../../ui/confirm-dialog/confirm-dialog";
import { TrainingWizard } from "./training-wizard";
import { emptyDraft } from "./wizard-draft";

type Asked = { method: string; path: string; headers: Headers; body: unknown };

/** Answers the wizard's calls as the API would, keeping what was asked. */
function serve(answer: (call: Asked) => Response | undefined) {
  const asked: Asked[] = [];
  vi.stubGlobal("fetch", (input: string, init: RequestInit = {}) => {
    const url = new URL(input, "http://localhost");
    const call = {
      method: init.method ?? "GET",
      path: url.pathname.replace("/api/v1", ""),
      headers: new Headers(init.headers),
      body: typeof init.body === "string" ? JSON.parse(init.body) : undefined,
    };
    asked.push(call);
    if (call.path === "/users")
      return Promise.resolve(
        Response.json({
          data:
            url.searchParams.get("filter[role]") === "admin-trainer"
              ? [{ id: "cu-trainer", name: "Tineke Trainer" }]
              : [],
          meta: { total: 1, perPage: 100, currentPage: 1, lastPage: 1, from: 1, to: 1 },
          links: { next: null },
        }),
      );
    return Promise.resolve(
      answer(call) ?? Response.json({ message: "Niet gevonden" }, { status: 404 }),
    );
  });
  return asked;
}

const precognitionPassed = () => new Response(null, { status: 204 });

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const stored = (): unknown => JSON.parse(sessionStorage.getItem("test.create") ?? "null");

function WizardPage() {
  const { stepNumber = "1" } = useParams();
  return (
    <>
      <Link to="/elsewhere">Ergens anders</Link>
      <TrainingWizard
        trainingId={null}
        initial={emptyDraft()}
        step={Number(stepNumber)}
        pathOf={(number) => `/trainings/create/${number}`}
        storageKey="test.create"
      />
    </>
  );
}

function renderWizard() {
  const client = sessionQueryClient({
    roles: ["admin-group-leader"],
    data: [
      [
        userOptionsQuery.queryKey,
        [
          { id: "cu-anna", name: "Anna de Boer", email: "anna@demo.example" },
          { id: "cu-bart", name: "Bart Jansen", email: null },
        ],
      ],
      [groupOptionsQuery.queryKey, [{ id: "g-magazijn", name: "Magazijn", memberCount: 2 }]],
    ],
  });
  const router = createMemoryRouter(
    [
      { path: "/trainings/create/:stepNumber", element: <WizardPage /> },
      { path: "/trainings/:trainingId", element: <h1>Pagina van de training</h1> },
      { path: "/elsewhere", element: <h1>Elders</h1> },
    ],
    { initialEntries: ["/trainings/create/1"] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
      <ConfirmDialogHost />
    </QueryClientProvider>,
  );
  return router;
}

async function fillGeneral() {
  await userEvent.type(screen.getByRole("textbox", { name: /Naam van de training/ }), "BHV");
  await userEvent.type(screen.getByRole("textbox", { name: /^Straat/ }), "Oudegracht");
  await userEvent.type(screen.getByRole("textbox", { name: /^Huisnummer/ }), "12");
  await userEvent.type(screen.getByRole("textbox", { name: /^Postcode/ }), "3511ab");
  await userEvent.type(screen.getByRole("textbox", { name: /^Plaats/ }), "Utrecht");
  const day = within(screen.getByRole("group", { name: "Datum 1" })).getByLabelText(/^Dag/);
  await userEvent.type(day, "2099-03-02");
}

const next = () => userEvent.click(screen.getByRole("button", { name: "Volgende" }));

// Typing a whole step with user-event takes seconds on a busy machine.
describe("the training wizard", { timeout: 30_000 }, () => {
  it("checks a step with Precognition, shows the server's first message per field, then moves on", async () => {
    let attempts = 0;
    const asked = serve((call) => {
      if (call.method !== "POST" || call.path !== "/trainings") return undefined;
      attempts += 1;
      if (attempts > 1) return precognitionPassed();
      return Response.json(
        {
          code: "VALIDATION_FAILED",
          message: "Vul een Nederlandse (1234 AB) of Belgische (1234) postcode in.",
          errors: {
            "location.postal_code": [
              "Vul een Nederlandse (1234 AB) of Belgische (1234) postcode in.",
              "Een tweede melding die niet getoond wordt.",
            ],
            "dates.0.time_to": ["De eindtijd moet na de begintijd liggen."],
          },
        },
        { status: 422 },
      );
    });
    renderWizard();
    await fillGeneral();
    await next();

    expect(
      await screen.findByText("Vul een Nederlandse (1234 AB) of Belgische (1234) postcode in."),
    ).toBeVisible();
    expect(screen.queryByText("Een tweede melding die niet getoond wordt.")).toBeNull();
    expect(screen.getByRole("textbox", { name: /^Postcode/ })).toHaveAccessibleDescription(
      /Vul een Nederlandse/,
    );
    expect(
      within(screen.getByRole("group", { name: "Datum 1" })).getByText(/eindtijd/),
    ).toBeVisible();
    expect(screen.getByRole("alert")).toHaveTextContent("Niet alles klopt nog");
    const check = asked.find((call) => call.method === "POST")!;
    expect(check.headers.get("precognition")).toBe("true");
    expect(check.headers.get("precognition-validate-only")).toBe(
      "name,description,location,imageMediaId,capacity,dates",
    );
    expect(check.body).toMatchObject({
      name: "BHV",
      location: { street: "Oudegracht", postalCode: "3511ab", establishmentName: "" },
      dates: [{ date: "2099-03-02", timeFrom: "09:00", timeTo: "17:00" }],
      participants: { companyUserIds: [], groupIds: [] },
    });

    await next();
    expect(await screen.findByRole("heading", { level: 2, name: "Trainer" })).toHaveFocus();
    expect(screen.queryByText(/postcode in/)).toBeNull();
  });

  it("saves once from the last step, participants included, and opens the training", async () => {
    const asked = serve((call) => {
      if (call.method !== "POST" || call.path !== "/trainings") return undefined;
      if (call.headers.get("precognition")) return precognitionPassed();
      return Response.json({ data: { id: "t-new" } }, { status: 201 });
    });
    const router = renderWizard();
    await fillGeneral();
    await userEvent.click(screen.getByRole("button", { name: "Datum toevoegen" }));
    // The new row takes the focus and the times of the row before it.
    const second = within(screen.getByRole("group", { name: "Datum 2" }));
    expect(second.getByLabelText(/^Dag/)).toHaveFocus();
    await userEvent.type(second.getByLabelText(/^Dag/), "2099-03-09");
    await next();

    const trainers = within(await screen.findByRole("group", { name: "Trainers" }));
    await userEvent.click(trainers.getByRole("checkbox", { name: "Tineke Trainer" }));
    await userEvent.selectOptions(
      screen.getByRole("combobox", { name: /Registrator/ }),
      "cu-trainer",
    );
    await next();

    await userEvent.click(await screen.findByRole("checkbox", { name: /Anna de Boer/ }));
    await userEvent.click(screen.getByRole("checkbox", { name: /Magazijn/ }));
    await next();

    expect(await screen.findByRole("heading", { level: 2, name: "Instellingen" })).toBeVisible();
    await userEvent.click(screen.getByRole("checkbox", { name: /Deelnemers uitnodigen/ }));
    // Until it is saved, the draft is kept for a reload, with the step reached.
    expect(stored()).toMatchObject({
      reached: 4,
      draft: { name: "BHV", participantIds: ["cu-anna"], groupIds: ["g-magazijn"] },
    });
    await userEvent.click(screen.getByRole("button", { name: "Training opslaan" }));

    expect(await screen.findByRole("heading", { name: "Pagina van de training" })).toBeVisible();
    expect(sessionStorage.getItem("test.create")).toBeNull();
    expect(router.state.location.pathname).toBe("/trainings/t-new");
    const saves = asked.filter(
      (call) => call.method === "POST" && !call.headers.get("precognition"),
    );
    expect(saves).toHaveLength(1);
    expect(saves[0]!.body).toMatchObject({
      name: "BHV",
      dates: [
        { date: "2099-03-02", timeFrom: "09:00", timeTo: "17:00" },
        { date: "2099-03-09", timeFrom: "09:00", timeTo: "17:00" },
      ],
      instructorIds: ["cu-trainer"],
      registrarId: "cu-trainer",
      participants: { companyUserIds: ["cu-anna"], groupIds: ["g-magazijn"] },
      settings: { inviteParticipants: true, daysBeforeInvite: 7, attendanceList: true },
    });
    expect(
      asked
        .filter((call) => call.headers.get("precognition"))
        .map((call) => call.headers.get("precognition-validate-only")),
    ).toEqual([
      "name,description,location,imageMediaId,capacity,dates",
      "instructorIds,registrarId,registrarManagerIds",
      "participants",
    ]);
  });

  it("asks before leaving with unsaved changes, and stays when told to", async () => {
    serve(() => undefined);
    const router = renderWizard();
    await userEvent.type(screen.getByRole("textbox", { name: /Naam van de training/ }), "BHV");

    expect(stored()).toMatchObject({ draft: { name: "BHV" } });
    await userEvent.click(screen.getByRole("link", { name: "Ergens anders" }));
    const dialog = await screen.findByRole("alertdialog", {
      name: "Pagina verlaten zonder op te slaan?",
    });
    await userEvent.click(within(dialog).getByRole("button", { name: "Blijven" }));
    expect(router.state.location.pathname).toBe("/trainings/create/1");
    expect(await screen.findByRole("textbox", { name: /Naam van de training/ })).toHaveValue("BHV");

    await userEvent.click(screen.getByRole("link", { name: "Ergens anders" }));
    await userEvent.click(
      within(
        await screen.findByRole("alertdialog", { name: "Pagina verlaten zonder op te slaan?" }),
      ).getByRole("button", { name: "Verlaten zonder opslaan" }),
    );
    expect(await screen.findByRole("heading", { name: "Elders" })).toBeVisible();
    // Leaving without saving discards the draft kept for a reload.
    expect(sessionStorage.getItem("test.create")).toBeNull();
  });

  it("does not open a later step before the earlier ones passed", async () => {
    serve(() => undefined);
    const router = renderWizard();
    await router.navigate("/trainings/create/3");
    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/trainings/create/1"));
    expect(
      await screen.findByRole("heading", { level: 2, name: "Algemene informatie" }),
    ).toBeVisible();
  });
});
