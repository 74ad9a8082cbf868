import { expect, type Page } from "@playwright/test";

export const TOKEN_KEY = "leerlijn.accessToken";

export function storedToken(page: Page): Promise<string | null> {
  return page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY);
}

/**
 * Ends the page's session on the server only (as an administrator or another tab would): the
 * browser keeps its token, which from now on gets 401.
 */
export async function revokeSessionOnServer(page: Page) {
  const token = await storedToken(page);
  expect(token, "the signed-in page keeps a token").toBeTruthy();
  const origin = new URL(page.url()).origin;
  const headers = { Authorization: `Bearer ${token}` };
  const logout = await page.request.post(`${origin}/api/v1/logout`, { headers });
  expect(logout.ok(), `logout answered ${logout.status()}`).toBe(true);
  const me = await page.request.get(`${origin}/api/v1/users/me`, { headers });
  expect(me.status(), "the revoked token no longer works").toBe(401);
}
