import type autocannon from "autocannon";
import pg from "pg";
import { call } from "./http-client";
import { builtWhenSent, type Scenario } from "./scenarios";
import { benchEmail } from "./seed-users";
import { TENANT_HOST } from "./sign-in";

export const PARTICIPANTS_PER_DATE = 150;

export type AttendanceDate = { trainingId: string; dateId: string; trainingUserIds: string[] };

/** The seeded bench learners' company user ids, in email order. */
async function learnerIds(databaseUrl: string, count: number): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const emails = Array.from({ length: count }, (_, n) => benchEmail(n + 1));
    const { rows } = await client.query<{ id: string; email: string }>(
      `SELECT cu.id, u.email FROM company_users cu JOIN users u ON u.id = cu.user_id
       WHERE u.email = ANY($1::text[])`,
      [emails],
    );
    const byEmail = new Map(rows.map((row) => [row.email, row.id]));
    return emails.map((email) => byEmail.get(email) ?? "");
  } finally {
    await client.end();
  }
}

/**
 * Plans `count` two-date trainings of 150 participants each through the API, as a coordinator
 * would, and fills in the first date of every one (a platform with history), so the measured
 * saves land among rows of other lists. Each connection then saves the second date of its own
 * training: trainers at different doors, not 10 people on one tablet.
 */
export async function planAttendanceTrainings(
  port: number,
  token: string,
  databaseUrl: string,
  count: number,
): Promise<AttendanceDate[]> {
  const learners = await learnerIds(databaseUrl, 10_000);
  const headers = {
    host: TENANT_HOST,
    authorization: `Bearer ${token}`,
    "content-type": "application/json",
  };
  const planned: AttendanceDate[] = [];
  for (let n = 0; n < count; n++) {
    const start = (n * PARTICIPANTS_PER_DATE) % (learners.length - PARTICIPANTS_PER_DATE);
    const created = await call(port, "POST", "/api/v1/trainings", headers, {
      name: `Bench: BHV ${n + 1}`,
      location: { street: "Oudegracht", number: "12", postalCode: "3511AB", city: "Utrecht" },
      dates: [
        { date: "2099-03-02", timeFrom: "09:00", timeTo: "12:30" },
        { date: "2099-03-09", timeFrom: "09:00", timeTo: "12:30" },
      ],
      participants: {
        companyUserIds: learners.slice(start, start + PARTICIPANTS_PER_DATE),
        groupIds: [],
      },
    });
    if (created.status !== 201)
      throw new Error(`POST /trainings: ${created.status} ${created.body.slice(0, 200)}`);
    const training = (
      JSON.parse(created.body) as {
        data: { id: string; dates: { id: string }[]; participants: { trainingUserId: string }[] };
      }
    ).data;
    const trainingUserIds = training.participants.map((p) => p.trainingUserId);
    const [first, second] = training.dates;
    const filled = await call(
      port,
      "PATCH",
      `/api/v1/trainings/${training.id}/attendance/${first?.id}`,
      headers,
      attendanceBody(trainingUserIds, n, false),
    );
    if (filled.status !== 200) throw new Error(`PATCH attendance: ${filled.status} ${filled.body}`);
    planned.push({ trainingId: training.id, dateId: second?.id ?? "", trainingUserIds });
  }
  return planned;
}

/** A whole list: everyone present but every seventh partially and every eleventh absent. */
function attendanceBody(
  trainingUserIds: readonly string[],
  round: number,
  saveTemporarily: boolean,
) {
  return {
    saveTemporarily,
    participants: trainingUserIds.map((trainingUserId, index) => {
      const turn = index + round;
      return {
        trainingUserId,
        isPresent: turn % 7 !== 0 && turn % 11 !== 0,
        isPartiallyPresent: turn % 7 === 0 && turn % 11 !== 0,
        remarks: turn % 11 === 0 ? `Afwezig, ronde ${round}` : "",
        passed: turn % 5 !== 0,
        workUnderSupervision: turn % 13 === 0,
      };
    }),
  };
}

/**
 * Saving a 150-participant list, alternating a draft and the final list, with the presences
 * shifting each round so every save really changes rows.
 */
export function attendanceSaveScenario(
  port: number,
  token: string,
  dates: readonly AttendanceDate[],
): Scenario {
  let connection = 0;
  return {
    name: `PATCH attendance (${PARTICIPANTS_PER_DATE} participants, ${dates.length} conn.)`,
    port,
    path: "/",
    method: "PATCH",
    connections: dates.length,
    headers: {
      host: TENANT_HOST,
      authorization: `Bearer ${token}`,
      "content-type": "application/json",
    },
    setupClient(client: autocannon.Client) {
      const date = dates[connection++ % dates.length];
      if (!date) throw new Error("no date for this connection");
      const path = `/api/v1/trainings/${date.trainingId}/attendance/${date.dateId}`;
      // A handful of prepared bodies, sent in turn: building JSON for 150 rows per request in
      // the bench's own process would put the load generator's work on the clock.
      const bodies = Array.from({ length: 8 }, (_, round) =>
        JSON.stringify(attendanceBody(date.trainingUserIds, round, round % 2 === 0)),
      );
      client.setRequests(
        builtWhenSent(bodies.length, (index) => ({ method: "PATCH", path, body: bodies[index] })),
      );
    },
  };
}
