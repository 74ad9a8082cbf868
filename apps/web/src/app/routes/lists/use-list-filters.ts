import { useDebouncedValue } from "../../../lib/use-debounced-value";
import { useListParams } from "./use-list-params";

/** A list call's filter: only what is set, the search trimmed. */
export type ListFilter<Values> = { [K in keyof Values]?: Exclude<Values[K], ""> };

/**
 * The state of a searchable, filtered list: page and filters in the address (useListParams),
 * and the filter its call takes, with the search sent only once typing pauses.
 */
export function useListFilters<Values extends { queryString: string }>(
  keys: readonly (keyof Values & string)[],
) {
  const { page, values, setFilters, setPage } = useListParams(keys);
  // The address may hold any text; the server validates the filter it is sent.
  const filters = values as unknown as Values;
  const search = useDebouncedValue(filters.queryString.trim(), 250);
  const filter = Object.fromEntries(
    keys.map((key) => [key, (key === "queryString" ? search : values[key]) || undefined]),
  ) as ListFilter<Values>;
  const filtered = keys.some((key) => values[key] !== "");
  return { page, filters, filter, filtered, setFilters, setPage };
}
