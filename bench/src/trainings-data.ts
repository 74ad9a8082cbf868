import pg from "pg";
import type { Scenario } from "./scenarios";
import { TENANT_HOST } from "./sign-in";

export const BENCH_TRAININGS = 5_000;
export const BENCH_PARTICIPANTS = 100_000;
/** Trainers among the bench's people: each gives about 250 trainings. */
const TRAINERS = 20;

/**
 * 5,000 trainings of the demo company over three years (past and upcoming), each with one to
 * three dates, a trainer and twenty participants: 100,000 participations in all. Written
 * straight into the tables, as the API would take minutes for it; the people are the bench's
 * seeded users. Returns one trainer, for the trainer filter.
 */
export async function seedTrainings(databaseUrl: string): Promise<{ trainerId: string }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query("BEGIN");
    const company = await client.query<{ id: string }>(
      `SELECT c.id FROM companies c JOIN company_hosts h ON h.company_id = c.id
       WHERE c.domain_code = 'demo' AND h.host = 'localhost'`,
    );
    const companyId = company.rows[0]?.id;
    if (!companyId) throw new Error("demo company missing");
    const members = await client.query<{ id: string }>(
      `SELECT cu.id FROM company_users cu JOIN users u ON u.id = cu.user_id
       WHERE cu.company_id = $1 AND u.email LIKE 'bench-%' ORDER BY u.email`,
      [companyId],
    );
    const people = members.rows.map((row) => row.id);
    if (people.length < 1_000) throw new Error("seed the bench users first");
    const trainers = people.slice(0, TRAINERS);
    await client.query(
      `UPDATE company_users SET roles = ARRAY['admin-trainer'] WHERE id = ANY($1::uuid[])`,
      [trainers],
    );
    const made = await client.query<{ id: string; n: number }>(
      `INSERT INTO trainings (company_id, name, location)
       SELECT $1, (ARRAY['BHV herhaling', 'Heftruck', 'Medicatie', 'Tillen', 'EHBO'])[1 + n % 5]
                  || ' ' || n,
              jsonb_build_object('establishmentName', 'Zaal ' || n % 40, 'street', 'Oudegracht',
                'number', (1 + n % 200)::text, 'numberSuffix', null, 'postalCode', '3511 AB',
                'city', 'Utrecht', 'province', null, 'placeId', null, 'lat', null, 'lng', null)
       FROM generate_series(1, $2::int) AS n
       RETURNING id, (regexp_match(name, '(\\d+)$'))[1]::int AS n`,
      [companyId, BENCH_TRAININGS],
    );
    const ids = made.rows.map((row) => row.id);
    const ns = made.rows.map((row) => row.n);
    // Spread over 1.5 years back and 1.5 years ahead of today.
    await client.query(
      `INSERT INTO training_dates (training_id, date, time_from, time_to)
       SELECT t.id, current_date - 550 + (t.n * 1100 / $3::int) + d * 7, '09:00', '16:30'
       FROM unnest($1::uuid[], $2::int[]) AS t(id, n)
       CROSS JOIN LATERAL generate_series(0, t.n % 3) AS d`,
      [ids, ns, BENCH_TRAININGS],
    );
    // As the API keeps them with the dates (refreshDateRange).
    await client.query(
      `UPDATE trainings t SET first_date = d.first_date, last_date = d.last_date
       FROM (SELECT training_id, min(date) AS first_date, max(date) AS last_date
             FROM training_dates GROUP BY training_id) d
       WHERE d.training_id = t.id AND t.company_id = $1`,
      [companyId],
    );
    await client.query(
      `INSERT INTO training_staff (training_id, company_user_id, role)
       SELECT t.id, ($3::uuid[])[1 + t.n % $4::int], 'instructor'
       FROM unnest($1::uuid[], $2::int[]) AS t(id, n)`,
      [ids, ns, trainers, TRAINERS],
    );
    const perTraining = BENCH_PARTICIPANTS / BENCH_TRAININGS;
    await client.query(
      `INSERT INTO training_users (training_id, company_user_id)
       SELECT t.id, ($3::uuid[])[1 + (t.n * 7 + p) % $4::int]
       FROM unnest($1::uuid[], $2::int[]) AS t(id, n)
       CROSS JOIN generate_series(1, $5::int) AS p
       ON CONFLICT DO NOTHING`,
      [ids, ns, people, people.length, perTraining],
    );
    await client.query("COMMIT");
    await client.query("VACUUM ANALYZE trainings, training_dates, training_staff, training_users");
    return { trainerId: trainers[0]! };
  } catch (error) {
    await client.query("ROLLBACK").catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}

const asLeader = (token: string) => ({ host: TENANT_HOST, authorization: `Bearer ${token}` });

/** The trainings list as a group leader opens it, filters it on a trainer, and searches it. */
export function trainingsListScenarios(port: number, token: string, trainerId: string): Scenario[] {
  return [
    {
      name: "GET /trainings page 1 (5k trainings)",
      port,
      path: "/api/v1/trainings",
      headers: asLeader(token),
    },
    {
      name: "GET /trainings trainer filter",
      port,
      path: `/api/v1/trainings?filter%5BinstructorId%5D=${trainerId}`,
      headers: asLeader(token),
    },
    {
      name: "GET /trainings search",
      port,
      path: "/api/v1/trainings?filter%5BqueryString%5D=heftruck%2012",
      headers: asLeader(token),
    },
  ];
}
