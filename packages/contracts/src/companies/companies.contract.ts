import { z } from "zod";
import { defineContract } from "../contract";
import { currentCompanyEndpoint } from "../first-visit-endpoints";
import { envelope, pageQuerySchema, paginated } from "../pagination";
import { companySchema, companyTypes } from "./company.schema";
import { logoVariants, newCompanyBodySchema } from "./new-company";

export const getCurrentCompany = defineContract({
  ...currentCompanyEndpoint,
  summary: "The company of the requesting host, with its branding",
  tag: "companies",
  public: true,
  response: envelope(companySchema),
});

export const companySummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(companyTypes),
  domainCode: z.string(),
  /** Where the company is reached, e.g. `noord.demo.nl`; null when it has no host yet. */
  host: z.string().nullable(),
  parentId: z.string().nullable(),
});
export type CompanySummary = z.infer<typeof companySummarySchema>;

export const listCompaniesQuerySchema = pageQuerySchema.extend({
  /** `false` returns every company at once, without pages (for selects). */
  paginate: z.enum(["true", "false"]).default("true"),
});

export const listCompanies = defineContract({
  method: "GET",
  path: "/companies",
  summary: "The sub companies of this company; on the administrative domain every company. By name",
  tag: "companies",
  permission: "domain.companies.list",
  query: listCompaniesQuerySchema,
  response: z.union([paginated(companySummarySchema), envelope(z.array(companySummarySchema))]),
});

export const createCompany = defineContract({
  method: "POST",
  path: "/companies",
  summary:
    "Adds a sub company of this company on its own host (<domain code>.<this host>); the creator leads it",
  tag: "companies",
  permission: "domain.companies.create",
  status: 201,
  multipart: true,
  body: newCompanyBodySchema,
  response: envelope(companySummarySchema),
});

export const logoFileParams = z.object({
  companyId: z.uuid(),
  /** The variant and a content hash, so a new logo gets a new URL. */
  file: z.string().regex(new RegExp(`^(${logoVariants.join("|")})-[0-9a-f]{16}\\.png$`)),
});

export const getCompanyLogo = defineContract({
  method: "GET",
  path: "/company-logos/:companyId/:file",
  summary: "An uploaded company logo (PNG); public like the login page that shows it",
  tag: "companies",
  public: true,
  anyHost: true,
  params: logoFileParams,
  file: { contentType: "image/png" },
});
