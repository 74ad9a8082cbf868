import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Modal, MODAL_UNMOUNT_DELAY_MS, type ModalProps } from "./modal";

function Harness(props: Partial<ModalProps>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal open={open} onOpenChange={setOpen} title="Cursus bewerken" {...props}>
        <p>Inhoud van het venster</p>
        <input aria-label="Naam" />
      </Modal>
    </>
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe("Modal", () => {
  it("opens as a dialog named by its title and moves focus into it", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Open" }));

    const dialog = screen.getByRole("dialog", { name: "Cursus bewerken" });
    expect(dialog).toHaveTextContent("Inhoud van het venster");
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it("closes with the footer button, the × and Escape, and gives focus back to the opener", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole("button", { name: "Open" });

    await user.click(opener);
    await user.click(screen.getByRole("button", { name: "Sluiten" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(opener).toHaveFocus();

    await user.click(opener);
    await user.click(screen.getByRole("button", { name: "Venster sluiten" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(opener).toHaveFocus();

    await user.click(opener);
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it("keeps focus inside while open (Tab wraps around)", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole("button", { name: "Open" }));
    const dialog = screen.getByRole("dialog");
    for (let i = 0; i < 5; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it("stays mounted for the close animation and is removed 500 ms after closing", () => {
    vi.useFakeTimers();
    const onOpenChange = vi.fn();
    const { rerender } = render(<Modal open onOpenChange={onOpenChange} title="Titel" />);
    expect(screen.getByRole("dialog")).toHaveAttribute("data-state", "open");

    rerender(<Modal open={false} onOpenChange={onOpenChange} title="Titel" />);
    const closing = screen.getByText("Titel").closest("[data-state]");
    expect(closing).toHaveAttribute("data-state", "closed");
    expect(closing).toHaveAttribute("inert");

    act(() => {
      vi.advanceTimersByTime(MODAL_UNMOUNT_DELAY_MS - 1);
    });
    expect(screen.queryByText("Titel")).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText("Titel")).not.toBeInTheDocument();
  });

  it("comes back as a working dialog when reopened during the close animation", () => {
    vi.useFakeTimers();
    const { rerender } = render(<Modal open onOpenChange={() => {}} title="Titel" />);
    rerender(<Modal open={false} onOpenChange={() => {}} title="Titel" />);
    act(() => {
      vi.advanceTimersByTime(100);
    });
    rerender(<Modal open onOpenChange={() => {}} title="Titel" />);
    act(() => {
      vi.advanceTimersByTime(MODAL_UNMOUNT_DELAY_MS * 2);
    });
    const dialog = screen.getByRole("dialog", { name: "Titel" });
    expect(dialog).toHaveAttribute("data-state", "open");
    expect(dialog).not.toHaveAttribute("inert");
    expect(screen.getAllByText("Titel")).toHaveLength(1);
  });

  it("shows a submit button only with onSubmit, and submits on Enter in a field", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const { rerender } = render(<Modal open onOpenChange={() => {}} title="Titel" />);
    expect(screen.queryByRole("button", { name: "Opslaan" })).not.toBeInTheDocument();

    rerender(
      <Modal
        open
        onOpenChange={() => {}}
        title="Titel"
        onSubmit={onSubmit}
        submitLabel="Toevoegen"
        closeLabel="Annuleren"
      >
        <input aria-label="Naam" />
      </Modal>,
    );
    expect(screen.getByRole("button", { name: "Annuleren" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Toevoegen" }));
    expect(onSubmit).toHaveBeenCalledTimes(1);

    // Beside a submit button the close button cancels, and says so by itself.
    rerender(
      <Modal open onOpenChange={() => {}} title="Titel" onSubmit={onSubmit}>
        <input aria-label="Naam" />
      </Modal>,
    );
    expect(screen.getByRole("button", { name: "Annuleren" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Sluiten" })).not.toBeInTheDocument();

    await user.type(screen.getByRole("textbox", { name: "Naam" }), "Jan{Enter}");
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it("leaves validation to onSubmit, so errors can be shown in plain Dutch", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(
      <Modal open onOpenChange={() => {}} title="Groep toevoegen" onSubmit={onSubmit}>
        <input aria-label="Naam" required />
      </Modal>,
    );
    await user.click(screen.getByRole("button", { name: "Opslaan" }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it("does not submit while submitting, and says it is busy", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Modal open onOpenChange={() => {}} title="Titel" onSubmit={onSubmit} submitting />);
    const busy = screen.getByRole("button", { name: /Bezig met opslaan/ });
    expect(busy).toBeDisabled();
    await user.click(busy);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("renders tabs inside the modal", async () => {
    const user = userEvent.setup();
    render(
      <Modal
        open
        onOpenChange={() => {}}
        title="Media"
        tabs={[
          { id: "media", label: "Media", content: <p>Alle bestanden</p> },
          { id: "upload", label: "Uploaden", content: <p>Sleep je bestand hierheen</p> },
        ]}
      />,
    );
    expect(screen.getByRole("tabpanel")).toHaveTextContent("Alle bestanden");
    await user.click(screen.getByRole("tab", { name: "Uploaden" }));
    expect(screen.getByRole("tabpanel")).toHaveTextContent("Sleep je bestand hierheen");
  });

  it("marks its size and can replace or hide the footer", () => {
    const { rerender } = render(
      <Modal
        open
        onOpenChange={() => {}}
        title="Titel"
        size="large"
        footer={<span>Eigen voet</span>}
      />,
    );
    expect(screen.getByRole("dialog")).toHaveAttribute("data-size", "large");
    expect(screen.getByText("Eigen voet")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Sluiten" })).not.toBeInTheDocument();

    rerender(
      <Modal open onOpenChange={() => {}} title="Titel" size="small" footer={null} hideCloseIcon />,
    );
    expect(screen.getByRole("dialog")).toHaveAttribute("data-size", "small");
    expect(screen.queryAllByRole("button")).toHaveLength(0);
  });

  it("reports close requests only while open", () => {
    const onOpenChange = vi.fn();
    render(<Modal open onOpenChange={onOpenChange} title="Titel" />);
    fireEvent.keyDown(screen.getByRole("dialog"), { key: "Escape" });
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
