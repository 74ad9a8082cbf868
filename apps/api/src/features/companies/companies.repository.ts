import { asc, count, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../platform/db/database";
import { companies, companyHosts, menuItems } from "./companies.table";

const parents = alias(companies, "parents");

const profileColumns = {
  company: companies,
  parentDomainCode: parents.domainCode,
};

export async function findCompanyIdByHost(db: Db, host: string): Promise<string | null> {
  const [row] = await db
    .select({ companyId: companyHosts.companyId })
    .from(companyHosts)
    .where(eq(companyHosts.host, host))
    .limit(1);
  return row?.companyId ?? null;
}

export async function findCompanyProfileRow(db: Db, companyId: string) {
  const [row] = await db
    .select(profileColumns)
    .from(companies)
    .leftJoin(parents, eq(parents.id, companies.parentCompanyId))
    .where(eq(companies.id, companyId))
    .limit(1);
  if (!row) return null;
  const [subCompanies] = await db
    .select({ total: count() })
    .from(companies)
    .where(eq(companies.parentCompanyId, companyId));
  const menu = await db
    .select({ id: menuItems.id, title: menuItems.title, url: menuItems.url })
    .from(menuItems)
    .where(eq(menuItems.companyId, companyId))
    .orderBy(asc(menuItems.position), asc(menuItems.title));
  return { ...row, subCompanyCount: subCompanies?.total ?? 0, menuItems: menu };
}
