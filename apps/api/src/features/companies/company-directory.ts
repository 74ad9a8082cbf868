import type { Tenant } from "../../platform/tenancy/tenant";
import type { InvalidationBus } from "../../platform/cache/invalidation-bus";
import { TtlCache } from "../../platform/cache/ttl-cache";
import type { Db } from "../../platform/db/database";
import { findCompanyIdByHost, findCompanyProfileRow } from "./companies.repository";

export type CompanyProfile = NonNullable<Awaited<ReturnType<typeof findCompanyProfileRow>>>;

const CACHE_MS = 30_000;

/**
 * Host → company resolution and company profiles, read on every request and so cached. An
 * unknown host is cached too (briefly), so probing random hosts does not reach the database.
 */
export function createCompanyDirectory(db: Db, bus: InvalidationBus) {
  const hostCache = new TtlCache<string, string | null>(CACHE_MS, 10_000);
  const profileCache = new TtlCache<string, CompanyProfile>(CACHE_MS, 10_000);

  bus.subscribe("company", (companyId) => {
    profileCache.delete(companyId);
    hostCache.deleteWhere((cachedId) => cachedId === companyId || cachedId === null);
  });

  async function profile(companyId: string): Promise<CompanyProfile | null> {
    const cached = profileCache.get(companyId);
    if (cached) return cached;
    const loaded = await findCompanyProfileRow(db, companyId);
    if (loaded) profileCache.set(companyId, loaded);
    return loaded;
  }

  async function resolveTenant(host: string): Promise<Tenant | null> {
    let companyId = hostCache.get(host);
    if (companyId === undefined) {
      companyId = host ? await findCompanyIdByHost(db, host) : null;
      hostCache.set(host, companyId);
    }
    if (!companyId) return null;
    const found = await profile(companyId);
    if (!found) return null;
    const { id, name, type, domainCode, parentCompanyId } = found.company;
    return { id, name, type, domainCode, parentCompanyId, subCompanies: found.subCompanies };
  }

  return { resolveTenant, profile };
}

export type CompanyDirectory = ReturnType<typeof createCompanyDirectory>;
