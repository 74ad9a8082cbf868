import { createHash, randomBytes, randomUUID, timingSafeEqual } from "node:crypto";
import { and, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/database";
import { insertMany } from "../../platform/db/insert-many";
import { type AccountTokenKind, type AccountTokenRow, accountTokens } from "./account-tokens.table";

/** A link's token as it travels: `<row id>.<secret>`. */
export type IssuedToken = { id: string; secret: string; token: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SECRET = /^[A-Za-z0-9_-]{43}$/;

const sha256 = (value: string) => createHash("sha256").update(value).digest();

/** Splits `<id>.<secret>`; null for anything that cannot be a token. */
export function parseToken(token: string): { id: string; secret: string } | null {
  const [id, secret, ...rest] = token.split(".");
  if (rest.length > 0 || !id || !secret || !UUID.test(id) || !SECRET.test(secret)) return null;
  return { id: id.toLowerCase(), secret };
}

export async function issueAccountToken(
  db: Db,
  input: {
    kind: AccountTokenKind;
    userId: string;
    companyId: string;
    ttlMinutes: number;
    email?: string;
  },
): Promise<IssuedToken> {
  const secret = randomBytes(32).toString("base64url");
  const [row] = await db
    .insert(accountTokens)
    .values({
      kind: input.kind,
      secretHash: sha256(secret).toString("hex"),
      userId: input.userId,
      companyId: input.companyId,
      email: input.email ?? null,
      expiresAt: sql`now() + make_interval(mins => ${input.ttlMinutes})`,
    })
    .returning({ id: accountTokens.id });
  if (!row) throw new Error("token insert failed");
  return { id: row.id, secret, token: `${row.id}.${secret}` };
}

/** Many tokens of one kind and company at once, with ids made here so each secret stays with its person. */
export async function issueAccountTokens(
  db: Db,
  input: {
    kind: AccountTokenKind;
    companyId: string;
    ttlMinutes: number;
    userIds: readonly string[];
  },
): Promise<IssuedToken[]> {
  const issued = input.userIds.map((userId) => {
    const id = randomUUID();
    const secret = randomBytes(32).toString("base64url");
    return { userId, id, secret, token: `${id}.${secret}` };
  });
  await insertMany(
    db,
    accountTokens,
    [
      { column: accountTokens.id, type: "uuid", values: issued.map((token) => token.id) },
      {
        column: accountTokens.secretHash,
        type: "text",
        values: issued.map((token) => sha256(token.secret).toString("hex")),
      },
      { column: accountTokens.userId, type: "uuid", values: issued.map((token) => token.userId) },
    ],
    [
      { column: accountTokens.kind, value: sql`${input.kind}::account_token_kind` },
      { column: accountTokens.companyId, value: sql`${input.companyId}::uuid` },
      {
        column: accountTokens.expiresAt,
        value: sql`now() + make_interval(mins => ${input.ttlMinutes})`,
      },
    ],
  );
  return issued.map(({ id, secret, token }) => ({ id, secret, token }));
}

/** Compares the secret with the stored hash in constant time. */
function secretMatches(row: Pick<AccountTokenRow, "secretHash">, secret: string): boolean {
  const stored = Buffer.from(row.secretHash, "hex");
  const given = sha256(secret);
  return stored.length === given.length && timingSafeEqual(stored, given);
}

/**
 * The token's row when the link is still good: right kind, right company, secret matches,
 * not used and not expired. Null otherwise, without saying which check failed.
 */
export async function findUsableToken(
  db: Db,
  kind: AccountTokenKind,
  companyId: string,
  id: string,
  secret: string,
): Promise<AccountTokenRow | null> {
  if (!UUID.test(id) || !SECRET.test(secret)) return null;
  const [row] = await db
    .select()
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.id, id),
        eq(accountTokens.kind, kind),
        eq(accountTokens.companyId, companyId),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  return row && secretMatches(row, secret) ? row : null;
}

/**
 * Uses the token up. The update only succeeds while the token is unused and unexpired, so two
 * requests racing with the same link cannot both get through.
 */
export async function consumeToken(
  db: Db,
  kind: AccountTokenKind,
  companyId: string,
  id: string,
  secret: string,
): Promise<AccountTokenRow | null> {
  const usable = await findUsableToken(db, kind, companyId, id, secret);
  if (!usable) return null;
  const [row] = await db
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(accountTokens.id, usable.id),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, sql`now()`),
      ),
    )
    .returning();
  return row ?? null;
}

/**
 * Ends every open link of these kinds for people (a newer one replaces them, or they are moot),
 * or only those for one company's hosts.
 */
export async function revokeTokens(
  db: Db,
  userIds: string | readonly string[],
  kinds: readonly AccountTokenKind[],
  companyId?: string,
): Promise<void> {
  const ids = typeof userIds === "string" ? [userIds] : [...userIds];
  if (ids.length === 0) return;
  await db
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        inArray(accountTokens.userId, ids),
        inArray(accountTokens.kind, [...kinds]),
        isNull(accountTokens.usedAt),
        companyId ? eq(accountTokens.companyId, companyId) : undefined,
      ),
    );
}
