import { asc, count, desc, eq, sql } from "drizzle-orm";
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
  const subCompanies = await findSubCompanies(db, companyId);
  const menu = await db
    .select({ id: menuItems.id, title: menuItems.title, url: menuItems.url })
    .from(menuItems)
    .where(eq(menuItems.companyId, companyId))
    .orderBy(asc(menuItems.position), asc(menuItems.title));
  const [primary] = await db
    .select({ host: companyHosts.host })
    .from(companyHosts)
    .where(eq(companyHosts.companyId, companyId))
    .orderBy(desc(companyHosts.isPrimary), asc(companyHosts.host))
    .limit(1);
  return {
    ...row,
    subCompanies,
    menuItems: menu,
    primaryHost: primary?.host ?? null,
  };
}

/** The sub companies of a company, by name. */
export function findSubCompanies(db: Db, parentCompanyId: string) {
  return db
    .select({ id: companies.id, name: companies.name, type: companies.type })
    .from(companies)
    .where(eq(companies.parentCompanyId, parentCompanyId))
    .orderBy(asc(companies.name));
}

const primaryHost = sql<string | null>`(
  select ${companyHosts.host} from ${companyHosts}
  where ${companyHosts.companyId} = ${companies.id}
  order by ${companyHosts.isPrimary} desc, ${companyHosts.host} limit 1)`;

/** Companies as lists show them: the sub companies of a parent, or every company (null). */
export async function listCompanySummaries(
  db: Db,
  parentCompanyId: string | null,
  page: { limit: number; offset: number } | null,
) {
  const where = parentCompanyId ? eq(companies.parentCompanyId, parentCompanyId) : undefined;
  const query = db
    .select({
      id: companies.id,
      name: companies.name,
      type: companies.type,
      domainCode: companies.domainCode,
      host: primaryHost,
      parentId: companies.parentCompanyId,
    })
    .from(companies)
    .where(where)
    .orderBy(asc(companies.name), asc(companies.id))
    .$dynamic();
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
  const [total] = await db.select({ total: count() }).from(companies).where(where);
  return { rows, total: total?.total ?? 0 };
}

/** The hosts and logos a new sub company starts from. */
export async function findCompanyForSubCompany(db: Db, companyId: string) {
  const [row] = await db
    .select({
      id: companies.id,
      type: companies.type,
      canAddSubCompanies: companies.canAddSubCompanies,
      logoLightUrl: companies.logoLightUrl,
      logoDarkUrl: companies.logoDarkUrl,
    })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  return row ?? null;
}

export async function insertSubCompany(
  db: Db,
  company: {
    id: string;
    name: string;
    domainCode: string;
    parentCompanyId: string;
    primaryColor: string;
    hasDarkPrimaryColor: boolean;
    logoLightUrl: string | null;
    logoDarkUrl: string | null;
    host: string;
  },
) {
  const { host, ...values } = company;
  await db.insert(companies).values({ ...values, type: "company" });
  await db.insert(companyHosts).values({ host, companyId: company.id, isPrimary: true });
}

/** Whether a domain code or host name is already someone's (both are unique). */
export async function isDomainTaken(db: Db, domainCode: string, host: string): Promise<boolean> {
  const [code] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.domainCode, domainCode))
    .limit(1);
  if (code) return true;
  return (await findCompanyIdByHost(db, host)) !== null;
}
