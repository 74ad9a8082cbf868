import { attendanceMessages } from "@leerlijn/contracts/trainings/attendance.schema";
import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../test/build-test-app";
import { buildCompany, buildUser } from "../../test/factories";
import { signedInMember } from "../../test/http";
import { trainingBody } from "../../test/training-fixtures";
import { trainingUsers } from "./trainings.table";

const { app, database } = await buildTestApp();
const db = database.db;
const company = await buildCompany(db);
const { client: leader } = await signedInMember(app, db, company, ["admin-group-leader"]);
const { user: giver, client: trainer } = await signedInMember(app, db, company, ["admin-trainer"]);
const { client: otherTrainer } = await signedInMember(app, db, company, ["admin-trainer"]);
const people = await Promise.all(
  [
    ["Anna", "Bakker"],
    ["Bart", "Claessen"],
    ["Cem", "Doğan"],
  ].map(([firstName, lastName]) =>
    buildUser(db, company, ["company-student"], { firstName, lastName }),
  ),
);
const [anna, bart, cem] = people as [(typeof people)[0], (typeof people)[0], (typeof people)[0]];

type Training = {
  id: string;
  dates: { id: string; date: string; timeFrom: string; timeTo: string; hasAttendances: boolean }[];
  participants: { id: string; trainingUserId: string }[];
  hasTrainingAttendances: boolean;
  attendancesCompleted: boolean;
};
type DateList = {
  date: { id: string; attendanceState: string };
  attendancesCompleted: boolean;
  training: { name: string; locationLine: string };
  participants: {
    trainingUserId: string;
    companyUserId: string;
    name: string;
    presence: string;
    isPresent: boolean;
    isPartiallyPresent: boolean;
    remarks: string;
    passed: boolean | null;
    certificateTypeKey: string | null;
    workUnderSupervision: boolean;
    certificateUrl: string | null;
  }[];
};
const dataOf = <T>(response: { json: () => unknown }) => (response.json() as { data: T }).data;

const twoDates = [
  { date: "2099-04-01", timeFrom: "09:00", timeTo: "12:00" },
  { date: "2099-04-08", timeFrom: "13:00", timeTo: "16:30" },
];

async function planTraining(name = "Heftruck") {
  const created = await leader.post(
    "/trainings",
    trainingBody({
      name,
      dates: twoDates,
      instructorIds: [giver.companyUserId],
      participants: { companyUserIds: people.map((p) => p.companyUserId), groupIds: [] },
    }),
  );
  expect(created.statusCode).toBe(201);
  return dataOf<Training>(created);
}

const rowOf = (training: Training, companyUserId: string) =>
  training.participants.find((p) => p.id === companyUserId)!.trainingUserId;

/** Everyone present except the given exceptions. */
function listBody(
  training: Training,
  saveTemporarily: boolean,
  exceptions: Record<string, object> = {},
) {
  return {
    saveTemporarily,
    participants: training.participants.map((p) => ({
      trainingUserId: p.trainingUserId,
      isPresent: true,
      isPartiallyPresent: false,
      ...exceptions[p.id],
    })),
  };
}

