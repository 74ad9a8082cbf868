import { z } from "zod";
import { nlValidationMessages } from "../validation-messages";
import { MAX_NAME_LENGTH } from "../fields";

export const COMPANY_NAME_REQUIRED = "Vul een naam in.";
export const DOMAIN_CODE_REQUIRED = "Vul een domeincode in.";
export const DOMAIN_CODE_FORMAT =
  "Gebruik alleen kleine letters, cijfers en streepjes (niet aan het begin of eind), 2 tot 40 tekens.";
export const DOMAIN_CODE_TAKEN = "Deze domeincode is al in gebruik. Kies een andere.";
export const COLOR_FORMAT = "Kies een kleur als #rrggbb, bijvoorbeeld #1d4ed8.";

/** Becomes the first label of the sub company's host name, so it follows DNS label rules. */
export const DOMAIN_CODE_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])$/;

/** Logos are shown at most this big; larger uploads are scaled down. */
export const LOGO_BOX = { width: 480, height: 160 } as const;
export const MAX_LOGO_BYTES = 2 * 1024 * 1024;
export const logoVariants = ["light", "dark"] as const;
export type LogoVariant = (typeof logoVariants)[number];

/**
 * The text fields of a new sub company. Sent as JSON, or as multipart form data together with
 * the image files `logoLight` and `logoDark` (both optional: the parent's logos are taken).
 */
export const newCompanyBodySchema = z.strictObject({
  name: z
    .string({ error: COMPANY_NAME_REQUIRED })
    .trim()
    .min(1, COMPANY_NAME_REQUIRED)
    .max(MAX_NAME_LENGTH, nlValidationMessages.tooLong(MAX_NAME_LENGTH)),
  domainCode: z
    .string({ error: DOMAIN_CODE_REQUIRED })
    .trim()
    .toLowerCase()
    .min(1, { message: DOMAIN_CODE_REQUIRED, abort: true })
    .regex(DOMAIN_CODE_PATTERN, DOMAIN_CODE_FORMAT),
  primaryColor: z
    .string({ error: COLOR_FORMAT })
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, COLOR_FORMAT)
    .transform((value) => value.toLowerCase()),
});
export type NewCompanyBody = z.input<typeof newCompanyBodySchema>;
