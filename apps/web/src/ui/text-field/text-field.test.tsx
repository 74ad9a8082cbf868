import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRef } from "react";
import { describe, expect, it } from "vitest";
import { TextField } from "./text-field";

describe("TextField", () => {
  it("ties label, hint and error to the input and marks required with *", () => {
    render(
      <TextField
        label="Achternaam"
        hint="Zoals in je paspoort"
        error="Vul je achternaam in"
        required
      />,
    );
    const input = screen.getByRole("textbox", { name: "Achternaam" });
    expect(input).toBeRequired();
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAccessibleDescription("Zoals in je paspoort Vul je achternaam in");
    expect(screen.getByText("*")).toHaveAttribute("aria-hidden", "true");
  });

  it("forwards its ref and input props", async () => {
    const user = userEvent.setup();
    const ref = createRef<HTMLInputElement>();
    render(<TextField ref={ref} label="E-mailadres" type="email" maxLength={255} />);
    expect(ref.current).toBe(screen.getByRole("textbox", { name: "E-mailadres" }));
    expect(ref.current).toHaveAttribute("maxlength", "255");
    await user.type(ref.current!, "jan@example.nl");
    expect(ref.current).toHaveValue("jan@example.nl");
  });

  it("shows addons around the input", () => {
    render(<TextField label="Prijs" addonStart="€" addonEnd="per persoon" size="small" />);
    const input = screen.getByRole("textbox", { name: "Prijs" });
    const group = input.parentElement as HTMLElement;
    expect(group.textContent).toBe("€per persoon");
    expect(group.className).toMatch(/groupSmall/);
  });
});