describe("attendance of a date", () => {
  it("starts empty: everyone is expected (assigned), nothing is filled in", async () => {
    const training = await planTraining();
    const [first] = training.dates;
    const list = await trainer.get(`/trainings/${training.id}/attendance/${first!.id}`);
    expect(list.statusCode).toBe(200);
    const data = dataOf<DateList>(list);
    expect(data.date).toMatchObject({ id: first!.id, attendanceState: "none", timeFrom: "09:00" });
    expect(data.training).toEqual({
      id: training.id,
      name: "Heftruck",
      locationLine: "Zaal De Linde, Oudegracht 12a, 3511 AB Utrecht",
      generateCertificates: false,
    });
    expect(data.participants.map((p) => p.name)).toEqual([
      "Anna Bakker",
      "Bart Claessen",
      "Cem Doğan",
    ]);
    expect(data.participants[0]).toEqual({
      trainingUserId: rowOf(training, anna.companyUserId),
      companyUserId: anna.companyUserId,
      name: "Anna Bakker",
      presence: "assigned",
      isPresent: false,
      isPartiallyPresent: false,
      remarks: "",
      passed: null,
      certificateTypeKey: null,
      workUnderSupervision: false,
      certificateUrl: null,
      certificate: null,
    });
    const overview = dataOf<{
      dates: { attendanceState: string }[];
      participants: { presences: Record<string, string> }[];
    }>(await trainer.get(`/trainings/${training.id}/attendance`));
    expect(overview.dates.map((d) => d.attendanceState)).toEqual(["none", "none"]);
    expect(overview.participants[0]!.presences).toEqual({
      [training.dates[0]!.id]: "assigned",
      [training.dates[1]!.id]: "assigned",
    });
  });

  it("is saved temporarily, then finally; completed once every date is final", async () => {
    const training = await planTraining();
    const [first, second] = training.dates as [Training["dates"][0], Training["dates"][0]];
    const url = (dateId: string) => `/trainings/${training.id}/attendance/${dateId}`;

    const draft = await trainer.patch(
      url(first.id),
      listBody(training, true, {
        [bart.companyUserId]: { isPresent: false, isPartiallyPresent: true, remarks: "Om 11 weg" },
        [cem.companyUserId]: { isPresent: false, remarks: "Ziek" },
      }),
    );
    expect(draft.statusCode).toBe(200);
    expect(dataOf(draft)).toEqual({
      date: { id: first.id, attendanceState: "temporary" },
      attendancesCompleted: false,
    });
    const saved = dataOf<DateList>(await trainer.get(url(first.id)));
    expect(saved.date.attendanceState).toBe("temporary");
    expect(
      saved.participants.map((p) => [
        p.name,
        p.presence,
        p.isPresent,
        p.isPartiallyPresent,
        p.remarks,
      ]),
    ).toEqual([
      ["Anna Bakker", "present", true, false, ""],
      ["Bart Claessen", "partiallyPresent", false, true, "Om 11 weg"],
      ["Cem Doğan", "absent", false, false, "Ziek"],
    ]);

    const final = await trainer.patch(
      url(first.id),
      listBody(training, false, {
        [anna.companyUserId]: {
          passed: true,
          certificateTypeKey: "bhv",
          workUnderSupervision: true,
        },
      }),
    );
    expect(dataOf(final)).toEqual({
      date: { id: first.id, attendanceState: "final" },
      attendancesCompleted: false,
    });
    const done = await trainer.patch(url(second.id), listBody(training, false));
    expect(dataOf(done)).toMatchObject({ attendancesCompleted: true });

    const overview = dataOf<{
      attendancesCompleted: boolean;
      dates: { id: string; attendanceState: string }[];
      participants: {
        name: string;
        presences: Record<string, string>;
        passed: boolean | null;
        certificateTypeKey: string | null;
        workUnderSupervision: boolean;
      }[];
    }>(await leader.get(`/trainings/${training.id}/attendance`));
    expect(overview.attendancesCompleted).toBe(true);
    expect(overview.dates.map((d) => d.attendanceState)).toEqual(["final", "final"]);
    expect(overview.participants[0]).toMatchObject({
      name: "Anna Bakker",
      presences: { [first.id]: "present", [second.id]: "present" },
      passed: true,
      certificateTypeKey: "bhv",
      workUnderSupervision: true,
    });

    const shown = dataOf<Training>(await leader.get(`/trainings/${training.id}`));
    expect(shown.attendancesCompleted).toBe(true);
    expect(shown.hasTrainingAttendances).toBe(true);
    expect(shown.dates.map((d) => d.hasAttendances)).toEqual([true, true]);

    // A final list may be corrected; saved temporarily again, the training is no longer complete.
    const corrected = await trainer.patch(
      url(second.id),
      listBody(training, true, { [cem.companyUserId]: { isPresent: false } }),
    );
    expect(dataOf(corrected)).toEqual({
      date: { id: second.id, attendanceState: "temporary" },
      attendancesCompleted: false,
    });
    const again = dataOf<{ participants: { presences: Record<string, string> }[] }>(
      await leader.get(`/trainings/${training.id}/attendance`),
    );
    expect(again.participants[2]!.presences[second.id]).toBe("absent");
  });

  it("keeps the rows not sent, and a final save needs everyone judged", async () => {
    const training = await planTraining();
    const [first] = training.dates;
    const url = `/trainings/${training.id}/attendance/${first!.id}`;
    const annaOnly = {
      saveTemporarily: true,
      participants: [{ trainingUserId: rowOf(training, anna.companyUserId), isPresent: true }],
    };
    expect((await trainer.patch(url, annaOnly)).statusCode).toBe(200);
    const partial = await trainer.patch(url, { ...annaOnly, saveTemporarily: false });
    expect(partial.statusCode).toBe(422);
    expect(partial.json().errors).toEqual({
      participants: [attendanceMessages.finalNeedsEveryone],
    });
    // The refused save changed nothing: still temporary.
    expect(dataOf<DateList>(await trainer.get(url)).date.attendanceState).toBe("temporary");
    const rest = {
      saveTemporarily: false,
      participants: [bart, cem].map((p) => ({
        trainingUserId: rowOf(training, p.companyUserId),
        isPresent: false,
      })),
    };
    expect((await trainer.patch(url, rest)).statusCode).toBe(200);
    const list = dataOf<DateList>(await trainer.get(url));
    expect(list.participants.map((p) => p.presence)).toEqual(["present", "absent", "absent"]);
  });

  it("refuses unknown, foreign and doubled participants, and both present and partially", async () => {
    const training = await planTraining();
    const other = await planTraining("Ander");
    const url = `/trainings/${training.id}/attendance/${training.dates[0]!.id}`;
    const foreign = await trainer.patch(url, {
      saveTemporarily: true,
      participants: [{ trainingUserId: other.participants[0]!.trainingUserId, isPresent: true }],
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors).toEqual({
      participants: [attendanceMessages.unknownParticipants],
    });
    // Nothing of the refused list was written.
    const untouched = dataOf<DateList>(await trainer.get(url));
    expect(untouched.date.attendanceState).toBe("none");
    expect(untouched.participants.every((p) => p.presence === "assigned")).toBe(true);

    const annaRow = { trainingUserId: rowOf(training, anna.companyUserId), isPresent: true };
    const doubled = await trainer.patch(url, {
      saveTemporarily: true,
      participants: [annaRow, annaRow],
    });
    expect(doubled.json().errors).toEqual({
      participants: [attendanceMessages.duplicateParticipants],
    });
    const both = await trainer.patch(url, {
      saveTemporarily: true,
      participants: [{ ...annaRow, isPartiallyPresent: true }],
    });
    expect(both.json().errors).toEqual({
      "participants.0.is_partially_present": [attendanceMessages.presentAndPartially],
    });
    const long = await trainer.patch(url, {
      saveTemporarily: true,
      participants: [{ ...annaRow, remarks: "x".repeat(2001) }],
    });
    expect(long.json().errors).toEqual({
      "participants.0.remarks": ["Dit veld mag maximaal 2000 tekens bevatten."],
    });
    const tooMany = await trainer.patch(url, {
      saveTemporarily: true,
      participants: Array.from({ length: 5001 }, () => annaRow),
    });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().errors.participants).toContain("Kies er maximaal 5000.");
    // A date of another training is not this training's date.
    const wrongDate = await trainer.get(
      `/trainings/${training.id}/attendance/${other.dates[0]!.id}`,
    );
    expect(wrongDate.statusCode).toBe(404);
  });

  it("leaves people on the waiting list off the list", async () => {
    const training = await planTraining();
    const { eq } = await import("drizzle-orm");
    await db
      .update(trainingUsers)
      .set({ waitingSince: new Date() })
      .where(eq(trainingUsers.id, rowOf(training, cem.companyUserId)));
    const url = `/trainings/${training.id}/attendance/${training.dates[0]!.id}`;
    const list = dataOf<DateList>(await trainer.get(url));
    expect(list.participants.map((p) => p.name)).toEqual(["Anna Bakker", "Bart Claessen"]);
    const waiting = await trainer.patch(url, {
      saveTemporarily: true,
      participants: [{ trainingUserId: rowOf(training, cem.companyUserId), isPresent: true }],
    });
    expect(waiting.statusCode).toBe(422);
    // Final needs only the placed participants.
    const placed = await trainer.patch(url, {
      saveTemporarily: false,
      participants: [anna, bart].map((p) => ({
        trainingUserId: rowOf(training, p.companyUserId),
        isPresent: true,
      })),
    });
    expect(placed.statusCode).toBe(200);
  });
});

