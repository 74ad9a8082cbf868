import { afterAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../../test/build-test-app";
import { buildCompany, buildUser } from "../../test/factories";
import { signedInMember } from "../../test/http";
import { startSmtpMailbox } from "../../test/smtp-mailbox";
import { trainingBody } from "../../test/training-fixtures";

const mailbox = await startSmtpMailbox();
afterAll(() => mailbox.close());
const { app, database } = await buildTestApp({ SMTP_URL: mailbox.url });
const db = database.db;
const company = await buildCompany(db, { name: "Zorggroep Noord" });
const { client: leader } = await signedInMember(app, db, company, ["admin-group-leader"]);

type Participant = {
  id: string;
  waiting: boolean;
  waitingListPosition: number | null;
};
type TrainingJson = {
  id: string;
  capacity: number | null;
  placesLeft: number | null;
  waitingCount: number;
  participants: Participant[];
};
const dataOf = (response: { json: () => unknown }) =>
  (response.json() as { data: TrainingJson }).data;

let counter = 0;
const people = (count: number) =>
  Promise.all(
    Array.from({ length: count }, () =>
      buildUser(db, company, ["training-student"], {
        firstName: `Deelnemer${counter}`,
        email: `wacht-${counter++}@test.example`,
      }),
    ),
  );

/** Who has a place, and the waiting list in turn, as company user ids. */
function places(training: TrainingJson) {
  const holders = training.participants.filter((p) => !p.waiting).map((p) => p.id);
  const waiting = training.participants
    .filter((p) => p.waiting)
    .sort((a, b) => a.waitingListPosition! - b.waitingListPosition!)
    .map((p) => p.id);
  return { holders: holders.sort(), waiting };
}

async function plan(capacity: number | null, ids: string[]) {
  const created = await leader.post(
    "/trainings",
    trainingBody({ capacity, participants: { companyUserIds: ids, groupIds: [] } }),
  );
  expect(created.statusCode).toBe(201);
  return dataOf(created);
}

const setParticipants = (trainingId: string, ids: string[], groupIds: string[] = []) =>
  leader.patch(`/trainings/${trainingId}/participants`, { companyUserIds: ids, groupIds });

const ids = (list: { companyUserId: string }[]) => list.map((p) => p.companyUserId);

describe("the waiting list", () => {
  it("puts people past the capacity on it in the order sent, and counts places left", async () => {
    const [a, b, c, d] = ids(await people(4));
    const training = await plan(2, [a!, b!, c!, d!]);
    expect(places(training)).toEqual({ holders: [a, b].sort(), waiting: [c, d] });
    expect(training).toMatchObject({ capacity: 2, placesLeft: 0, waitingCount: 2 });
    const positions = Object.fromEntries(
      training.participants.map((p) => [p.id, p.waitingListPosition]),
    );
    expect(positions).toEqual({ [a!]: null, [b!]: null, [c!]: 1, [d!]: 2 });
  });

  it("lists a training with those who have a place and those waiting counted apart", async () => {
    const [a, b, c] = ids(await people(3));
    const training = await plan(1, [a!, b!, c!]);
    const listed = (await leader.get("/trainings?per_page=100")).json<{
      data: { id: string; participantCount: number; waitingCount: number }[];
    }>();
    expect(listed.data.find((t) => t.id === training.id)).toMatchObject({
      participantCount: 1,
      waitingCount: 2,
    });
  });

  it("has no waiting list without a capacity, and shows the places left with one", async () => {
    const [a, b] = ids(await people(2));
    const open = await plan(null, [a!, b!]);
    expect(open).toMatchObject({ placesLeft: null, waitingCount: 0 });
    expect(open.participants.every((p) => !p.waiting)).toBe(true);
    const roomy = await plan(5, [a!, b!]);
    expect(roomy).toMatchObject({ placesLeft: 3, waitingCount: 0 });
  });

  it("queues people added later behind those already waiting, keeping everyone's turn", async () => {
    const [a, b, c, d, e] = ids(await people(5));
    const training = await plan(1, [a!, b!]);
    const later = dataOf(await setParticipants(training.id, [a!, b!, e!, c!, d!]));
    expect(places(later)).toEqual({ holders: [a], waiting: [b, e, c, d] });
  });

  it("gives a freed place to the first waiting at once, and mails them", async () => {
    const group = await people(4);
    const [a, b, c, d] = ids(group);
    const training = await plan(2, [a!, b!, c!, d!]);
    const removed = await setParticipants(training.id, [b!, c!, d!]);
    expect(removed.statusCode).toBe(200);
    expect(places(dataOf(removed))).toEqual({ holders: [b, c].sort(), waiting: [d] });

    const mail = await mailbox.waitFor((m) => m.to.includes(group[2]!.email));
    expect(mail.subject).toBe("Er is een plaats voor je vrij: BHV herhaling");
    expect(mail.fromName).toBe("Zorggroep Noord");
    expect(mail.text).toContain(`Hallo ${group[2]!.firstName},`);
    expect(mail.text).toContain("maandag 2 maart 2099, 09:00–12:30");
    expect(mail.text).toContain("Zaal De Linde, Oudegracht 12a, 3511 AB Utrecht");
    expect(mail.text).toContain(`/my-trainings/${training.id}`);
    // Only the one promoted is told; the one still waiting and those who had a place are not.
    await new Promise((resolve) => setTimeout(resolve, 300));
    for (const person of [group[0]!, group[1]!, group[3]!])
      expect(mailbox.received.some((m) => m.to.includes(person.email))).toBe(false);
  });

  it("gives new places to those waiting when the capacity is raised or removed", async () => {
    const group = await people(5);
    const [a, b, c, d, e] = ids(group);
    const training = await plan(1, [a!, b!, c!, d!, e!]);
    const body = trainingBody({ capacity: 3 });
    const raised = dataOf(await leader.patch(`/trainings/${training.id}`, body));
    expect(places(raised)).toEqual({ holders: [a, b, c].sort(), waiting: [d, e] });
    expect(raised.placesLeft).toBe(0);
    await mailbox.waitFor((m) => m.to.includes(group[1]!.email));
    await mailbox.waitFor((m) => m.to.includes(group[2]!.email));

    const unlimited = dataOf(
      await leader.patch(`/trainings/${training.id}`, trainingBody({ capacity: null })),
    );
    expect(places(unlimited)).toEqual({ holders: [a, b, c, d, e].sort(), waiting: [] });
    await mailbox.waitFor((m) => m.to.includes(group[4]!.email));
  });

  it("never takes a place back when the capacity is lowered below those who have one", async () => {
    const [a, b, c, d] = ids(await people(4));
    const training = await plan(3, [a!, b!, c!, d!]);
    const lowered = dataOf(
      await leader.patch(`/trainings/${training.id}`, trainingBody({ capacity: 1 })),
    );
    expect(places(lowered)).toEqual({ holders: [a, b, c].sort(), waiting: [d] });
    expect(lowered.placesLeft).toBe(0);
    // Two leave: the three places have become one, still taken, so nobody moves up.
    const left = dataOf(await setParticipants(training.id, [c!, d!]));
    expect(places(left)).toEqual({ holders: [c], waiting: [d] });
    // The last with a place leaves: now the first waiting gets it.
    const freed = dataOf(await setParticipants(training.id, [d!]));
    expect(places(freed)).toEqual({ holders: [d], waiting: [] });
  });

  it("sends a group's members after the people chosen one by one", async () => {
    const members = await people(2);
    const [x, y] = ids(members);
    const group = (
      await leader.post("/groups", { name: `Groep ${counter}`, memberIds: [x, y] })
    ).json<{ data: { id: string } }>().data;
    const [direct] = ids(await people(1));
    const training = await plan(1, []);
    const set = dataOf(await setParticipants(training.id, [direct!], [group.id]));
    expect(places(set).holders).toEqual([direct]);
    expect(places(set).waiting.slice().sort()).toEqual([x, y].sort());
  });

  it("gives a freed place only once when two requests change the list at the same time", async () => {
    const group = await people(6);
    const [a, b, c, d, e, f] = ids(group);
    const training = await plan(2, [a!, b!, c!, d!, e!, f!]);
    // Each request removes a different person with a place; each frees one place.
    const [first, second] = await Promise.all([
      setParticipants(training.id, [b!, c!, d!, e!, f!]),
      setParticipants(training.id, [a!, c!, d!, e!, f!]),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const final = dataOf(await leader.get(`/trainings/${training.id}`));
    // The later request brought a back and removed b; the list decides what is left.
    const { holders, waiting } = places(final);
    expect(holders.length).toBe(2);
    expect(final.placesLeft).toBe(0);
    expect(holders.length + waiting.length).toBe(5);
    const positions = final.participants
      .filter((p) => p.waiting)
      .map((p) => p.waitingListPosition)
      .sort();
    expect(positions).toEqual(Array.from({ length: waiting.length }, (_, i) => i + 1));
  });

  it("with many requests at once, never has more people with a place than the capacity", async () => {
    const group = await people(8);
    const all = ids(group);
    const training = await plan(3, all);
    await Promise.all(
      all.slice(0, 4).map((_, index) =>
        setParticipants(
          training.id,
          all.filter((__, i) => i !== index),
        ),
      ),
    );
    const final = dataOf(await leader.get(`/trainings/${training.id}`));
    expect(final.participants.filter((p) => !p.waiting)).toHaveLength(3);
  });

  it("is not seen by a trainer on someone else's training", async () => {
    const { client: trainer } = await signedInMember(app, db, company, ["admin-trainer"]);
    const training = await plan(1, []);
    expect((await trainer.patch(`/trainings/${training.id}/participants`, {})).statusCode).toBe(
      404,
    );
    const other = await buildCompany(db);
    const stranger = await buildUser(db, other, ["training-student"]);
    const refused = await setParticipants(training.id, [stranger.companyUserId]);
    expect(refused.statusCode).toBe(422);
  });
});
