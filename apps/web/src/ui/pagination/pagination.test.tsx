import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Pagination, paginationItems } from "./pagination";

const E = "ellipsis";

describe("paginationItems", () => {
  it.each([
    [1, 1, [1]],
    [1, 2, [1, 2]],
    [2, 2, [1, 2]],
    [1, 3, [1, 2, 3]],
    [3, 5, [1, 2, 3, 4, 5]],
    [1, 5, [1, 2, 3, E, 5]],
    [5, 5, [1, E, 3, 4, 5]],
    [1, 10, [1, 2, 3, E, 10]],
    [2, 10, [1, 2, 3, 4, E, 10]],
    [3, 10, [1, 2, 3, 4, 5, E, 10]],
    [4, 10, [1, 2, 3, 4, 5, 6, E, 10]],
    [5, 10, [1, E, 3, 4, 5, 6, 7, E, 10]],
    [6, 10, [1, E, 4, 5, 6, 7, 8, E, 10]],
    [7, 10, [1, E, 5, 6, 7, 8, 9, 10]],
    [8, 10, [1, E, 6, 7, 8, 9, 10]],
    [10, 10, [1, E, 8, 9, 10]],
    [4, 7, [1, 2, 3, 4, 5, 6, 7]],
    [50, 100, [1, E, 48, 49, 50, 51, 52, E, 100]],
  ] as const)("page %i of %i", (current, last, expected) => {
    expect(paginationItems(current, last)).toEqual(expected);
  });

  it("always has the first and last page, the current page ± 2, and no two ellipses in a row", () => {
    for (let last = 1; last <= 30; last += 1) {
      for (let current = 1; current <= last; current += 1) {
        const items = paginationItems(current, last);
        const pages = items.filter((item): item is number => item !== E);
        expect(pages[0]).toBe(1);
        expect(pages.at(-1)).toBe(last);
        for (let page = Math.max(1, current - 2); page <= Math.min(last, current + 2); page += 1) {
          expect(pages).toContain(page);
        }
        expect([...pages].sort((a, b) => a - b)).toEqual(pages);
        expect(new Set(pages).size).toBe(pages.length);
        items.forEach((item, index) => {
          if (item === E) {
            expect(items[index + 1]).not.toBe(E);
            // An ellipsis stands for at least one left-out page.
            expect((items[index + 1] as number) - (items[index - 1] as number)).toBeGreaterThan(1);
          } else if (typeof items[index + 1] === "number") {
            expect(items[index + 1]).toBe(item + 1);
          }
        });
      }
    }
  });

  it("clamps out-of-range input and gives nothing without pages", () => {
    expect(paginationItems(0, 10)).toEqual([1, 2, 3, E, 10]);
    expect(paginationItems(-4, 3)).toEqual([1, 2, 3]);
    expect(paginationItems(99, 10)).toEqual([1, E, 8, 9, 10]);
    expect(paginationItems(Number.NaN, 4)).toEqual([1, 2, 3, 4]);
    expect(paginationItems(1, 0)).toEqual([]);
    expect(paginationItems(1, -1)).toEqual([]);
  });
});

describe("Pagination", () => {
  it("is a labelled nav with the current page marked", () => {
    render(<Pagination currentPage={5} lastPage={10} onPageChange={() => {}} />);
    const nav = screen.getByRole("navigation", { name: "Paginering" });
    expect(within(nav).getByRole("button", { name: "Pagina 5" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    expect(within(nav).getByRole("button", { name: "Pagina 4" })).not.toHaveAttribute(
      "aria-current",
    );
    expect(within(nav).queryByRole("button", { name: "Pagina 2" })).not.toBeInTheDocument();
    expect(within(nav).getAllByText("Meer pagina's")).toHaveLength(2);
  });

  it("reports the chosen page, and previous and next pages", async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    render(<Pagination currentPage={5} lastPage={10} onPageChange={onPageChange} />);
    await user.click(screen.getByRole("button", { name: "Pagina 10" }));
    await user.click(screen.getByRole("button", { name: "Vorige pagina" }));
    await user.click(screen.getByRole("button", { name: "Volgende pagina" }));
    await user.click(screen.getByRole("button", { name: "Pagina 5" }));
    expect(onPageChange.mock.calls).toEqual([[10], [4], [6]]);
  });

  it("disables previous on the first page and next on the last", () => {
    const { rerender } = render(
      <Pagination currentPage={1} lastPage={3} onPageChange={() => {}} />,
    );
    expect(screen.getByRole("button", { name: "Vorige pagina" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Volgende pagina" })).toBeEnabled();
    rerender(<Pagination currentPage={3} lastPage={3} onPageChange={() => {}} />);
    expect(screen.getByRole("button", { name: "Vorige pagina" })).toBeEnabled();
    expect(screen.getByRole("button", { name: "Volgende pagina" })).toBeDisabled();
  });

  it("renders nothing when there is only one page", () => {
    const { container } = render(
      <Pagination currentPage={1} lastPage={1} onPageChange={() => {}} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
