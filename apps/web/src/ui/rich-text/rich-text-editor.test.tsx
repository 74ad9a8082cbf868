import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { RichTextEditor } from "./rich-text-editor";

// jsdom lays nothing out; ProseMirror measures the selection to scroll it into view.
Range.prototype.getClientRects = () => Object.assign([], { item: () => null });
Range.prototype.getBoundingClientRect = () => new DOMRect();

const html = "<p>Zet de ladder onder <strong>75 graden</strong>.</p>";

function renderEditor() {
  const onChange = vi.fn();
  const view = render(
    <>
      <RichTextEditor label="Tekst 1" value={html} onChange={onChange} />
      <button type="button">Erna</button>
    </>,
  );
  return { onChange, container: view.container };
}

describe("RichTextEditor", () => {
  it("shows the text without starting an editor until the author comes near", () => {
    const { container } = renderEditor();
    const text = screen.getByRole("textbox", { name: "Tekst 1" });
    expect(text.querySelector("strong")).toHaveTextContent("75 graden");
    expect(container.querySelector("[contenteditable]")).toBeNull();
    expect(screen.getByRole("button", { name: "Vet" })).toBeInTheDocument();
  });

  it("starts the editor with the focus in it when reached by keyboard", async () => {
    const user = userEvent.setup();
    const { container } = renderEditor();
    await user.click(screen.getByRole("button", { name: "Erna" }));
    await user.tab({ shift: true });
    const live = await waitFor(() => {
      const editable = container.querySelector<HTMLElement>('[contenteditable="true"]');
      expect(editable).not.toBeNull();
      return editable!;
    });
    await waitFor(() => expect(live).toHaveFocus());
    expect(live).toHaveAccessibleName("Tekst 1");
    expect(live.querySelector("strong")).toHaveTextContent("75 graden");
  });

  it("starts the editor under the pointer, and the toolbar works on it", async () => {
    const { container, onChange } = renderEditor();
    fireEvent.pointerEnter(screen.getByRole("textbox", { name: "Tekst 1" }));
    await waitFor(() => expect(container.querySelector('[contenteditable="true"]')).not.toBeNull());
    fireEvent.click(screen.getByRole("button", { name: "Opsomming" }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(expect.stringContaining("<ul>")));
  });
});
