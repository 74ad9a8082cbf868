import type { AddressSuggestion } from "@leerlijn/contracts/trainings/address-search.contract";
import type { Address } from "@leerlijn/contracts/trainings/address.schema";

/**
 * Where typed addresses are completed. Behind this interface so the provider can change (PDOK
 * for the Netherlands today); without one, addresses are entered by hand and only validated.
 * Both calls reject when the provider cannot be reached or answers nonsense.
 */
export type AddressProvider = {
  suggest(query: string): Promise<AddressSuggestion[]>;
  lookup(id: string): Promise<Address | null>;
};