describe("a training without an attendance list", () => {
  it("refuses its date lists, their save and their sheet with a Dutch 422", async () => {
    const created = await leader.post(
      "/trainings",
      trainingBody({
        name: "Zonder lijst",
        dates: twoDates,
        instructorIds: [giver.companyUserId],
        settings: { inviteParticipants: false, daysBeforeInvite: 7, attendanceList: false },
        participants: { companyUserIds: people.map((p) => p.companyUserId), groupIds: [] },
      }),
    );
    expect(created.statusCode).toBe(201);
    const training = dataOf<Training>(created);
    const url = `/trainings/${training.id}/attendance/${training.dates[0]!.id}`;
    const refusal = {
      code: "VALIDATION_FAILED",
      message: attendanceMessages.noAttendanceList,
      errors: { attendance_list: [attendanceMessages.noAttendanceList] },
    };
    for (const response of [
      await trainer.get(url),
      await trainer.patch(url, listBody(training, true)),
      await trainer.get(`${url}/sheet`),
    ]) {
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject(refusal);
    }
    // Nothing was written: once the list is turned on, the date starts empty.
    await leader.patch(
      `/trainings/${training.id}`,
      trainingBody({
        name: "Zonder lijst",
        dates: training.dates.map(({ id, date, timeFrom, timeTo }) => ({
          id,
          date,
          timeFrom,
          timeTo,
        })),
        instructorIds: [giver.companyUserId],
        settings: { inviteParticipants: false, daysBeforeInvite: 7, attendanceList: true },
      }),
    );
    const opened = await trainer.get(url);
    expect(opened.statusCode).toBe(200);
    expect(dataOf<DateList>(opened).date.attendanceState).toBe("none");
  });
});

