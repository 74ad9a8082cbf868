import { act, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Table, type TableColumn } from "./table";

type Participant = { id: number; name: string; hours: number; present: boolean };

const columns: TableColumn<Participant>[] = [
  { key: "name", header: "Naam" },
  { key: "hours", header: "Uren", align: "end" },
  { key: "status", header: "Aanwezig", render: (row) => (row.present ? "Ja" : "Nee") },
];

const rows: Participant[] = [
  { id: 1, name: "Fatima el Amrani", hours: 1234.5, present: true },
  { id: 2, name: "Joost de Vries", hours: 3, present: false },
];

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("Table", () => {
  it("renders a semantic table with caption, column headers and cells", () => {
    render(
      <Table
        caption="Deelnemers"
        columns={columns}
        rows={rows}
        getRowKey={(row) => row.id}
        emptyText="Nog geen deelnemers"
      />,
    );
    const table = screen.getByRole("table", { name: "Deelnemers" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Naam", "Uren", "Aanwezig"]);
    const [, first, second] = within(table).getAllByRole("row");
    expect(
      within(first!)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["Fatima el Amrani", "1.234,5", "Ja"]);
    expect(
      within(second!)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["Joost de Vries", "3", "Nee"]);
    expect(within(first!).getAllByRole("cell")[1]!.className).toMatch(/end/);
  });

  it("shows the empty text in one row across all columns", () => {
    render(
      <Table
        columns={columns}
        rows={[]}
        getRowKey={(row) => row.id}
        emptyText="Nog geen deelnemers"
      />,
    );
    const cell = screen.getByRole("cell", { name: "Nog geen deelnemers" });
    expect(cell).toHaveAttribute("colspan", "3");
    expect(screen.getAllByRole("row")).toHaveLength(2);
  });

  it("makes the scroll area a focusable region only when it overflows", () => {
    let notify: () => void = () => {};
    vi.stubGlobal(
      "ResizeObserver",
      class {
        constructor(callback: () => void) {
          notify = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    const { container } = render(
      <Table
        caption="Deelnemers"
        columns={columns}
        rows={rows}
        getRowKey={(row) => row.id}
        emptyText="Leeg"
      />,
    );
    const wrapper = container.firstElementChild as HTMLElement;
    expect(wrapper).not.toHaveAttribute("tabindex");

    Object.defineProperty(wrapper, "scrollWidth", { configurable: true, value: 900 });
    Object.defineProperty(wrapper, "clientWidth", { configurable: true, value: 360 });
    act(() => notify());
    expect(screen.getByRole("region", { name: "Deelnemers" })).toHaveAttribute("tabindex", "0");
  });

  it("rejects a column without render for a key that is not a field of the row (type check)", () => {
    // @ts-expect-error "status" is not a key of Participant, so render is required.
    const bad: TableColumn<Participant> = { key: "status", header: "Status" };
    expect(bad.key).toBe("status");
  });
});
