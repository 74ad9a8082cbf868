import { useSearchParams } from "react-router";

/**
 * A list's page and filters kept in the address, so reload, back and a shared link show the
 * same list. Changing a filter starts again at page 1.
 */
export function useListParams<K extends string>(keys: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1);
  const values = Object.fromEntries(keys.map((key) => [key, params.get(key) ?? ""])) as Record<
    K,
    string
  >;
  const setFilters = (next: Record<K, string>) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        for (const key of keys) {
          if (next[key]) updated.set(key, next[key]);
          else updated.delete(key);
        }
        updated.delete("page");
        return updated;
      },
      { replace: true },
    );
  const setPage = (value: number) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (value > 1) updated.set("page", String(value));
      else updated.delete("page");
      return updated;
    });
  return { page, values, setFilters, setPage };
}