describe("attendance permissions and scope", () => {
  it("let group leaders and the training's own trainer in, keep students out", async () => {
    const training = await planTraining();
    const dateId = training.dates[0]!.id;
    const calls = (client: typeof leader) => [
      client.get(`/trainings/${training.id}/attendance`),
      client.get(`/trainings/${training.id}/attendance/${dateId}`),
      client.patch(`/trainings/${training.id}/attendance/${dateId}`, listBody(training, true)),
      client.get(`/trainings/${training.id}/attendance/${dateId}/sheet`),
    ];
    const statuses = async (client: typeof leader) =>
      (await Promise.all(calls(client))).map((response) => response.statusCode);

    expect(await statuses(leader)).toEqual([200, 200, 200, 200]);
    expect(await statuses(trainer)).toEqual([200, 200, 200, 200]);
    for (const role of ["sub-admin-group-leader"] as const) {
      const { client } = await signedInMember(app, db, company, [role]);
      expect(await statuses(client)).toEqual([200, 200, 200, 200]);
    }
    // A trainer who does not give (or plan, or register) it does not see it.
    expect(await statuses(otherTrainer)).toEqual([404, 404, 404, 404]);
    for (const role of ["company-student", "training-student"] as const) {
      const { client } = await signedInMember(app, db, company, [role]);
      expect(await statuses(client)).toEqual([403, 403, 403, 403]);
    }
    const elsewhere = await buildCompany(db);
    const { client: stranger } = await signedInMember(app, db, elsewhere, ["admin-group-leader"]);
    expect(await statuses(stranger)).toEqual([404, 404, 404, 404]);
    const unknown = "00000000-0000-4000-8000-000000000000";
    expect((await leader.get(`/trainings/${unknown}/attendance`)).statusCode).toBe(404);
    expect((await leader.get(`/trainings/${training.id}/attendance/${unknown}`)).statusCode).toBe(
      404,
    );
    expect((await leader.get(`/trainings/${training.id}/attendance/nope`)).statusCode).toBe(404);
  });
});

