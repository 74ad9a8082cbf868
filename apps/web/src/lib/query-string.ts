type QueryValue =
  string | number | boolean | null | undefined | QueryValue[] | { [key: string]: QueryValue };

/**
 * Serialises a query object the way the API reads it: nested keys in brackets
 * (`filter[type]=image`), arrays repeated (`ids[]=a&ids[]=b`); null and undefined are skipped.
 */
export function toQueryString(query: Record<string, unknown> | undefined): string {
  if (!query) return "";
  const parts: string[] = [];
  const add = (key: string, value: QueryValue) => {
    if (value === null || value === undefined) return;
    if (Array.isArray(value)) {
      for (const item of value) add(`${key}[]`, item);
    } else if (typeof value === "object") {
      for (const [child, childValue] of Object.entries(value)) add(`${key}[${child}]`, childValue);
    } else {
      parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
    }
  };
  for (const [key, value] of Object.entries(query)) add(key, value as QueryValue);
  return parts.length > 0 ? `?${parts.join("&")}` : "";
}
