import { eq } from "drizzle-orm";
import type { Db } from "../platform/db/database";
import type { Tenant } from "../platform/tenancy/tenant";
import { companies } from "../features/companies/companies.table";

/** A seeded company as the use-cases take it (a tenant), by its domain code; null if absent. */
export async function companyByCode(db: Db, domainCode: string): Promise<Tenant | null> {
  const [row] = await db
    .select({
      id: companies.id,
      name: companies.name,
      type: companies.type,
      domainCode: companies.domainCode,
      parentCompanyId: companies.parentCompanyId,
    })
    .from(companies)
    .where(eq(companies.domainCode, domainCode));
  return row ?? null;
}
