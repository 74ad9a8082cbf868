import { defineContract } from "../contract";
import { envelope } from "../pagination";
import { companySchema } from "./company.schema";

export const getCurrentCompany = defineContract({
  method: "GET",
  path: "/companies/current",
  summary: "The company of the requesting host, with its branding",
  tag: "companies",
  public: true,
  response: envelope(companySchema),
});
