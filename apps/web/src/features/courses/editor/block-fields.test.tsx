import type { BlockContent } from "@leerlijn/contracts/courses/block.schema";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
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

  it("shows what the weight makes of the points: '3 punten × Hoog = 9 punten'", async () => {
    render({
      type: "question",
      question: {
        kind: "points",
        prompt: "Hoe zwaar mag je tillen?",
        weight: "medium",
        feedback: { correct: "", incorrect: "" },
        options: [
          { id: "a", text: "23 kilo", points: 3 },
          { id: "b", text: "50 kilo", points: 0 },
        ],
      },
    });
    const weight = screen.getByRole("combobox", { name: "Weging" });
    expect(weight).toHaveAccessibleDescription("Waard: 3 punten × Gemiddeld = 6 punten");
    await userEvent.setup().selectOptions(weight, "Hoog");
    expect(weight).toHaveAccessibleDescription("Waard: 3 punten × Hoog = 9 punten");
  });
});

function Editable({
  initial,
  onContent,
}: {
  initial: BlockContent;
  onContent: (c: BlockContent) => void;
}) {
  const [content, setContent] = useState(initial);
  return (
    <BlockFields
      content={content}
      media={null}
      scoreLocked={false}
      label="Vraag 1"
      onChange={(next) => {
        setContent(next);
        onContent(next);
      }}
    />
  );
}

function render(initial: BlockContent) {
  const onContent = vi.fn();
  renderWithSession(<Editable initial={initial} onContent={onContent} />, {
    roles: ["admin-group-leader"],
  });
  return onContent;
}

describe("BlockFields: removing an answer", () => {
  it.each(["choice", "points"] as const)(
    "removes an answer of a %s question with the keyboard, down to two",
    async (kind) => {
      const base = {
        prompt: "Wie heeft voorrang?",
        weight: "low" as const,
        feedback: { correct: "", incorrect: "" },
      };
      const onContent = render(
        kind === "choice"
          ? {
              type: "question",
              question: {
                kind,
                ...base,
                options: [
                  { id: "a", text: "De voetganger", isCorrect: true },
                  { id: "b", text: "", isCorrect: false },
                  { id: "c", text: "De heftruck", isCorrect: false },
                ],
              },
            }
          : {
              type: "question",
              question: {
                kind,
                ...base,
                options: [
                  { id: "a", text: "De voetganger", points: 2 },
                  { id: "b", text: "", points: 0 },
                  { id: "c", text: "De heftruck", points: 0 },
                ],
              },
            },
      );
      const user = userEvent.setup();
      screen.getByRole("button", { name: "Antwoord 2 verwijderen" }).focus();
      await user.keyboard("{Enter}");

      const last = onContent.mock.lastCall?.[0] as BlockContent;
      expect(
        last.type === "question" &&
          last.question.kind !== "open" &&
          last.question.options.map((o) => o.id),
      ).toEqual(["a", "c"]);
      expect(screen.getByRole("textbox", { name: "Antwoord 2" })).toHaveValue("De heftruck");
      expect(screen.queryByRole("button", { name: /Antwoord \d verwijderen/ })).toBeNull();
      expect(screen.getByText("Een vraag heeft minstens 2 antwoorden.")).toBeInTheDocument();
    },
  );
});

describe("BlockFields of a video", () => {
  it("lets the author set when the video counts as watched, refusing a value out of range", async () => {
    const onContent = render({
      type: "video",
      mediaId: null,
      title: "Rondleiding",
      finishPercentage: 100,
    });
    const field = screen.getByRole("spinbutton", { name: "Telt als bekeken bij" });
    expect(field).toHaveValue("100");
    const user = userEvent.setup();
    await user.clear(field);
    await user.type(field, "80");
    expect(onContent).toHaveBeenLastCalledWith(expect.objectContaining({ finishPercentage: 80 }));

    onContent.mockClear();
    await user.clear(field);
    await user.type(field, "0");
    await user.tab();
    expect(field).toHaveValue("0");
    expect(field).toHaveAccessibleDescription(
      expect.stringContaining("Vul een percentage tussen 1 en 100 in."),
    );
    expect(onContent).not.toHaveBeenCalledWith(expect.objectContaining({ finishPercentage: 0 }));
  });
});
