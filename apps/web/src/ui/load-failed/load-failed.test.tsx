import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { LoadFailed } from "./load-failed";

describe("LoadFailed", () => {
  it("says what failed at once and reads it again on request", async () => {
    const onRetry = vi.fn();
    render(<LoadFailed onRetry={onRetry}>Deze cursus kon niet worden geladen.</LoadFailed>);
    expect(screen.getByRole("alert")).toHaveTextContent("Deze cursus kon niet worden geladen.");
    await userEvent.click(screen.getByRole("button", { name: "Opnieuw proberen" }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it("waits while the retry runs", () => {
    render(
      <LoadFailed onRetry={() => undefined} retrying>
        Deze cursus kon niet worden geladen.
      </LoadFailed>,
    );
    expect(screen.getByRole("button", { name: "Opnieuw proberen" })).toBeDisabled();
  });
});
