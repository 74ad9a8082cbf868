import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

/** The one address the stand-in looks up in full (Oudegracht 12A, Utrecht). */
export const PDOK_LOOKUP_ID = "adr-51d1f5e7e2f1a8e5b1d3f0a6c2e4b7d9";
const LOOKUP_ID = PDOK_LOOKUP_ID;

/** Answers as PDOK Locatieserver v3.1 does (fields as its suggest and lookup return them). */
const pdokAnswers = {
  suggest: {
    response: {
      numFound: 2,
      start: 0,
      maxScore: 12.4,
      numFoundExact: true,
      docs: [
        {
          type: "adres",
          weergavenaam: "Oudegracht 12A, 3511AB Utrecht",
          id: LOOKUP_ID,
          score: 12.4,
        },
        {
          type: "adres",
          weergavenaam: "Oudegracht 12-bis, 3511AB Utrecht",
          id: "adr-2",
          score: 11.9,
        },
      ],
    },
    highlighting: { [LOOKUP_ID]: { suggest: ["<b>Oudegracht</b> <b>12</b>A, 3511AB Utrecht"] } },
  },
  lookup: {
    response: {
      numFound: 1,
      start: 0,
      maxScore: 15.2,
      numFoundExact: true,
      docs: [
        {
          bron: "BAG",
          woonplaatscode: "3295",
          type: "adres",
          woonplaatsnaam: "Utrecht",
          huis_nlt: "12A",
          openbareruimtetype: "Weg",
          gemeentecode: "0344",
          weergavenaam: "Oudegracht 12A, 3511AB Utrecht",
          straatnaam_verkort: "Oudegracht",
          id: LOOKUP_ID,
          gemeentenaam: "Utrecht",
          identificatie: "0344010000012345-0344200000012345",
          openbareruimte_id: "0344300000003456",
          provinciecode: "PV26",
          postcode: "3511AB",
          provincienaam: "Utrecht",
          centroide_ll: "POINT(5.12076 52.09073)",
          nummeraanduiding_id: "0344200000012345",
          adresseerbaarobject_id: "0344010000012345",
          huisnummer: 12,
          huisletter: "A",
          provincieafkorting: "UT",
          centroide_rd: "POINT(136472.1 455969.2)",
          straatnaam: "Oudegracht",
        },
      ],
    },
  },
};

/**
 * A local stand-in for PDOK Locatieserver (v3.1), answering in its real response format: two
 * suggestions for any query, one of which it looks up in full; `setFailing(true)` makes it
 * answer 502 as an outage would. Used by the API's address tests and the e2e server (where
 * PDOK_LOCATIESERVER_URL points at it), so neither reaches the internet.
 */
export async function startPdokServer(port = 0) {
  const asked: URL[] = [];
  let failing = false;
  const server = createServer((request: IncomingMessage, response) => {
    const url = new URL(request.url ?? "/", "http://pdok.test");
    asked.push(url);
    if (failing) {
      response.writeHead(502).end("Bad gateway");
      return;
    }
    const path = url.pathname.replace("/bzk/locatieserver/search/v3_1/", "");
    const body =
      path === "suggest"
        ? pdokAnswers.suggest
        : url.searchParams.get("id") === LOOKUP_ID
          ? pdokAnswers.lookup
          : { response: { numFound: 0, start: 0, maxScore: 0, numFoundExact: true, docs: [] } };
    response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}/bzk/locatieserver/search/v3_1`,
    asked,
    setFailing: (value: boolean) => {
      failing = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
