import { z } from "zod";

export const companyTypes = ["administrator", "company", "educator"] as const;
export type CompanyType = (typeof companyTypes)[number];

export const companySchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(companyTypes),
  domainCode: z.string(),
  parentDomainCode: z.string().nullable(),
  primaryColor: z.string(),
  hasDarkPrimaryColor: z.boolean(),
  /** Image URLs of the logo for light and for dark backgrounds. */
  logo: z.object({ light: z.string().nullable(), dark: z.string().nullable() }),
  hasSubCompanies: z.boolean(),
  canAddSubCompanies: z.boolean(),
  /** What the interface calls the open library: one configured company says 'Kennissessies'. */
  openLibraryName: z.enum(["openLibrary", "knowledgeMeetings"]),
});
export type Company = z.infer<typeof companySchema>;
