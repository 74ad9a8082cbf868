import {
  type AddressSuggestion,
  lookupAddress,
  suggestAddresses,
} from "@leerlijn/contracts/trainings/address-search.contract";
import type { Address } from "@leerlijn/contracts/trainings/address.schema";
import { queryOptions } from "@tanstack/react-query";
import { callApi } from "../../../lib/api-client";

/** From this length the server asks the provider (address.routes.ts); shorter is not asked. */
export const MIN_ADDRESS_QUERY_LENGTH = 3;

/**
 * Addresses matching what was typed, and whether address search is on at all (`available`:
 * without a configured provider the address is entered by hand). The empty query only asks
 * the latter. A failure is shown by the field itself, and is not retried: typing by hand is
 * quicker than waiting.
 */
export const addressSuggestionsQuery = (q: string) =>
  queryOptions<{ data: AddressSuggestion[]; available: boolean }>({
    queryKey: ["addresses", "suggest", q],
    queryFn: ({ signal }) => callApi(suggestAddresses, { query: { q }, signal }),
    staleTime: q ? 60_000 : Infinity,
    retry: false,
    meta: { showsErrors: true },
  });

/** One suggested address in full, to fill the address fields. */
export const fetchAddress = (addressId: string): Promise<Address> =>
  callApi(lookupAddress, { params: { addressId } }).then((response) => response.data);
