import type { Company } from "@leerlijn/contracts/companies/company.schema";
import type { CompanyProfile } from "./company-directory";

export function presentCompany(
  { company, parentDomainCode, subCompanies }: CompanyProfile,
  /** The domain code whose open library is called 'Kennissessies' (configuration). */
  knowledgeMeetingsDomain?: string,
): Company {
  return {
    id: company.id,
    name: company.name,
    type: company.type,
    domainCode: company.domainCode,
    parentDomainCode,
    primaryColor: company.primaryColor,
    hasDarkPrimaryColor: company.hasDarkPrimaryColor,
    logo: { light: company.logoLightUrl, dark: company.logoDarkUrl },
    hasSubCompanies: subCompanies.length > 0,
    canAddSubCompanies: company.canAddSubCompanies && company.type !== "administrator",
    openLibraryName:
      knowledgeMeetingsDomain === company.domainCode ? "knowledgeMeetings" : "openLibrary",
  };
}
