import { z } from "zod";
import { defineContract } from "../contract";
import { envelope, pageQuerySchema, paginated } from "../pagination";
import { companySchema, companyTypes } from "./company.schema";

export const getCurrentCompany = defineContract({
  method: "GET",
  path: "/companies/current",
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
