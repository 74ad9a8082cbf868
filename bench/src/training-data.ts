import pg from "pg";

/**
 * Gives one bench learner `total` trainings in the demo company, straight in the tables: half of
 * them past (two dates each, attendance filled in: present, absent or mixed), half upcoming,
 * each with `others` other bench users taking part; on every fifth upcoming one the learner is
 * on the waiting list (capacity full), so the turn is computed too.
 */
export async function seedParticipantTrainings(
  databaseUrl: string,
  email: string,
  total: number,
  others: number,
): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query("BEGIN");
    await client.query(
      `WITH learner AS (
         SELECT cu.id AS company_user_id, cu.company_id FROM users u
         JOIN company_users cu ON cu.user_id = u.id WHERE u.email = $1
       )
       INSERT INTO trainings (company_id, name, location, capacity)
       SELECT l.company_id, 'Benchtraining ' || n,
         jsonb_build_object('establishmentName', 'Zaal ' || n, 'street', 'Oudegracht',
           'number', (n % 200 + 1)::text, 'numberSuffix', null, 'postalCode', '3511 AB',
           'city', 'Utrecht', 'province', null, 'placeId', null, 'lat', null, 'lng', null),
         CASE WHEN n % 10 = 2 THEN $3::int END
       FROM learner l, generate_series(1, $2::int) AS n`,
      [email, total, others],
    );
    // Past ones (odd n) long ago, upcoming ones (even n) ahead: two dates each.
    await client.query(
      `INSERT INTO training_dates (training_id, date, time_from, time_to, attendance_state)
       SELECT t.id,
         CASE WHEN n % 2 = 1 THEN current_date - (n * 7 + d * 2) ELSE current_date + (n * 3 + d * 2) END,
         '09:00', '12:30', CASE WHEN n % 2 = 1 THEN 'final' ELSE 'none' END
       FROM (SELECT id, substring(name from 15)::int AS n FROM trainings
             WHERE name LIKE 'Benchtraining %') t, generate_series(0, 1) AS d`,
    );
    // Others first (their turn comes before the learner's), then the learner.
    await client.query(
      `INSERT INTO training_users (training_id, company_user_id, waiting_since, created_at)
       SELECT t.id, cu.id,
         CASE WHEN t.capacity IS NOT NULL AND o.k > t.capacity THEN now() + make_interval(secs => o.k) END,
         now()
       FROM trainings t
       JOIN LATERAL (
         SELECT cu.id, row_number() OVER (ORDER BY u.email) AS k FROM users u
         JOIN company_users cu ON cu.user_id = u.id
         WHERE u.email LIKE 'bench-%' AND u.email <> $1
         ORDER BY u.email LIMIT $2
       ) o ON true
       JOIN company_users cu ON cu.id = o.id
       WHERE t.name LIKE 'Benchtraining %'`,
      [email, others],
    );
    await client.query(
      `INSERT INTO training_users (training_id, company_user_id, waiting_since)
       SELECT t.id, cu.id, CASE WHEN t.capacity IS NOT NULL THEN now() + interval '1 hour' END
       FROM trainings t, users u JOIN company_users cu ON cu.user_id = u.id
       WHERE t.name LIKE 'Benchtraining %' AND u.email = $1`,
      [email],
    );
    await client.query(
      `INSERT INTO training_attendances (training_date_id, training_user_id, presence)
       SELECT d.id, tu.id,
         (ARRAY['present', 'absent', 'partiallyPresent'])[1 + (abs(hashtext(tu.id::text || d.id::text)) % 3)]
       FROM training_dates d JOIN training_users tu ON tu.training_id = d.training_id
       JOIN trainings t ON t.id = d.training_id AND t.name LIKE 'Benchtraining %'
       WHERE d.attendance_state = 'final' AND tu.waiting_since IS NULL`,
    );
    await client.query("COMMIT");
    await client.query(
      "VACUUM ANALYZE trainings, training_dates, training_users, training_attendances",
    );
  } catch (error) {
    await client.query("ROLLBACK").catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}