describe("once attendance is filled in", () => {
  it("a participant on the list can no longer be removed; one added later still can", async () => {
    const training = await planTraining();
    const dateId = training.dates[0]!.id;
    await trainer.patch(`/trainings/${training.id}/attendance/${dateId}`, listBody(training, true));
    const removal = await leader.patch(`/trainings/${training.id}/participants`, {
      companyUserIds: [anna.companyUserId, bart.companyUserId],
    });
    expect(removal.statusCode).toBe(422);
    expect(removal.json()).toMatchObject({
      message: attendanceMessages.attendanceBlocksRemoval,
      errors: { company_user_ids: [attendanceMessages.attendanceBlocksRemoval] },
    });
    const shown = dataOf<Training>(await leader.get(`/trainings/${training.id}`));
    expect(shown.participants).toHaveLength(3);

    const late = await buildUser(db, company, ["company-student"]);
    const everyone = people.map((p) => p.companyUserId);
    const added = await leader.patch(`/trainings/${training.id}/participants`, {
      companyUserIds: [...everyone, late.companyUserId],
    });
    expect(added.statusCode).toBe(200);
    const dropped = await leader.patch(`/trainings/${training.id}/participants`, {
      companyUserIds: everyone,
    });
    expect(dropped.statusCode).toBe(200);
    expect(dataOf<Training>(dropped).participants).toHaveLength(3);
  });

  it("its date cannot be moved, retimed or removed; the other date still can", async () => {
    const training = await planTraining();
    const [first, plainSecond] = training.dates as [Training["dates"][0], Training["dates"][0]];
    await trainer.patch(
      `/trainings/${training.id}/attendance/${first.id}`,
      listBody(training, true),
    );
    const second = {
      id: plainSecond.id,
      date: plainSecond.date,
      timeFrom: plainSecond.timeFrom,
      timeTo: plainSecond.timeTo,
    };
    const body = (dates: object[]) =>
      trainingBody({
        name: "Heftruck",
        dates: dates as never,
        instructorIds: [giver.companyUserId],
      });
    const keep = { id: first.id, date: first.date, timeFrom: first.timeFrom, timeTo: first.timeTo };

    const moved = await leader.patch(
      `/trainings/${training.id}`,
      body([{ ...keep, date: "2099-04-02" }, second]),
    );
    expect(moved.statusCode).toBe(422);
    expect(moved.json().errors).toEqual({
      "dates.0.date": [attendanceMessages.attendanceBlocksDateChange],
    });
    const retimed = await leader.patch(
      `/trainings/${training.id}`,
      body([second, { ...keep, timeTo: "12:15" }]),
    );
    expect(retimed.json().errors).toEqual({
      "dates.1.date": [attendanceMessages.attendanceBlocksDateChange],
    });
    const removed = await leader.patch(`/trainings/${training.id}`, body([second]));
    expect(removed.json().errors).toEqual({
      dates: [attendanceMessages.attendanceBlocksDateRemoval],
    });

    const changedOther = await leader.patch(
      `/trainings/${training.id}`,
      body([keep, { ...second, date: "2099-04-09" }, twoDates[1]!]),
    );
    expect(changedOther.statusCode).toBe(200);
    expect(dataOf<Training>(changedOther).dates.map((d) => [d.date, d.hasAttendances])).toEqual([
      ["2099-04-01", true],
      ["2099-04-08", false],
      ["2099-04-09", false],
    ]);
    const withoutOther = await leader.patch(`/trainings/${training.id}`, body([keep]));
    expect(withoutOther.statusCode).toBe(200);
  });
});
