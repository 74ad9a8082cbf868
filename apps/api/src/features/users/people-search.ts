import { like, type SQL } from "drizzle-orm";
import { users } from "./users.table";

/** `%text%` with LIKE's own wildcards taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Each word searched for (at most five) must appear in the person's name or email: one LIKE per
 * word on the lower-cased search column, which its trigram index answers.
 */
export function searchConditions(queryString: string | undefined): SQL[] {
  const words = queryString?.trim().toLowerCase().split(/\s+/).filter(Boolean) ?? [];
  return words.slice(0, 5).map((word) => like(users.searchText, containing(word)));
}
