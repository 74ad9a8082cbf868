import { randomBytes } from "node:crypto";
import type { CompanyType } from "@leerlijn/contracts/companies/company.schema";
import type { Role } from "@leerlijn/contracts/permissions";
import type { FastifyInstance } from "fastify";
import { companies, companyHosts } from "../features/companies/companies.table";
import { companyUsers, users } from "../features/users/users.table";
import { hashPassword } from "../platform/auth/passwords";
import type { Db } from "../platform/db/database";

export const TEST_PASSWORD = "correct horse battery";
let passwordHash: Promise<string> | undefined;

const unique = () => randomBytes(4).toString("hex");

export async function buildCompany(
  db: Db,
  overrides: { type?: CompanyType; host?: string; parentCompanyId?: string; name?: string } = {},
) {
  const code = `c-${unique()}`;
  const host = overrides.host ?? `${code}.test`;
  const [company] = await db
    .insert(companies)
    .values({
      name: overrides.name ?? `Bedrijf ${code}`,
      type: overrides.type ?? "company",
      domainCode: code,
      parentCompanyId: overrides.parentCompanyId ?? null,
    })
    .returning();
  if (!company) throw new Error("company insert failed");
  await db.insert(companyHosts).values({ host, companyId: company.id });
  return { ...company, host };
}

export async function buildUser(
  db: Db,
  company: { id: string },
  roles: Role[],
  overrides: { email?: string; firstName?: string; lastName?: string } = {},
) {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const [user] = await db
    .insert(users)
    .values({
      firstName: overrides.firstName ?? "Test",
      lastName: overrides.lastName ?? `Gebruiker ${unique()}`,
      email: overrides.email ?? `user-${unique()}@test.example`,
      passwordHash: await passwordHash,
    })
    .returning();
  if (!user) throw new Error("user insert failed");
  const [membership] = await db
    .insert(companyUsers)
    .values({ companyId: company.id, userId: user.id, roles })
    .returning();
  if (!membership) throw new Error("membership insert failed");
  return { ...user, email: user.email ?? "", companyUserId: membership.id };
}

/** Signs in through the real endpoint and returns the bearer token. */
export async function signIn(app: FastifyInstance, host: string, email: string): Promise<string> {
  const response = await app.inject({
    method: "POST",
    url: "/api/v1/login",
    headers: { host },
    payload: { email, password: TEST_PASSWORD },
  });
  if (response.statusCode !== 200)
    throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  return response.json<{ data: { accessToken: string } }>().data.accessToken;
}
