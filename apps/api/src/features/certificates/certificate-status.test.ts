import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../test/build-test-app";
import { buildCompany, buildUser, signIn } from "../../test/factories";
import { clientFor, signedInMember } from "../../test/http";
import { trainingBody } from "../../test/training-fixtures";
import { insertCertificate, type NewCertificate } from "./certificates.repository";

// No workers: the certificates are written here, in each of the states a person can be in.
const { app, database } = await buildTestApp({ JOB_WORKERS: "none" });
const db = database.db;
const company = await buildCompany(db);
const other = await buildCompany(db);
const { client: leader } = await signedInMember(app, db, company, ["admin-group-leader"]);
const { client: otherLeader } = await signedInMember(app, db, other, ["admin-group-leader"]);
const people = await Promise.all(
  ["Anna", "Bart", "Cem", "Dewi"].map((firstName) =>
    buildUser(db, company, ["company-student"], { firstName, lastName: "Jansen" }),
  ),
);
const [anna, bart, cem, dewi] = people as [
  (typeof people)[0],
  (typeof people)[0],
  (typeof people)[0],
  (typeof people)[0],
];
const dataOf = <T>(response: { json: () => unknown }) => (response.json() as { data: T }).data;
type Training = { id: string; participants: { id: string; trainingUserId: string }[] };

const created = await leader.post(
  "/trainings",
  trainingBody({
    name: "BHV Herhaling",
    participants: { companyUserIds: people.map((person) => person.companyUserId), groupIds: [] },
    settings: { generateCertificates: true, certificateExpiryDate: "2101-01-01" },
  }),
);
const training = dataOf<Training>(created);
const participantOf = (person: { companyUserId: string }) =>
  training.participants.find((p) => p.id === person.companyUserId)!.trainingUserId;

let serial = 0;
const certificateOf = (person: { companyUserId: string }, values: Partial<NewCertificate>) => {
  serial += 1;
  return insertCertificate(db, {
    companyId: company.id,
    holderId: person.companyUserId,
    trainingUserId: participantOf(person),
    trainingId: training.id,
    source: "generated",
    code: `status-${serial}-${Math.random().toString(36).slice(2)}`,
    number: `S-${serial}`,
    holderName: "Jansen",
    trainingName: "BHV Herhaling",
    expiresOn: "2101-01-01",
    ...values,
  });
};
// Anna: valid. Bart: expired. Cem: revoked. Dewi: none.
await certificateOf(anna, {});
await certificateOf(bart, { expiresOn: "2020-01-01", issuedAt: new Date("2019-01-01T10:00:00Z") });
await certificateOf(cem, { revokedAt: new Date(), revokedReason: "Fraude" });

describe("certificate status per person", () => {
  it("show each participant's status on the training page", async () => {
    const shown = dataOf<{ participants: { id: string; certificateStatus: string }[] }>(
      await leader.get(`/trainings/${training.id}`),
    );
    const statusOf = (person: { companyUserId: string }) =>
      shown.participants.find((p) => p.id === person.companyUserId)?.certificateStatus;
    expect(statusOf(anna)).toBe("valid");
    expect(statusOf(bart)).toBe("expired");
    expect(statusOf(cem)).toBe("revoked");
    expect(statusOf(dewi)).toBe("notOwned");
  });

  it("show a person's status per training on their trainings, and nothing for another company", async () => {
    const list = (await leader.get(`/users/${bart.companyUserId}/trainings`)).json<{
      data: { id: string; certificateStatus: string }[];
    }>();
    expect(list.data.find((t) => t.id === training.id)?.certificateStatus).toBe("expired");
    expect((await otherLeader.get(`/users/${bart.companyUserId}/trainings`)).statusCode).toBe(404);
  });

  it("list a participant's own certificates with their status, on their trainings too", async () => {
    const anna2 = clientFor(app, company.host, await signIn(app, company.host, anna.email));
    const mine = dataOf<
      {
        trainingId: string;
        trainingName: string;
        status: string;
        verificationUrl: string;
        issuedOn: string;
      }[]
    >(await anna2.get("/my-certificates"));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      trainingId: training.id,
      trainingName: "BHV Herhaling",
      status: "valid",
    });
    expect(mine[0]?.verificationUrl).toMatch(new RegExp(`^http://${company.host}/certificaat/`));

    // A reissue revokes the old one: the list shows the one that counts, not both.
    const cem2 = clientFor(app, company.host, await signIn(app, company.host, cem.email));
    expect(dataOf<{ status: string }[]>(await cem2.get("/my-certificates"))).toMatchObject([
      { status: "revoked" },
    ]);
    await certificateOf(cem, {});
    expect(dataOf<{ status: string }[]>(await cem2.get("/my-certificates"))).toMatchObject([
      { status: "valid" },
    ]);

    const dewi2 = clientFor(app, company.host, await signIn(app, company.host, dewi.email));
    expect(dataOf<unknown[]>(await dewi2.get("/my-certificates"))).toEqual([]);
    const trainings = dataOf<{ id: string; certificateStatus: string }[]>(
      await anna2.get("/my-trainings"),
    );
    expect(trainings.find((t) => t.id === training.id)?.certificateStatus).toBe("valid");
    // Someone else's certificates never show: Bart's list holds only his own.
    const bart2 = clientFor(app, company.host, await signIn(app, company.host, bart.email));
    expect(dataOf<{ status: string }[]>(await bart2.get("/my-certificates"))).toMatchObject([
      { status: "expired" },
    ]);
  });
});
