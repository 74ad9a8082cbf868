import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DEFAULT_TOAST_DURATION_MS, MAX_TOASTS, toasts } from "./toast-store";
import { Toaster } from "./toaster";

afterEach(() => {
  act(() => toasts.clear());
  vi.useRealTimers();
});

function show(options: Parameters<typeof toasts.show>[0]) {
  let id = "";
  act(() => {
    id = toasts.show(options);
  });
  return id;
}

describe("toasts and Toaster", () => {
  it("announces info, success and warning politely, with the type in words", () => {
    render(<Toaster />);
    show({ type: "success", title: "Opgeslagen", description: "Je wijzigingen staan erin." });
    const status = screen.getByRole("status");
    expect(status).toHaveTextContent("Gelukt: Opgeslagen");
    expect(status).toHaveTextContent("Je wijzigingen staan erin.");
    expect(status).toHaveAttribute("aria-live", "polite");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("announces errors assertively", () => {
    render(<Toaster />);
    show({ type: "error", title: "Geen rechten" });
    expect(screen.getByRole("alert")).toHaveTextContent("Fout: Geen rechten");
  });

  it("closes by itself after the default duration, but errors stay", () => {
    vi.useFakeTimers();
    render(<Toaster />);
    show({ type: "info", title: "Ter info" });
    show({ type: "error", title: "Er ging iets mis" });

    act(() => {
      vi.advanceTimersByTime(DEFAULT_TOAST_DURATION_MS - 1);
    });
    expect(screen.getByText("Ter info")).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText("Ter info")).not.toBeInTheDocument();

    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(screen.getByText("Er ging iets mis")).toBeInTheDocument();
  });

  it("honours a custom duration, also for errors", () => {
    vi.useFakeTimers();
    render(<Toaster />);
    show({ type: "error", title: "Tijdelijk", durationMs: 1000 });
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.queryByText("Tijdelijk")).not.toBeInTheDocument();
  });

  it("pauses its timer while the pointer is on it", () => {
    vi.useFakeTimers();
    render(<Toaster />);
    show({ type: "success", title: "Gelukt", durationMs: 1000 });
    const toast = screen.getByText("Gelukt").closest("li") as HTMLElement;
    act(() => {
      vi.advanceTimersByTime(600);
    });
    act(() => {
      toast.dispatchEvent(new MouseEvent("mouseover", { bubbles: true }));
    });
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(screen.getByText("Gelukt")).toBeInTheDocument();
    act(() => {
      toast.dispatchEvent(new MouseEvent("mouseout", { bubbles: true }));
    });
    act(() => {
      vi.advanceTimersByTime(399);
    });
    expect(screen.getByText("Gelukt")).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText("Gelukt")).not.toBeInTheDocument();
  });

  it("does not close on a click on the toast, only with its close button", async () => {
    const user = userEvent.setup();
    render(<Toaster />);
    show({ type: "warning", title: "Let op je wachtwoord" });
    await user.click(screen.getByText("Let op je wachtwoord"));
    expect(screen.getByText("Let op je wachtwoord")).toBeInTheDocument();

    const item = screen.getByText("Let op je wachtwoord").closest("li") as HTMLElement;
    await user.click(within(item).getByRole("button", { name: "Melding sluiten" }));
    expect(screen.queryByText("Let op je wachtwoord")).not.toBeInTheDocument();
  });

  it("can be dismissed by id", () => {
    render(<Toaster />);
    const id = show({ type: "info", title: "Eerste" });
    show({ type: "info", title: "Tweede" });
    act(() => toasts.dismiss(id));
    expect(screen.queryByText("Eerste")).not.toBeInTheDocument();
    expect(screen.getByText("Tweede")).toBeInTheDocument();
  });

  it("shows at most 10, dropping the oldest", () => {
    render(<Toaster />);
    for (let i = 1; i <= MAX_TOASTS + 2; i += 1) show({ type: "error", title: `Melding ${i}` });
    const region = screen.getByRole("region", { name: "Meldingen" });
    expect(within(region).getAllByRole("listitem")).toHaveLength(10);
    expect(screen.queryByText("Melding 1")).not.toBeInTheDocument();
    expect(screen.queryByText("Melding 2")).not.toBeInTheDocument();
    expect(screen.getByText("Melding 3")).toBeInTheDocument();
    expect(screen.getByText("Melding 12")).toBeInTheDocument();
  });

  it("renders the toasts once even when the Toaster is rendered twice", () => {
    render(
      <>
        <Toaster />
        <Toaster />
      </>,
    );
    show({ type: "info", title: "Eén keer" });
    expect(screen.getAllByText("Eén keer")).toHaveLength(1);
  });
});
