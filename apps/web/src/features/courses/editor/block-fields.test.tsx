import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithSession } from "../../../test/render-with-session";
import { BlockFields } from "./block-fields";

describe("BlockFields of a question", () => {
  it("names the weights plainly, as the options of the field 'Weging'", () => {
    renderWithSession(
      <BlockFields
        content={{
          type: "question",
          question: {
            kind: "open",
            prompt: "Welk nummer bel je bij brand?",
            weight: "medium",
            feedback: { correct: "", incorrect: "" },
            acceptedAnswers: ["112"],
          },
        }}
        media={null}
        scoreLocked={false}
        label="Open vraag 1"
        onChange={vi.fn()}
      />,
      { roles: ["admin-group-leader"] },
    );
    const weight = screen.getByRole("combobox", { name: "Weging" });
    expect(
      within(weight)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Laag", "Gemiddeld", "Hoog"]);
    expect(weight).toHaveDisplayValue("Gemiddeld");
  });
});
