import type { Config } from "../config";
import { count, eq } from "drizzle-orm";
import { hashPassword } from "../platform/auth/passwords";
import type { Db } from "../platform/db/database";
import { companies, companyHosts, menuItems } from "../features/companies/companies.table";
import { companyUsers, users } from "../features/users/users.table";
import { DEMO_PASSWORD, demoAccounts, demoCompanies } from "./demo-data";
import { seedDemoCourses } from "./seed-demo-courses";
import { type DemoMediaDeps, seedDemoMedia } from "./seed-demo-media";
import { seedDemoEnrollments } from "./seed-demo-enrollments";
import { seedDemoCertificates } from "./seed-demo-certificates";
import { seedDemoCourseCertificates } from "./seed-demo-course-certificates";
import { createPdfSealer } from "../platform/pdf/pades";
import { loadSealCertificate } from "../platform/pdf/seal-certificate";
import { seedDemoDocuments } from "./seed-demo-documents";
import { seedDemoTrainings } from "./seed-demo-trainings";
import { seedDemoPeople } from "./seed-demo-people";
import { seedDemoOnboarding } from "./seed-demo-onboarding";

export async function hasAnyCompany(db: Db): Promise<boolean> {
  const [row] = await db.select({ total: count() }).from(companies);
  return (row?.total ?? 0) > 0;
}

export async function hasDemoCompany(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ total: count() })
    .from(companies)
    .where(eq(companies.domainCode, "demo"));
  return (row?.total ?? 0) > 0;
}

/**
 * Inserts the demo companies, accounts, media and courses; rows that already exist are left as
 * they are.
 */
/** What seeding needs beyond the database: the media's tools, and the port links lead to. */
export type DemoSeedDeps = DemoMediaDeps & {
  config: Pick<
    Config,
    | "FFMPEG_PATH"
    | "FFPROBE_PATH"
    | "PORT"
    | "DATA_DIR"
    | "DOCUMENT_SEAL_P12_PATH"
    | "DOCUMENT_SEAL_P12_PASSPHRASE"
  >;
};

export async function seedDemo(db: Db, media: DemoSeedDeps): Promise<void> {
  const idByCode = new Map<string, string>();
  for (const company of demoCompanies) {
    const parentId = company.parent ? idByCode.get(company.parent) : undefined;
    await db
      .insert(companies)
      .values({
        name: company.name,
        type: company.type,
        domainCode: company.domainCode,
        parentCompanyId: parentId ?? null,
        primaryColor: company.primaryColor,
        hasDarkPrimaryColor: company.hasDarkPrimaryColor,
        logoLightUrl: `/brand/${company.logo}-light.svg`,
        logoDarkUrl: `/brand/${company.logo}-dark.svg`,
        canAddSubCompanies: company.canAddSubCompanies,
      })
      .onConflictDoNothing({ target: companies.domainCode });
    const [row] = await db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.domainCode, company.domainCode));
    if (!row) throw new Error(`Seeding company ${company.domainCode} failed`);
    idByCode.set(company.domainCode, row.id);
    // The first host is the one lists show and mails link to.
    for (const [index, host] of company.hosts.entries()) {
      await db
        .insert(companyHosts)
        .values({ host, companyId: row.id, isPrimary: index === 0 })
        .onConflictDoNothing();
    }
    const [menu] = await db
      .select({ total: count() })
      .from(menuItems)
      .where(eq(menuItems.companyId, row.id));
    if ((menu?.total ?? 0) === 0 && company.menuItems.length > 0) {
      await db
        .insert(menuItems)
        .values(
          company.menuItems.map((item, position) => ({ ...item, position, companyId: row.id })),
        );
    }
  }

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const account of demoAccounts) {
    await db
      .insert(users)
      .values({
        email: account.email,
        firstName: account.firstName,
        middleName: account.middleName ?? null,
        lastName: account.lastName,
        passwordHash,
      })
      .onConflictDoNothing();
    const [user] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, account.email));
    const companyId = idByCode.get(account.company);
    if (!user || !companyId) throw new Error(`Seeding account ${account.email} failed`);
    await db
      .insert(companyUsers)
      .values({ companyId, userId: user.id, roles: account.roles })
      .onConflictDoNothing();
  }
  const library = await seedDemoMedia(db, media);
  await seedDemoCourses(db, library);
  await seedDemoEnrollments(db);
  await seedDemoPeople(db);
  // Links in the trainings' mails lead to where `npm start` serves each company.
  const origin = (host: string) => `http://${host}:${media.config.PORT}`;
  await seedDemoTrainings(db, origin);
  await seedDemoCertificates(db, media, origin);
  await seedDemoDocuments(db, {
    storage: media.storage,
    library,
    // The demo's signatures are sealed like any other, with the instance's seal.
    sealer: createPdfSealer(await loadSealCertificate(media.config)),
    origin,
  });
  // After the documents and trainings: the path's steps include a template and a document.
  await seedDemoOnboarding(db);
  // Last: after the trainings' certificates (seeded only while the company has none) and after
  // the path, whose seeded progress passes courses too.
  await seedDemoCourseCertificates(db, media, origin);
}

export function describeDemoAccounts(): string {
  const width = Math.max(...demoAccounts.map((account) => account.email.length));
  const lines = demoAccounts.map((account) => {
    const company = demoCompanies.find((c) => c.domainCode === account.company);
    const host = company?.hosts[0] ?? "localhost";
    return `  ${account.email.padEnd(width)}  ${account.roles.join(", ").padEnd(24)}  ${host}`;
  });
  return [`Demo accounts (password: ${DEMO_PASSWORD}):`, ...lines].join("\n");
}
