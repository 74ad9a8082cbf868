import { act, render, renderHook, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SCREEN_TOO_SMALL_QUERY, ScreenSizeDialog, useScreenTooSmall } from "./screen-size-dialog";

/** A matchMedia stand-in: a viewport of the given size whose change can be announced. */
function fakeViewport(initial: { width: number; height: number }) {
  let viewport = initial;
  const listeners = new Set<() => void>();
  const matches = (query: string) => {
    const portrait = viewport.height > viewport.width;
    if (query === SCREEN_TOO_SMALL_QUERY) return viewport.width < 1024 || portrait;
    if (query === "(orientation: portrait)") return portrait;
    throw new Error(`unexpected query ${query}`);
  };
  vi.stubGlobal("matchMedia", (query: string) => ({
    media: query,
    get matches() {
      return matches(query);
    },
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  }));
  return {
    resize(next: { width: number; height: number }) {
      viewport = next;
      act(() => listeners.forEach((listener) => listener()));
    },
    listenerCount: () => listeners.size,
  };
}

function fakeScreen(width: number, height: number) {
  vi.spyOn(window.screen, "width", "get").mockReturnValue(width);
  vi.spyOn(window.screen, "height", "get").mockReturnValue(height);
}

beforeEach(() => {
  fakeScreen(1920, 1080);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("useScreenTooSmall", () => {
  it("follows the viewport: narrow or portrait is too small", () => {
    const viewport = fakeViewport({ width: 1280, height: 800 });
    const { result, unmount } = renderHook(() => useScreenTooSmall());
    expect(result.current).toBe(false);
    viewport.resize({ width: 1000, height: 700 });
    expect(result.current).toBe(true);
    viewport.resize({ width: 1280, height: 1400 });
    expect(result.current).toBe(true);
    viewport.resize({ width: 1024, height: 768 });
    expect(result.current).toBe(false);
    unmount();
    expect(viewport.listenerCount()).toBe(0);
  });

  it("is false where matchMedia does not exist", () => {
    vi.stubGlobal("matchMedia", undefined);
    const { result } = renderHook(() => useScreenTooSmall());
    expect(result.current).toBe(false);
  });
});

describe("ScreenSizeDialog", () => {
  it("shows nothing on a large landscape screen", () => {
    fakeViewport({ width: 1440, height: 900 });
    render(<ScreenSizeDialog />);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("blocks a small screen with a dialog that Escape and outside clicks do not close", async () => {
    const user = userEvent.setup();
    fakeScreen(390, 844);
    fakeViewport({ width: 390, height: 844 });
    render(<ScreenSizeDialog />);
    const dialog = screen.getByRole("dialog", { name: "Gebruik een groter scherm" });
    expect(dialog).toHaveAccessibleDescription(/minstens 1024 pixels breed/);
    // A phone is too small either way: no rotate hint.
    expect(screen.queryByText(/Draai je scherm/)).not.toBeInTheDocument();

    await user.keyboard("{Escape}");
    const overlay = dialog.previousElementSibling as HTMLElement;
    expect(overlay).toHaveAttribute("data-state", "open");
    await user.click(overlay);
    expect(screen.getByRole("dialog")).toBeInTheDocument();
  });

  it("suggests rotating a tablet held upright whose long side is at least 1024 px", () => {
    fakeScreen(768, 1024);
    fakeViewport({ width: 768, height: 1024 });
    render(<ScreenSizeDialog />);
    expect(screen.getByText(/Draai je scherm een kwartslag/)).toBeInTheDocument();
  });

  it("does not suggest rotating a narrow landscape window", () => {
    fakeScreen(1366, 768);
    fakeViewport({ width: 900, height: 600 });
    render(<ScreenSizeDialog />);
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    expect(screen.queryByText(/Draai je scherm/)).not.toBeInTheDocument();
  });

  it("goes away by itself once the screen fits", () => {
    fakeScreen(768, 1024);
    const viewport = fakeViewport({ width: 768, height: 1024 });
    render(<ScreenSizeDialog />);
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    viewport.resize({ width: 1024, height: 768 });
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("can be forced open as a preview with an action", () => {
    fakeViewport({ width: 1440, height: 900 });
    render(<ScreenSizeDialog open action={<button type="button">Terug</button>} />);
    expect(screen.getByRole("dialog")).toContainElement(
      screen.getByRole("button", { name: "Terug" }),
    );
  });
});
