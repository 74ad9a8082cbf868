import { expect, type Page } from "@playwright/test";
import { storedToken } from "./session";

export type Api = (method: string, path: string, body?: unknown) => Promise<{ data: never }>;

/** Calls the API from the signed-in page, with its session, as the web app does. */
export async function apiOf(page: Page): Promise<Api> {
  const token = await storedToken(page);
  return async (method, path, body) => {
    const answer = await page.evaluate(
      async ({ method, path, body, token }) => {
        const response = await fetch(`/api/v1${path}`, {
          method,
          headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        });
        return { status: response.status, text: await response.text() };
      },
      { method, path, body, token },
    );
    expect(answer.status, `${method} ${path}: ${answer.text}`).toBeLessThan(300);
    return (answer.text ? JSON.parse(answer.text) : { data: null }) as { data: never };
  };
}
