import { randomUUID } from "node:crypto";
import { isIP } from "node:net";
import {
  DOMAIN_CODE_TAKEN,
  logoVariants,
  newCompanyBodySchema,
} from "@leerlijn/contracts/companies/new-company";
import type { CompanySummary } from "@leerlijn/contracts/companies/companies.contract";
import type { Actor } from "../../platform/auth/actor";
import type { InvalidationBus } from "../../platform/cache/invalidation-bus";
import type { Db } from "../../platform/db/database";
import { isUniqueViolation } from "../../platform/db/errors";
import { conflict, validationFailed } from "../../platform/http/app-error";
import { fieldErrorsFromIssues } from "../../platform/http/field-errors";
import type { Storage } from "../../platform/storage/storage";
import type { Tenant } from "../../platform/tenancy/tenant";
import { findCompanyForSubCompany, insertSubCompany, isDomainTaken } from "./companies.repository";
import { storeLogo } from "./company-logos";

export const NO_SUB_COMPANIES_MESSAGE = "Dit bedrijf kan geen subbedrijven toevoegen.";

/** Makes someone the leader of a company; the users feature owns memberships. */
export type AddLeader = (db: Db, companyId: string, userId: string) => Promise<unknown>;

export type NewSubCompany = {
  fields: unknown;
  /** Uploaded logo files by variant; a missing one is taken from the parent. */
  logos: Partial<Record<(typeof logoVariants)[number], Buffer>>;
};

/**
 * White text reads better than near-black on this colour (WCAG relative luminance), which is
 * what `hasDarkPrimaryColor` tells the interface.
 */
export function isDarkColor(hex: string): boolean {
  const channel = (offset: number) => {
    const value = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  return (1 + 0.05) / (luminance + 0.05) >= (luminance + 0.05) / 0.05;
}

/**
 * The sub company's host is its domain code under the host the parent was reached on
 * (`noord` on `demo.example` → `noord.demo.example`). An address like 127.0.0.1 has no
 * sub domains, so there `localhost` stands in, as in development.
 */
export function subCompanyHost(domainCode: string, parentHost: string): string {
  const base = isIP(parentHost.replace(/^\[|\]$/g, "")) ? "localhost" : parentHost;
  return `${domainCode}.${base}`;
}

/** POST /companies: a sub company of the current company, led by the person who made it. */
export async function createSubCompany(
  deps: { db: Db; storage: Storage; bus: InvalidationBus; addLeader: AddLeader },
  actor: Actor,
  tenant: Tenant,
  requestHost: string,
  input: NewSubCompany,
): Promise<CompanySummary> {
  const parent = await findCompanyForSubCompany(deps.db, tenant.id);
  // The company's own setting, not the person's rights: a state conflict rather than a 403.
  if (!parent || parent.type === "administrator" || !parent.canAddSubCompanies)
    throw conflict(NO_SUB_COMPANIES_MESSAGE);

  const parsed = newCompanyBodySchema.safeParse(input.fields);
  if (!parsed.success) throw validationFailed(fieldErrorsFromIssues(parsed.error.issues));
  const { name, domainCode, primaryColor } = parsed.data;
  const host = subCompanyHost(domainCode, requestHost);
  if (await isDomainTaken(deps.db, domainCode, host))
    throw validationFailed({ domain_code: [DOMAIN_CODE_TAKEN] });

  const id = randomUUID();
  // Logos are checked and stored first: a bad file stops everything before any row exists.
  const logoUrls: Record<string, string | null> = {};
  for (const variant of logoVariants) {
    const upload = input.logos[variant];
    logoUrls[variant] = upload ? await storeLogo(deps.storage, id, variant, upload) : null;
  }
  const ownLogo = Boolean(logoUrls.light ?? logoUrls.dark);
  try {
    await deps.db.transaction(async (tx) => {
      await insertSubCompany(tx, {
        id,
        name,
        domainCode,
        parentCompanyId: tenant.id,
        primaryColor,
        hasDarkPrimaryColor: isDarkColor(primaryColor),
        // A logo pair belongs together: one uploaded variant is never paired with the parent's
        // other one, or the parent's mark would show on the new company's brand colour.
        logoLightUrl: ownLogo ? (logoUrls.light ?? null) : parent.logoLightUrl,
        logoDarkUrl: ownLogo ? (logoUrls.dark ?? null) : parent.logoDarkUrl,
        host,
      });
      // Someone must be able to sign in on the new host; the platform admin needs no membership.
      if (!actor.isPlatformAdmin) await deps.addLeader(tx, id, actor.userId);
    });
  } catch (error) {
    // Another request took the same code or host in the meantime.
    if (isUniqueViolation(error)) throw validationFailed({ domain_code: [DOMAIN_CODE_TAKEN] });
    throw error;
  }
  // The parent now has sub companies: its cached profile says otherwise.
  deps.bus.publish("company", tenant.id);
  return { id, name, type: "company", domainCode, host, parentId: tenant.id };
}
