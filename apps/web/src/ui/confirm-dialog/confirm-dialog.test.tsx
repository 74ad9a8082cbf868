import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { cancelAllConfirms, confirm, ConfirmDialogHost } from "./confirm-dialog";

afterEach(() => {
  act(() => cancelAllConfirms());
});

function ask(options: Parameters<typeof confirm>[0]) {
  let answer: Promise<boolean> = Promise.resolve(false);
  act(() => {
    answer = confirm(options);
  });
  return answer;
}

describe("confirm() with ConfirmDialogHost", () => {
  it("asks in an alert dialog and resolves true on confirm", async () => {
    const user = userEvent.setup();
    render(<ConfirmDialogHost />);
    const answer = ask({
      title: "Training opslaan?",
      description: "De deelnemers krijgen een uitnodiging.",
      confirmLabel: "Opslaan",
    });

    const dialog = await screen.findByRole("alertdialog", { name: "Training opslaan?" });
    expect(dialog).toHaveAccessibleDescription("De deelnemers krijgen een uitnodiging.");
    expect(screen.getByRole("button", { name: "Opslaan" })).toHaveFocus();
    await user.click(screen.getByRole("button", { name: "Opslaan" }));

    await expect(answer).resolves.toBe(true);
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  });

  it("resolves false on cancel, with the default labels", async () => {
    const user = userEvent.setup();
    render(<ConfirmDialogHost />);
    const answer = ask({ title: "Doorgaan?" });
    expect(await screen.findByRole("button", { name: "Bevestigen" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Annuleren" }));
    await expect(answer).resolves.toBe(false);
  });

  it("resolves false on Escape", async () => {
    const user = userEvent.setup();
    render(<ConfirmDialogHost />);
    const answer = ask({ title: "Doorgaan?" });
    await screen.findByRole("alertdialog");
    await user.keyboard("{Escape}");
    await expect(answer).resolves.toBe(false);
  });

  it("makes a danger confirm red and puts focus on the safe choice", async () => {
    const user = userEvent.setup();
    render(<ConfirmDialogHost />);
    const answer = ask({
      title: "Cursus verwijderen?",
      confirmLabel: "Verwijderen",
      tone: "danger",
    });
    const remove = await screen.findByRole("button", { name: "Verwijderen" });
    expect(remove.className).toMatch(/danger/);
    expect(screen.getByRole("button", { name: "Annuleren" })).toHaveFocus();
    await user.keyboard("{Enter}");
    await expect(answer).resolves.toBe(false);
  });

  it("shows queued questions one after another", async () => {
    const user = userEvent.setup();
    render(<ConfirmDialogHost />);
    const first = ask({ title: "Eerste vraag?" });
    const second = ask({ title: "Tweede vraag?" });
    expect(await screen.findByRole("alertdialog", { name: "Eerste vraag?" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Bevestigen" }));
    expect(await screen.findByRole("alertdialog", { name: "Tweede vraag?" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Annuleren" }));
    await expect(first).resolves.toBe(true);
    await expect(second).resolves.toBe(false);
  });

  it("answers every pending question with false on cancelAllConfirms", async () => {
    render(<ConfirmDialogHost />);
    const first = ask({ title: "Eerste vraag?" });
    const second = ask({ title: "Tweede vraag?" });
    await screen.findByRole("alertdialog");
    act(() => cancelAllConfirms());
    await expect(first).resolves.toBe(false);
    await expect(second).resolves.toBe(false);
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  });

  it("shows one dialog even when the host is rendered twice", async () => {
    const user = userEvent.setup();
    render(
      <>
        <ConfirmDialogHost />
        <ConfirmDialogHost />
      </>,
    );
    const answer = ask({ title: "Eén keer?" });
    expect(await screen.findAllByRole("alertdialog")).toHaveLength(1);
    await user.click(screen.getByRole("button", { name: "Bevestigen" }));
    await expect(answer).resolves.toBe(true);
  });
});
