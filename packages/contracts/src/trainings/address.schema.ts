import { z } from "zod";
import { MAX_NAME_LENGTH } from "../fields";
import { nlValidationMessages } from "../validation-messages";

export const POSTAL_CODE_INVALID = "Vul een Nederlandse (1234 AB) of Belgische (1234) postcode in.";
export const STREET_REQUIRED = "Vul een straat in.";
export const NUMBER_REQUIRED = "Vul een huisnummer in.";
export const CITY_REQUIRED = "Vul een plaats in.";
export const ADDRESS_REQUIRED = "Vul een adres in.";

/** Dutch postal codes are 4 digits and 2 letters (never starting with 0); Belgian ones 4 digits. */
const POSTAL_CODE = /^([1-9]\d{3})\s?([A-Za-z]{2})?$/;

/** A Dutch postal code as "1234 AB" (space, capitals), a Belgian one as "1234"; null if neither. */
export function normalizePostalCode(value: string): string | null {
  const match = POSTAL_CODE.exec(value.trim());
  if (!match) return null;
  return match[2] ? `${match[1]} ${match[2].toUpperCase()}` : match[1]!;
}

const requiredText = (max: number, message: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, nlValidationMessages.tooLong(max));

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, nlValidationMessages.tooLong(max))
    .nullish()
    .transform((value) => (value ? value : null));

/**
 * The spec's Address (section 3). Entered by hand or filled by an address provider; only the
 * Netherlands and Belgium are served, so the postal code must be one of theirs.
 */
export const addressSchema = z.strictObject(
  {
    establishmentName: optionalText(MAX_NAME_LENGTH),
    street: requiredText(MAX_NAME_LENGTH, STREET_REQUIRED),
    number: requiredText(16, NUMBER_REQUIRED),
    numberSuffix: optionalText(16),
    postalCode: z
      .string({ error: POSTAL_CODE_INVALID })
      .max(16, POSTAL_CODE_INVALID)
      .transform((value, context) => {
        const normalized = normalizePostalCode(value);
        if (normalized === null) {
          context.addIssue({ code: "custom", message: POSTAL_CODE_INVALID });
          return z.NEVER;
        }
        return normalized;
      }),
    city: requiredText(MAX_NAME_LENGTH, CITY_REQUIRED),
    province: optionalText(MAX_NAME_LENGTH),
    placeId: optionalText(MAX_NAME_LENGTH),
    lat: z
      .number()
      .min(-90)
      .max(90)
      .nullish()
      .transform((value) => value ?? null),
    lng: z
      .number()
      .min(-180)
      .max(180)
      .nullish()
      .transform((value) => value ?? null),
  },
  { error: (issue) => (issue.input == null ? ADDRESS_REQUIRED : undefined) },
);
export type Address = z.output<typeof addressSchema>;
export type AddressInput = z.input<typeof addressSchema>;

/** The address as stored and answered: every field present, absent ones null. */
export const storedAddressSchema = z.object({
  establishmentName: z.string().nullable(),
  street: z.string(),
  number: z.string(),
  numberSuffix: z.string().nullable(),
  postalCode: z.string(),
  city: z.string(),
  province: z.string().nullable(),
  placeId: z.string().nullable(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
});

/**
 * The spec's one-line format: establishment name, street with number and suffix, postal code
 * and city ("Zaal De Linde, Oudegracht 12a, 3511 AB Utrecht"). A suffix that is a letter joins
 * the number ("12a"), any other suffix follows after a space ("12 bis").
 */
export function formatAddress(address: Address): string {
  const suffix = address.numberSuffix?.trim() ?? "";
  const number = suffix
    ? `${address.number}${/^[a-z]$/i.test(suffix) ? "" : " "}${suffix}`
    : address.number;
  return [
    address.establishmentName,
    [address.street, number].filter(Boolean).join(" "),
    [address.postalCode, address.city].filter(Boolean).join(" "),
  ]
    .filter((part) => part && part.trim())
    .join(", ");
}
