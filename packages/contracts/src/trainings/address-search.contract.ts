import { z } from "zod";
import { defineContract } from "../contract";
import { envelope } from "../pagination";
import { storedAddressSchema } from "./address.schema";

export const MAX_ADDRESS_QUERY_LENGTH = 100;
export const ADDRESS_SEARCH_UNAVAILABLE = "Adressen zoeken lukt nu niet. Vul het adres zelf in.";

export const addressSuggestionSchema = z.object({
  /** The provider's id of the address, to look it up in full. */
  id: z.string(),
  /** The address on one line, as the provider writes it. */
  label: z.string(),
});
export type AddressSuggestion = z.infer<typeof addressSuggestionSchema>;

const planning = ["educator.trainings.create", "educator.trainings.edit"] as const;

export const suggestAddresses = defineContract({
  method: "GET",
  path: "/addresses/suggest",
  summary:
    "Addresses in the Netherlands that match what was typed; `available` is false when no address provider is configured (then the address is entered by hand)",
  tag: "trainings",
  permission: planning,
  query: z.object({ q: z.string().trim().max(MAX_ADDRESS_QUERY_LENGTH).default("") }),
  response: z.object({ data: z.array(addressSuggestionSchema), available: z.boolean() }),
});

export const lookupAddress = defineContract({
  method: "GET",
  path: "/addresses/:addressId",
  summary: "One suggested address in full: street, number, postal code, city, province, position",
  tag: "trainings",
  permission: planning,
  params: z.object({ addressId: z.string().min(1).max(100) }),
  response: envelope(storedAddressSchema),
});
