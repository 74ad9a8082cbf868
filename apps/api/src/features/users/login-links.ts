import type { Db } from "../../platform/db/database";
import { issueAccountToken } from "./account-tokens";

/**
 * A single-use sign-in link for mails (`/ls/click?token=…`), valid on one company's hosts.
 * `redirect` is an in-app path the person lands on afterwards (other features' mails use it).
 */
export async function createLoginLink(
  db: Db,
  input: { userId: string; companyId: string; origin: string; ttlHours: number; redirect?: string },
): Promise<string> {
  const { token } = await issueAccountToken(db, {
    kind: "login_link",
    userId: input.userId,
    companyId: input.companyId,
    ttlMinutes: input.ttlHours * 60,
  });
  const url = new URL("/ls/click", input.origin);
  url.searchParams.set("token", token);
  if (input.redirect?.startsWith("/")) url.searchParams.set("redirect", input.redirect);
  return url.toString();
}
