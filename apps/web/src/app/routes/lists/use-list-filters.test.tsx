import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { useListFilters } from "./use-list-filters";

type Values = { queryString: string; role: string; groupId: string };
const KEYS = ["queryString", "role", "groupId"] as const;

function renderAt(address: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[address]}>{children}</MemoryRouter>
  );
  return renderHook(() => useListFilters<Values>(KEYS), { wrapper });
}

describe("useListFilters", () => {
  it("reads page and filters from the address and sends only what is set, trimmed", () => {
    const { result } = renderAt("/lms/users?queryString=%20jan%20&role=admin-trainer&page=3");
    expect(result.current.page).toBe(3);
    expect(result.current.filters).toEqual({
      queryString: " jan ",
      role: "admin-trainer",
      groupId: "",
    });
    expect(result.current.filter).toEqual({
      queryString: "jan",
      role: "admin-trainer",
      groupId: undefined,
    });
    expect(result.current.filtered).toBe(true);
  });

  it("starts again at page 1 when a filter changes, and knows when nothing is filtered", () => {
    const { result } = renderAt("/lms/users?role=admin-trainer&page=3");
    act(() => result.current.setFilters({ role: "" }));
    expect(result.current.page).toBe(1);
    expect(result.current.filtered).toBe(false);
    expect(result.current.filter).toEqual({
      queryString: undefined,
      role: undefined,
      groupId: undefined,
    });
  });

  it("changes only the filters named, even when changed again before the page re-renders", () => {
    const { result } = renderAt("/lms/users?queryString=lotte");
    const stale = result.current.setFilters;
    act(() => {
      stale({ queryString: "" });
      stale({ role: "admin-trainer" });
    });
    expect(result.current.filters).toEqual({ queryString: "", role: "admin-trainer", groupId: "" });
  });
});
