import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { hashToken } from "../../platform/auth/tokens";
import { createLocalInvalidationBus } from "../../platform/cache/invalidation-bus";
import { buildTestApp } from "../../test/build-test-app";
import { buildCompany, buildUser, signIn } from "../../test/factories";
import { accessTokens } from "./access-tokens.table";
import { createSessionStore } from "./session-store";

const { app, database } = await buildTestApp();
const db = database.db;
const company = await buildCompany(db);

/** A fresh store (nothing cached) and a person signed in on the company's host. */
async function storeAndToken() {
  const bus = createLocalInvalidationBus();
  const store = createSessionStore(db, bus, { cacheSeconds: 10, idleHours: 12 });
  const user = await buildUser(db, company, ["company-student"]);
  const tokenHash = hashToken(await signIn(app, company.host, user.email));
  const forget = () => db.delete(accessTokens).where(eq(accessTokens.tokenHash, tokenHash));
  return { bus, store, user, tokenHash, forget };
}

describe("the session store", () => {
  it("lets the requests that arrive together with a new token share one lookup", async () => {
    const { store, user, tokenHash } = await storeAndToken();
    const [first, second] = await Promise.all([
      store.session(tokenHash, company),
      store.session(tokenHash, company),
    ]);
    expect(first?.user.id).toBe(user.id);
    // One lookup made one session; two would each have made their own.
    expect(second).toBe(first);
  });

  it("keeps a session it looked up, so a token deleted since still works until it expires from the cache", async () => {
    const { store, tokenHash, forget } = await storeAndToken();
    expect(await store.session(tokenHash, company)).not.toBeNull();
    await forget();
    expect(await store.session(tokenHash, company)).not.toBeNull();
  });

  it.each(["token", "user"] as const)(
    "does not keep a lookup that a %s invalidation overlapped",
    async (topic) => {
      const { bus, store, user, tokenHash, forget } = await storeAndToken();
      const lookup = store.session(tokenHash, company);
      bus.publish(topic, topic === "token" ? tokenHash : user.id);
      // The request that asked is answered with what was read ...
      expect(await lookup).not.toBeNull();
      // ... but the next one asks the database again, which no longer knows the token.
      await forget();
      expect(await store.session(tokenHash, company)).toBeNull();
    },
  );

  it("does not hand a lookup started before an invalidation to a request that comes after it", async () => {
    const { bus, store, user, tokenHash } = await storeAndToken();
    const before = store.session(tokenHash, company);
    bus.publish("user", user.id);
    const after = store.session(tokenHash, company);
    const [early, late] = await Promise.all([before, after]);
    expect(late).not.toBe(early);
  });
});
