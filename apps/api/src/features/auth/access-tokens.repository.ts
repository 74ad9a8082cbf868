import { and, eq, gt, lt, ne, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/database";
import { accessTokens } from "./access-tokens.table";

export async function insertAccessToken(
  db: Db,
  token: { tokenHash: string; userId: string; companyId: string; ttlDays: number },
): Promise<void> {
  await db.insert(accessTokens).values({
    tokenHash: token.tokenHash,
    userId: token.userId,
    companyId: token.companyId,
    expiresAt: sql`now() + make_interval(days => ${token.ttlDays})`,
  });
}

export async function findLiveAccessToken(db: Db, tokenHash: string) {
  const [row] = await db
    .select({ userId: accessTokens.userId, companyId: accessTokens.companyId })
    .from(accessTokens)
    .where(and(eq(accessTokens.tokenHash, tokenHash), gt(accessTokens.expiresAt, sql`now()`)))
    .limit(1);
  return row ?? null;
}

export async function deleteAccessToken(db: Db, tokenHash: string): Promise<void> {
  await db.delete(accessTokens).where(eq(accessTokens.tokenHash, tokenHash));
}

export async function deleteExpiredAccessTokens(db: Db, userId: string): Promise<void> {
  await db
    .delete(accessTokens)
    .where(and(eq(accessTokens.userId, userId), lt(accessTokens.expiresAt, sql`now()`)));
}

/** Ends every session of a person, e.g. after their password changed. */
export async function deleteAccessTokensOfUser(
  db: Db,
  userId: string,
  except?: string,
): Promise<void> {
  await db
    .delete(accessTokens)
    .where(
      except
        ? and(eq(accessTokens.userId, userId), ne(accessTokens.tokenHash, except))
        : eq(accessTokens.userId, userId),
    );
}
