import { afterEach, vi } from "vitest";

/**
 * Answers the page's API calls by path (without /api/v1); anything else is a 404. Returns the
 * URLs asked, in order. An answer gets the call's method too (`GET` unless said). The stub is
 * removed after each test.
 */
export function serveApi(answers: Record<string, (url: URL, method: string) => Response>): URL[] {
  const asked: URL[] = [];
  vi.stubGlobal("fetch", (input: string | URL, init: RequestInit = {}) => {
    const url = new URL(input, "http://localhost");
    asked.push(url);
    const answer = answers[url.pathname.replace("/api/v1", "")];
    return Promise.resolve(
      answer
        ? answer(url, init.method ?? "GET")
        : Response.json({ message: "Niet gevonden" }, { status: 404 }),
    );
  });
  return asked;
}

afterEach(() => {
  vi.unstubAllGlobals();
});
