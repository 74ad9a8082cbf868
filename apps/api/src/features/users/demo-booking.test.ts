import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../test/build-test-app";
import { buildCompany } from "../../test/factories";
import { signedInMember } from "../../test/http";
import { users } from "./users.table";

const TEMPLATE =
  "https://boeken.example/demo?bedrijf={company}&voornaam={firstName}&tussenvoegsel={middleName}&achternaam={lastName}&naam={name}&email={email}&telefoon={phone}";

describe("GET /demo-booking with a configured widget", async () => {
  const { app, database } = await buildTestApp({
    DEMO_BOOKING_URL: TEMPLATE,
    PLATFORM_CONTACT_EMAIL: "verkoop@leerlijn.example",
  });
  const db = database.db;
  const company = await buildCompany(db, { name: "Bakkerij & Zn" });

  it("fills the widget's address in with the company and the person, encoded", async () => {
    const { user, client } = await signedInMember(app, db, company, ["sub-admin-group-leader"], {
      firstName: "Anne",
      lastName: "Berg",
      email: "anne+demo@bakkerij.example",
    });
    await db
      .update(users)
      .set({ middleName: "van den", phoneNumber: "+31 6 1234" })
      .where(eq(users.id, user.id));

    const response = await client.get("/demo-booking");

    expect(response.statusCode).toBe(200);
    const { bookingUrl, contact } = response.json().data;
    expect(bookingUrl).toBe(
      "https://boeken.example/demo?bedrijf=Bakkerij%20%26%20Zn&voornaam=Anne&tussenvoegsel=van%20den&achternaam=Berg&naam=Anne%20van%20den%20Berg&email=anne%2Bdemo%40bakkerij.example&telefoon=%2B31%206%201234",
    );
    const params = new URL(bookingUrl).searchParams;
    expect(params.get("bedrijf")).toBe("Bakkerij & Zn");
    expect(params.get("email")).toBe("anne+demo@bakkerij.example");
    expect(contact).toEqual({ email: "verkoop@leerlijn.example", phone: "020 123 45 67" });
  });

  it("needs a signed-in person", async () => {
    const response = await app.inject({
      method: "GET",
      url: "/api/v1/demo-booking",
      headers: { host: company.host },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe("GET /demo-booking without a widget", async () => {
  const { app, database } = await buildTestApp();
  const company = await buildCompany(database.db);

  it("offers the platform's contact details, the demo's by default", async () => {
    const { client } = await signedInMember(app, database.db, company, ["sub-admin-trainer"]);
    const response = await client.get("/demo-booking");
    expect(response.json().data).toEqual({
      bookingUrl: null,
      contact: { email: "demo@leerlijn.example", phone: "020 123 45 67" },
    });
  });
});
