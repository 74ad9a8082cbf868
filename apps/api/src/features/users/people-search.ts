import { like, type SQL } from "drizzle-orm";
import { users } from "./users.table";

/** `%text%` with LIKE's own wildcards taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The words of a search (at most five), lower-cased. */
const searchWords = (queryString: string | undefined) =>
  (queryString?.trim().toLowerCase().split(/\s+/).filter(Boolean) ?? []).slice(0, 5);

/** The LIKE patterns of a search: each word found anywhere. */
export function searchPatterns(queryString: string | undefined): string[] {
  return searchWords(queryString).map(containing);
}

/**
 * Whether the trigram index can find the search: pg_trgm takes trigrams from runs of letters and
 * digits only, so a search needs one word with three of them in a row; shorter words are then
 * checked on the rows the index found.
 */
export const searchIsIndexed = (queryString: string | undefined) =>
  searchWords(queryString).some((word) => /[\p{L}\p{N}]{3}/u.test(word));

/**
 * Each word searched for must appear in the person's name or email: one LIKE per word on the
 * lower-cased search column, which its trigram index answers.
 */
export function searchConditions(queryString: string | undefined): SQL[] {
  return searchPatterns(queryString).map((pattern) => like(users.searchText, pattern));
}
