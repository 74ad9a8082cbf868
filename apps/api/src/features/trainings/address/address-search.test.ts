import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { ADDRESS_SEARCH_UNAVAILABLE } from "@leerlijn/contracts/trainings/address-search.contract";
import { afterAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../../../test/build-test-app";
import { buildCompany } from "../../../test/factories";
import { signedInMember } from "../../../test/http";

const LOOKUP_ID = "adr-51d1f5e7e2f1a8e5b1d3f0a6c2e4b7d9";

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

const asked: URL[] = [];
let failing = false;
const pdok = createServer((request: IncomingMessage, response) => {
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
await new Promise<void>((resolve) => pdok.listen(0, "127.0.0.1", resolve));
afterAll(() => new Promise((resolve) => pdok.close(resolve)));
const { port } = pdok.address() as AddressInfo;

const { app, database } = await buildTestApp({
  PDOK_LOCATIESERVER_URL: `http://127.0.0.1:${port}/bzk/locatieserver/search/v3_1`,
});
const company = await buildCompany(database.db);
const { client: leader } = await signedInMember(app, database.db, company, ["admin-group-leader"]);
const { client: student } = await signedInMember(app, database.db, company, ["company-student"]);

const manual = await buildTestApp();
const manualCompany = await buildCompany(manual.database.db);
const { client: manualLeader } = await signedInMember(
  manual.app,
  manual.database.db,
  manualCompany,
  ["admin-group-leader"],
);

describe("address search", () => {
  it("suggests Dutch addresses from the provider and looks one up in full", async () => {
    const suggested = await leader.get("/addresses/suggest?q=Oudegracht%2012");
    expect(suggested.statusCode).toBe(200);
    expect(suggested.json()).toEqual({
      available: true,
      data: [
        { id: LOOKUP_ID, label: "Oudegracht 12A, 3511AB Utrecht" },
        { id: "adr-2", label: "Oudegracht 12-bis, 3511AB Utrecht" },
      ],
    });
    const question = asked.at(-1)!;
    expect(question.searchParams.get("q")).toBe("Oudegracht 12");
    expect(question.searchParams.get("fq")).toBe("type:adres");

    const looked = await leader.get(`/addresses/${LOOKUP_ID}`);
    expect(looked.statusCode).toBe(200);
    expect(looked.json().data).toEqual({
      establishmentName: null,
      street: "Oudegracht",
      number: "12",
      numberSuffix: "A",
      postalCode: "3511 AB",
      city: "Utrecht",
      province: "Utrecht",
      placeId: LOOKUP_ID,
      lat: 52.09073,
      lng: 5.12076,
    });
  });

  it("asks nothing for two letters, and says 404 for an unknown address", async () => {
    const before = asked.length;
    const short = await leader.get("/addresses/suggest?q=Ou");
    expect(short.json()).toEqual({ available: true, data: [] });
    expect(asked.length).toBe(before);
    expect((await leader.get("/addresses/adr-unknown")).statusCode).toBe(404);
  });

  it("answers 503 with a Dutch message while the provider fails", async () => {
    failing = true;
    try {
      const suggested = await leader.get("/addresses/suggest?q=Oudegracht");
      expect(suggested.statusCode).toBe(503);
      expect(suggested.json().message).toBe(ADDRESS_SEARCH_UNAVAILABLE);
      expect((await leader.get(`/addresses/${LOOKUP_ID}`)).statusCode).toBe(503);
    } finally {
      failing = false;
    }
  });

  it("is only for those who plan trainings", async () => {
    expect((await student.get("/addresses/suggest?q=Oudegracht")).statusCode).toBe(403);
  });

  it("says it is not available without a provider, so the address is typed in full", async () => {
    const suggested = await manualLeader.get("/addresses/suggest?q=Oudegracht");
    expect(suggested.json()).toEqual({ available: false, data: [] });
    expect((await manualLeader.get(`/addresses/${LOOKUP_ID}`)).statusCode).toBe(404);
  });
});
