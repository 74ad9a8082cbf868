import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { renderWithSession } from "../../../test/render-with-session";
import { serveApi } from "../../../test/serve-api";
import { AddressFields } from "./address-fields";
import { type AddressDraft, emptyAddress } from "./wizard-draft";

const utrecht = {
  establishmentName: null,
  street: "Oudegracht",
  number: "12",
  numberSuffix: "A",
  postalCode: "3511 AB",
  city: "Utrecht",
  province: "Utrecht",
  placeId: "adr-1",
  lat: 52.09073,
  lng: 5.12076,
};

/** The address fields as the wizard holds them; the value is shown for the assertions. */
function Form({ initial = emptyAddress() }: { initial?: AddressDraft }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <AddressFields legend="Locatie" value={value} onChange={setValue} error={() => undefined} />
      <pre data-testid="value">{JSON.stringify(value)}</pre>
    </>
  );
}

const renderForm = (initial?: AddressDraft) =>
  renderWithSession(<Form initial={initial} />, { roles: ["admin-group-leader"] });
const valueOf = () => JSON.parse(screen.getByTestId("value").textContent ?? "{}") as AddressDraft;

/** The API with a provider: two suggestions for anything typed, the first one looked up. */
function withProvider() {
  return serveApi({
    "/addresses/suggest": (url) =>
      Response.json({
        available: true,
        data:
          (url.searchParams.get("q") ?? "").length >= 3
            ? [
                { id: "adr-1", label: "Oudegracht 12A, 3511AB Utrecht" },
                { id: "adr-2", label: "Oudegracht 12-bis, 3511AB Utrecht" },
              ]
            : [],
      }),
    "/addresses/adr-1": () => Response.json({ data: utrecht }),
  });
}

describe("address search", () => {
  it("is not there without an address provider: the address is typed by hand", async () => {
    const asked = serveApi({
      "/addresses/suggest": () => Response.json({ available: false, data: [] }),
    });
    renderForm();
    await userEvent.type(screen.getByRole("textbox", { name: /^Straat/ }), "Meir");
    expect(valueOf().street).toBe("Meir");
    expect(asked.map((url) => url.searchParams.get("q"))).toEqual([""]);
    expect(screen.queryByRole("combobox", { name: /Zoek het adres/ })).toBeNull();
  });

  it("suggests addresses as you type, moves with the arrow keys and fills the fields on Enter", async () => {
    const asked = withProvider();
    renderForm({ ...emptyAddress(), establishmentName: "Zaal De Linde" });
    const search = await screen.findByRole("combobox", { name: /Zoek het adres/ });
    expect(search).toHaveAttribute("aria-expanded", "false");
    await userEvent.type(search, "Oudegracht 12");

    const list = await screen.findByRole("listbox", { name: "Gevonden adressen" });
    expect(search).toHaveAttribute("aria-expanded", "true");
    expect(search).toHaveAttribute("aria-controls", list.id);
    expect(
      within(list)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Oudegracht 12A, 3511AB Utrecht", "Oudegracht 12-bis, 3511AB Utrecht"]);
    expect(screen.getByRole("status")).toHaveTextContent("2 adressen gevonden");
    // Debounced: the provider is asked for what was typed once typing paused, not per letter.
    const queries = asked.map((url) => url.searchParams.get("q")).filter(Boolean);
    expect(queries).toEqual(["Oudegracht 12"]);

    await userEvent.keyboard("{ArrowDown}{ArrowDown}");
    const [first, second] = within(list).getAllByRole("option");
    expect(search).toHaveAttribute("aria-activedescendant", second!.id);
    expect(second).toHaveAttribute("aria-selected", "true");
    await userEvent.keyboard("{ArrowDown}");
    expect(search).toHaveAttribute("aria-activedescendant", first!.id);
    await userEvent.keyboard("{Enter}");

    await screen.findByText(/Adres ingevuld: Oudegracht 12A, 3511AB Utrecht/);
    expect(valueOf()).toEqual({
      establishmentName: "Zaal De Linde",
      street: "Oudegracht",
      number: "12",
      numberSuffix: "A",
      postalCode: "3511 AB",
      city: "Utrecht",
      province: "Utrecht",
      placeId: "adr-1",
      lat: 52.09073,
      lng: 5.12076,
    });
    expect(screen.getByRole("textbox", { name: /^Straat/ })).toHaveValue("Oudegracht");
    expect(screen.getByRole("textbox", { name: /^Postcode/ })).toHaveValue("3511 AB");
    expect(search).toHaveAttribute("aria-expanded", "false");
    expect(search).toHaveFocus();

    // Changing a filled field by hand makes the provider's place no longer true.
    await userEvent.type(screen.getByRole("textbox", { name: /^Huisnummer/ }), "4");
    expect(valueOf()).toMatchObject({ number: "124", placeId: null, lat: null, lng: null });
  });

  it("closes the suggestions with Escape and picks one with a click", async () => {
    withProvider();
    renderForm();
    const search = await screen.findByRole("combobox", { name: /Zoek het adres/ });
    await userEvent.type(search, "Oudegracht");
    await screen.findByRole("listbox", { name: "Gevonden adressen" });
    await userEvent.keyboard("{Escape}");
    expect(search).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("listbox")).toBeNull();
    expect(search).toHaveValue("Oudegracht");

    await userEvent.keyboard("{ArrowDown}");
    expect(search).toHaveAttribute("aria-expanded", "true");
    await userEvent.click(screen.getByRole("option", { name: "Oudegracht 12A, 3511AB Utrecht" }));
    await screen.findByText(/Adres ingevuld/);
    expect(valueOf().city).toBe("Utrecht");
  });

  it("says in Dutch when the service fails, and the address can still be typed by hand", async () => {
    serveApi({
      "/addresses/suggest": (url) =>
        url.searchParams.get("q")
          ? Response.json(
              {
                message: "Adressen zoeken lukt nu niet. Vul het adres zelf in.",
                code: "UNAVAILABLE",
              },
              { status: 503 },
            )
          : Response.json({ available: true, data: [] }),
    });
    renderForm();
    const search = await screen.findByRole("combobox", { name: /Zoek het adres/ });
    await userEvent.type(search, "Oudegracht");
    expect(
      await screen.findByText("Adressen zoeken lukt nu niet. Vul het adres zelf in."),
    ).toBeVisible();
    expect(search).toHaveAttribute("aria-invalid", "true");

    await userEvent.type(screen.getByRole("textbox", { name: /^Straat/ }), "Oudegracht");
    await userEvent.type(screen.getByRole("textbox", { name: /^Huisnummer/ }), "12");
    await userEvent.type(screen.getByRole("textbox", { name: /^Postcode/ }), "3511 AB");
    await userEvent.type(screen.getByRole("textbox", { name: /^Plaats/ }), "Utrecht");
    expect(valueOf()).toMatchObject({
      street: "Oudegracht",
      number: "12",
      postalCode: "3511 AB",
      city: "Utrecht",
    });
  });
});
