import { ADDRESS_SEARCH_UNAVAILABLE } from "@leerlijn/contracts/trainings/address-search.contract";
import { afterAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../../../test/build-test-app";
import { buildCompany } from "../../../test/factories";
import { signedInMember } from "../../../test/http";
import { PDOK_LOOKUP_ID as LOOKUP_ID, startPdokServer } from "../../../test/pdok-server";

const pdok = await startPdokServer();
afterAll(() => pdok.close());
const { asked } = pdok;

const { app, database } = await buildTestApp({
  PDOK_LOCATIESERVER_URL: pdok.url,
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
    pdok.setFailing(true);
    try {
      const suggested = await leader.get("/addresses/suggest?q=Oudegracht");
      expect(suggested.statusCode).toBe(503);
      expect(suggested.json().message).toBe(ADDRESS_SEARCH_UNAVAILABLE);
      expect((await leader.get(`/addresses/${LOOKUP_ID}`)).statusCode).toBe(503);
    } finally {
      pdok.setFailing(false);
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
