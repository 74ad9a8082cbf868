import { permissionsForRoles } from "@leerlijn/contracts/permissions";
import type { Actor } from "../../platform/auth/actor";
import type { InvalidationBus } from "../../platform/cache/invalidation-bus";
import { TtlCache } from "../../platform/cache/ttl-cache";
import type { Db } from "../../platform/db/database";
import type { Tenant } from "../../platform/tenancy/tenant";
import { rolesOnHost } from "../users/roles-on-host";
import type { UserRow } from "../users/users.table";
import { findLiveSession, touchSession } from "./live-session.repository";

export type Session = { actor: Actor; user: UserRow };

/** How long a session is kept while invalidations from other instances cannot arrive. */
const OUTAGE_CACHE_MS = 1_000;

export function buildActor(
  user: UserRow,
  access: NonNullable<ReturnType<typeof rolesOnHost>>,
  companyId: string,
  tokenHash: string,
): Actor {
  return {
    userId: user.id,
    companyId,
    companyUserId: access.companyUserId,
    roles: access.roles,
    permissions: permissionsForRoles(access.roles),
    isPlatformAdmin: access.isPlatformAdmin,
    tokenHash,
  };
}

/**
 * Token → session, cached for a few seconds because every request asks. Logout, role and
 * profile changes publish an invalidation, so the cache only ever delays expiry of a token.
 * A session ends after `idleHours` without use; each lookup counts as use.
 */
export function createSessionStore(
  db: Db,
  bus: InvalidationBus,
  options: { cacheSeconds: number; idleHours: number },
) {
  const cache = new TtlCache<string, Session>(options.cacheSeconds * 1000);
  /** Lookups under way: the requests a page sends at once with a new token share one. */
  const loading = new Map<string, Promise<Session | null>>();
  /**
   * Counts invalidations. A lookup that overlapped one may have read what was just changed
   * (a logout, a role taken away), so its answer serves the requests that asked but is not kept.
   */
  let invalidations = 0;
  const invalidated = () => {
    invalidations += 1;
    loading.clear();
  };
  bus.subscribe("token", (tokenHash) => {
    invalidated();
    cache.delete(tokenHash);
  });
  bus.subscribe("user", (userId) => {
    invalidated();
    cache.deleteWhere((session) => session.user.id === userId);
  });

  async function load(tokenHash: string, tenant: Tenant): Promise<Session | null> {
    const found = await findLiveSession(db, tokenHash, tenant.id, options.idleHours);
    if (!found) return null;
    if (found.needsTouch) await touchSession(db, tokenHash);
    const access = rolesOnHost(found.memberships, tenant.id);
    if (!access) return null;
    return { actor: buildActor(found.user, access, tenant.id, tokenHash), user: found.user };
  }

  async function loadAndKeep(tokenHash: string, tenant: Tenant): Promise<Session | null> {
    const before = invalidations;
    const loaded = await load(tokenHash, tenant);
    // Another instance's logout cannot reach this cache while the bus is cut off.
    if (loaded && invalidations === before)
      cache.set(tokenHash, loaded, bus.reachesEveryInstance() ? undefined : OUTAGE_CACHE_MS);
    return loaded;
  }

  function session(tokenHash: string, tenant: Tenant): Promise<Session | null> {
    const cached = cache.get(tokenHash);
    if (cached) return Promise.resolve(cached.actor.companyId === tenant.id ? cached : null);
    const key = `${tenant.id}:${tokenHash}`;
    let pending = loading.get(key);
    if (!pending) {
      const started = loadAndKeep(tokenHash, tenant).finally(() => {
        if (loading.get(key) === started) loading.delete(key);
      });
      loading.set(key, started);
      pending = started;
    }
    return pending;
  }

  return {
    session,
    resolveSession: async (tokenHash: string, tenant: Tenant) =>
      (await session(tokenHash, tenant))?.actor ?? null,
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
