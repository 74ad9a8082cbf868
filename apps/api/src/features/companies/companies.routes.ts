import { getCurrentCompany } from "@leerlijn/contracts/companies/companies.contract";
import type { FastifyInstance } from "fastify";
import { notFound } from "../../platform/http/app-error";
import { registerContract } from "../../platform/http/register-contract";
import type { CompanyDirectory } from "./company-directory";
import { presentCompany } from "./company.presenter";

export function companiesRoutes(app: FastifyInstance, directory: CompanyDirectory): void {
  registerContract(app, getCurrentCompany, async ({ tenant }) => {
    const profile = await directory.profile(tenant.id);
    if (!profile) throw notFound();
    return { data: presentCompany(profile) };
  });
}
