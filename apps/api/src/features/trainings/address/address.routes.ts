import {
  ADDRESS_SEARCH_UNAVAILABLE,
  lookupAddress,
  suggestAddresses,
} from "@leerlijn/contracts/trainings/address-search.contract";
import type { FastifyInstance } from "fastify";
import { AppError, notFound } from "../../../platform/http/app-error";
import { registerContract } from "../../../platform/http/register-contract";
import type { AddressProvider } from "./address-provider";

/** Shorter queries match half the country; the provider is asked from this length on. */
const MIN_QUERY_LENGTH = 3;

const unavailable = (error: unknown) =>
  new AppError("UNAVAILABLE", ADDRESS_SEARCH_UNAVAILABLE, { detail: String(error) });

/** Address completion for the training form; without a provider, `available: false`. */
export function addressRoutes(app: FastifyInstance, provider: AddressProvider | null): void {
  registerContract(app, suggestAddresses, async ({ query }) => {
    if (!provider) return { data: [], available: false };
    if (query.q.length < MIN_QUERY_LENGTH) return { data: [], available: true };
    try {
      return { data: await provider.suggest(query.q), available: true };
    } catch (error) {
      throw unavailable(error);
    }
  });

  registerContract(app, lookupAddress, async ({ params }) => {
    if (!provider) throw notFound();
    let address;
    try {
      address = await provider.lookup(params.addressId);
    } catch (error) {
      throw unavailable(error);
    }
    if (!address) throw notFound();
    return { data: address };
  });
}
