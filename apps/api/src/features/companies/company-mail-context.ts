import type { MailBrand } from "../../platform/mail/mail-layout";
import { publicOrigin, type RequestOrigin } from "../../platform/tenancy/public-origin";
import type { CompanyDirectory } from "./company-directory";

/** What a mail on behalf of a company needs: its look, its name as sender, and its address. */
export type CompanyMailContext = {
  brand: MailBrand;
  fromName: string;
  /** The company's own origin; every link in its mails starts here. */
  origin: string;
};

function absolute(url: string | null, origin: string): string | null {
  if (!url) return null;
  if (/^https?:\/\//i.test(url)) return url;
  return url.startsWith("/") ? origin + url : null;
}

/**
 * The mail context of a company, seen from where a request came: on the company's own host the request's
 * origin, for another company (a sub company) its primary host under the same scheme and port.
 */
export async function companyMailContext(
  directory: CompanyDirectory,
  companyId: string,
  from: RequestOrigin,
): Promise<CompanyMailContext> {
  const profile = await directory.profile(companyId);
  if (!profile) throw new Error(`company ${companyId} not found for a mail`);
  const origin =
    from.tenantId === companyId || !profile.primaryHost
      ? publicOrigin(from)
      : publicOrigin(from, profile.primaryHost);
  return contextAt(profile.company, origin);
}

/**
 * The mail context of a company whose origin was remembered from an earlier request: for mails
 * sent in the background (a training's invitations), when no request is at hand.
 */
export async function companyMailContextAt(
  directory: Pick<CompanyDirectory, "profile">,
  companyId: string,
  origin: string,
): Promise<CompanyMailContext> {
  const profile = await directory.profile(companyId);
  if (!profile) throw new Error(`company ${companyId} not found for a mail`);
  return contextAt(profile.company, origin);
}

type BrandedCompany = NonNullable<Awaited<ReturnType<CompanyDirectory["profile"]>>>["company"];

function contextAt(company: BrandedCompany, origin: string): CompanyMailContext {
  return {
    origin,
    fromName: company.name,
    brand: {
      name: company.name,
      logoUrl: absolute(company.logoLightUrl, origin),
      color: company.primaryColor,
      textOnColor: company.hasDarkPrimaryColor ? "#ffffff" : "#0f172a",
    },
  };
}
