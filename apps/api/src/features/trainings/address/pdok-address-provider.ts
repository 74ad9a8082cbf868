import type { Address } from "@leerlijn/contracts/trainings/address.schema";
import { normalizePostalCode } from "@leerlijn/contracts/trainings/address.schema";
import { z } from "zod";
import type { AddressProvider } from "./address-provider";

/** Suggestions shown at once; more is noise while typing. */
const ROWS = 7;
/** The provider answers in tens of milliseconds; past this, typing by hand is quicker. */
const TIMEOUT_MS = 3_000;

const suggestAnswer = z.object({
  response: z.object({
    docs: z.array(z.object({ id: z.string(), weergavenaam: z.string(), type: z.string() })),
  }),
});

const lookupDoc = z.object({
  id: z.string(),
  type: z.string(),
  straatnaam: z.string(),
  huisnummer: z.number(),
  huisletter: z.string().optional(),
  huisnummertoevoeging: z.string().optional(),
  postcode: z.string(),
  woonplaatsnaam: z.string(),
  provincienaam: z.string().optional(),
  /** WKT in WGS84, longitude first: "POINT(5.1214 52.0907)". */
  centroide_ll: z.string().optional(),
});
const lookupAnswer = z.object({ response: z.object({ docs: z.array(lookupDoc) }) });

function position(wkt: string | undefined): { lat: number | null; lng: number | null } {
  const match = /^POINT\(\s*(-?[\d.]+)\s+(-?[\d.]+)\s*\)$/.exec(wkt ?? "");
  if (!match) return { lat: null, lng: null };
  return { lng: Number(match[1]), lat: Number(match[2]) };
}

/** A BAG address as the spec's Address: a letter and an addition together make the suffix. */
export function addressFromPdok(doc: z.infer<typeof lookupDoc>): Address | null {
  const postalCode = normalizePostalCode(doc.postcode);
  if (!postalCode) return null;
  const suffix = [doc.huisletter, doc.huisnummertoevoeging].filter(Boolean).join("-");
  return {
    establishmentName: null,
    street: doc.straatnaam,
    number: String(doc.huisnummer),
    numberSuffix: suffix || null,
    postalCode,
    city: doc.woonplaatsnaam,
    province: doc.provincienaam ?? null,
    placeId: doc.id,
    ...position(doc.centroide_ll),
  };
}

/**
 * PDOK Locatieserver (v3.1), the Dutch government's free address service: addresses from the
 * BAG, the Netherlands only (it has no Belgian addresses; those are entered by hand).
 */
export function pdokAddressProvider(baseUrl: string): AddressProvider {
  const base = baseUrl.replace(/\/+$/, "");
  async function get(path: string, params: Record<string, string>) {
    const url = `${base}/${path}?${new URLSearchParams(params).toString()}`;
    const response = await fetch(url, {
      headers: { accept: "application/json" },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`address provider answered ${response.status}`);
    const answer: unknown = await response.json();
    return answer;
  }
  return {
    async suggest(query) {
      const answer = suggestAnswer.parse(
        await get("suggest", { q: query, fq: "type:adres", rows: String(ROWS) }),
      );
      return answer.response.docs.map((doc) => ({ id: doc.id, label: doc.weergavenaam }));
    },
    async lookup(id) {
      const answer = lookupAnswer.parse(await get("lookup", { id, fl: "*" }));
      const doc = answer.response.docs.find((candidate) => candidate.type === "adres");
      return doc ? addressFromPdok(doc) : null;
    },
  };
}
