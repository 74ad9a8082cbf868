import pg from "pg";

export const SEEDED_USERS = 10_000;
const BATCH = 1_000;
/** A demo account whose password hash every bench user shares; its password is DEMO_PASSWORD. */
const HASH_DONOR = "cursist@demo.example";

export const benchEmail = (n: number) => `bench-${n}@bench.example`;

/**
 * Writes the users straight into the tables: through the API each would cost an argon2 hash,
 * and one shared hash still makes every login do the full verification.
 */
export async function seedBenchUsers(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const company = await client.query<{ id: string }>(
      `SELECT c.id FROM companies c JOIN company_hosts h ON h.company_id = c.id
       WHERE c.domain_code = 'demo' AND h.host = 'localhost'`,
    );
    const donor = await client.query<{ password_hash: string }>(
      "SELECT password_hash FROM users WHERE email = $1",
      [HASH_DONOR],
    );
    const companyId = company.rows[0]?.id;
    const passwordHash = donor.rows[0]?.password_hash;
    if (!companyId || !passwordHash) throw new Error("demo seed missing: company or hash donor");

    await client.query("BEGIN");
    for (let first = 1; first <= SEEDED_USERS; first += BATCH) {
      const last = Math.min(first + BATCH - 1, SEEDED_USERS);
      const emails = Array.from({ length: last - first + 1 }, (_, i) => benchEmail(first + i));
      await client.query(
        `WITH new_users AS (
           INSERT INTO users (first_name, last_name, email, password_hash)
           SELECT 'Bench', 'Gebruiker', email, $2 FROM unnest($3::text[]) AS email
           RETURNING id
         )
         INSERT INTO company_users (company_id, user_id, roles)
         SELECT $1, id, ARRAY['company-student'] FROM new_users`,
        [companyId, passwordHash, emails],
      );
    }
    await client.query("COMMIT");
    // Vacuumed and analysed, as autovacuum would have left long-lived tables, so plans match production.
    await client.query("VACUUM ANALYZE users, company_users");
  } catch (error) {
    await client.query("ROLLBACK").catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}
