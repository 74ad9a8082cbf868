import {
  getCurrentCompany,
  listCompanies as listCompaniesContract,
} from "@leerlijn/contracts/companies/companies.contract";
import type { FastifyInstance } from "fastify";
import { notFound } from "../../platform/http/app-error";
import { paginate } from "../../platform/http/paginate";
import { registerContract } from "../../platform/http/register-contract";
import type { Db } from "../../platform/db/database";
import { listCompanies } from "./list-companies";
import type { CompanyDirectory } from "./company-directory";
import { presentCompany } from "./company.presenter";

export function companiesRoutes(
  app: FastifyInstance,
  {
    db,
    directory,
    knowledgeMeetingsDomain,
  }: { db: Db; directory: CompanyDirectory; knowledgeMeetingsDomain?: string | undefined },
): void {
  registerContract(app, getCurrentCompany, async ({ tenant }) => {
    const profile = await directory.profile(tenant.id);
    if (!profile) throw notFound();
    return { data: presentCompany(profile, knowledgeMeetingsDomain) };
  });

  registerContract(app, listCompaniesContract, async ({ actor, tenant, query, request }) => {
    if (query.paginate === "false") {
      return { data: (await listCompanies(db, actor, tenant, null)).rows };
    }
    const { page, perPage } = query;
    const { rows, total } = await listCompanies(db, actor, tenant, {
      limit: perPage,
      offset: (page - 1) * perPage,
    });
    return paginate(rows, total, { page, perPage, requestUrl: request.url });
  });
}
