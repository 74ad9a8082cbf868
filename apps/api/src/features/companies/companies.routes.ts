import {
  createCompany,
  getCompanyLogo,
  getCurrentCompany,
  listCompanies as listCompaniesContract,
} from "@leerlijn/contracts/companies/companies.contract";
import { MAX_LOGO_BYTES } from "@leerlijn/contracts/companies/new-company";
import {
  getAppIcon,
  getWebAppManifest,
} from "@leerlijn/contracts/companies/web-app-manifest.contract";
import type { FastifyInstance } from "fastify";
import type { InvalidationBus } from "../../platform/cache/invalidation-bus";
import { notFound } from "../../platform/http/app-error";
import { paginate } from "../../platform/http/paginate";
import { registerContract } from "../../platform/http/register-contract";
import type { Db } from "../../platform/db/database";
import { readImageForm } from "../../platform/images/uploaded-image";
import type { Storage } from "../../platform/storage/storage";
import { hostName } from "../../platform/tenancy/tenant";
import { listCompanies } from "./list-companies";
import type { CompanyDirectory } from "./company-directory";
import { readLogo } from "./company-logos";
import { presentCompany } from "./company.presenter";
import { type AddLeader, createSubCompany } from "./create-sub-company";
import { presentManifest, renderAppIcon } from "./web-app-manifest";

export function companiesRoutes(
  app: FastifyInstance,
  {
    db,
    directory,
    storage,
    bus,
    addLeader,
    knowledgeMeetingsDomain,
  }: {
    db: Db;
    directory: CompanyDirectory;
    storage: Storage;
    bus: InvalidationBus;
    addLeader: AddLeader;
    knowledgeMeetingsDomain?: string | undefined;
  },
): void {
  registerContract(app, getCurrentCompany, async ({ tenant }) => {
    const profile = await directory.profile(tenant.id);
    if (!profile) throw notFound();
    return { data: presentCompany(profile, knowledgeMeetingsDomain) };
  });

  // Per host, like the branding: each company's app installs under its own name and colour.
  registerContract(app, getWebAppManifest, async ({ tenant, reply }) => {
    const profile = await directory.profile(tenant.id);
    if (!profile) throw notFound();
    void reply.type("application/manifest+json; charset=utf-8");
    return presentManifest(profile.company);
  });

  registerContract(app, getAppIcon, async ({ tenant, params }) => {
    const profile = await directory.profile(tenant.id);
    if (!profile) throw notFound();
    const size = Number(params.size);
    return {
      fileName: `icon-${size}.png`,
      body: await renderAppIcon(storage, profile.company, size),
    };
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

  registerContract(app, createCompany, async ({ actor, tenant, request, body }) => {
    const form = request.isMultipart()
      ? await readImageForm(request, ["logoLight", "logoDark"], MAX_LOGO_BYTES)
      : { fields: body, files: new Map<string, Buffer>() };
    const data = await createSubCompany(
      { db, storage, bus, addLeader },
      actor,
      tenant,
      hostName(request.headers.host),
      {
        fields: form.fields,
        logos: { light: form.files.get("logoLight"), dark: form.files.get("logoDark") },
      },
    );
    return { data };
  });

  registerContract(app, getCompanyLogo, async ({ params }) => {
    const body = await readLogo(storage, params.companyId, params.file);
    if (!body) throw notFound();
    return { fileName: params.file, body };
  });
}
