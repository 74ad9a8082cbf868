import { useEffect, useRef } from "react";
import { useSearchParams } from "react-router";

/**
 * A list's page and filters kept in the address, so reload, back and a shared link show the
 * same list. Changing a filter starts again at page 1.
 */
export function useListParams<K extends string>(keys: readonly K[]) {
  const [params, setParams] = useSearchParams();
  // React Router builds an update on the address of the last render, so a second change made
  // before the page re-rendered (clearing the search, then choosing a role) would undo the
  // first. The newest address asked for counts until the page shows an address again.
  const pending = useRef<URLSearchParams | null>(null);
  useEffect(() => {
    pending.current = null;
  }, [params]);
  const update = (change: (updated: URLSearchParams) => void, options?: { replace: boolean }) => {
    const updated = new URLSearchParams(pending.current ?? params);
    change(updated);
    pending.current = updated;
    setParams(updated, options);
  };

  const page = Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1);
  const values = Object.fromEntries(keys.map((key) => [key, params.get(key) ?? ""])) as Record<
    K,
    string
  >;
  /** Changes only the filters named. */
  const setFilters = (next: Partial<Record<K, string>>) =>
    update(
      (updated) => {
        for (const key of keys) {
          const value = next[key];
          if (value === undefined) continue;
          if (value) updated.set(key, value);
          else updated.delete(key);
        }
        updated.delete("page");
      },
      { replace: true },
    );
  const setPage = (value: number) =>
    update((updated) => {
      if (value > 1) updated.set("page", String(value));
      else updated.delete("page");
    });
  return { page, values, setFilters, setPage };
}
