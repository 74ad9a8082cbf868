import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Textarea } from "./textarea";

afterEach(() => {
  vi.restoreAllMocks();
});

describe("Textarea", () => {
  it("is labelled and ties hint and error to the field", () => {
    render(
      <Textarea
        label="Opmerkingen"
        hint="Alleen zichtbaar voor trainers"
        error="Vul een opmerking in"
        required
      />,
    );
    const field = screen.getByRole("textbox", { name: /Opmerkingen/ });
    expect(field).toBeRequired();
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(field).toHaveAccessibleDescription(
      "Alleen zichtbaar voor trainers Vul een opmerking in",
    );
  });

  it("counts characters against maxLength while typing (uncontrolled)", async () => {
    const user = userEvent.setup();
    render(<Textarea label="Beschrijving" maxLength={10} />);
    const field = screen.getByRole("textbox", { name: "Beschrijving" });
    expect(field).toHaveAccessibleDescription("0 van 10 tekens");
    await user.type(field, "Hallo");
    expect(field).toHaveAccessibleDescription("5 van 10 tekens");
    await user.type(field, " wereld!");
    expect(field).toHaveValue("Hallo were");
    expect(screen.getByText("10 van 10 tekens")).toBeInTheDocument();
    expect(screen.getByText("Je hebt het maximum van 10 tekens bereikt.")).toBeInTheDocument();
  });

  it("counts a controlled value", async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [value, setValue] = useState("Dag");
      return (
        <Textarea
          label="Notitie"
          maxLength={200}
          value={value}
          onChange={(event) => setValue(event.target.value)}
        />
      );
    }
    render(<Controlled />);
    expect(screen.getByText("3 van 200 tekens")).toBeInTheDocument();
    await user.type(screen.getByRole("textbox"), "!");
    expect(screen.getByText("4 van 200 tekens")).toBeInTheDocument();
  });

  it("shows no count without maxLength", () => {
    render(<Textarea label="Notitie" />);
    expect(screen.queryByText(/tekens/)).not.toBeInTheDocument();
  });

  it("throws a developer error for a negative minLength", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => render(<Textarea label="Notitie" minLength={-1} />)).toThrow(
      /minLength must be a non-negative number, got -1/,
    );
    expect(() => render(<Textarea label="Notitie" minLength={20} maxLength={10} />)).toThrow(
      /must not be above maxLength/,
    );
  });

  it("accepts minLength 0", () => {
    render(<Textarea label="Notitie" minLength={0} />);
    expect(screen.getByRole("textbox")).toHaveAttribute("minlength", "0");
  });
});
