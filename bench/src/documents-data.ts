import { PER_PAGE_DEFAULT } from "@leerlijn/contracts/pagination";
import pg from "pg";
import type { Scenario } from "./scenarios";
import { benchEmail, SEEDED_USERS } from "./seed-users";
import { signInAll, TENANT_HOST } from "./sign-in";

/** The learner whose own list is measured: one of the bench users. */
export const DOCUMENTS_LEARNER = benchEmail(1);
/** The learner's documents, the last (newest) of them assigned to every bench user. */
export const BENCH_DOCUMENTS = 30;
const BIG_DOCUMENT = "Bench: gedragscode";
/** Issue 23's targets, CPU per request (API + PostgreSQL). */
const MY_DOCUMENTS_TARGET_US = 1_000;
const ASSIGNEES_TARGET_US = 2_000;

/**
 * 30 documents of the demo company, one every 20 days, straight in the tables (as trainings-data
 * does; the API would take minutes for 40,000 assignments). Two in three must be signed, three
 * ask for a new signature each year, one is past its expiry date. Documents 1 to 29 go to about
 * a thousand bench users each and the bench learner; the newest to all 10,000 bench users. Each
 * assignment is at its own point (from a hash of its ids): assigned, viewed, signed (or read),
 * or withdrawn; a yearly signature given more than a year ago has run out. The audit trail and
 * the signature images are left out: neither list reads them. Returns the newest document,
 * whose list of assignees is measured.
 */
export async function seedDocuments(databaseUrl: string): Promise<{ documentId: string }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query("BEGIN");
    const company = await client.query<{ id: string; pdf_id: string | null }>(
      `SELECT c.id, (SELECT m.id FROM media m WHERE m.company_id = c.id AND m.name LIKE '%.pdf'
                     AND m.file_key IS NOT NULL ORDER BY m.name LIMIT 1) AS pdf_id
       FROM companies c JOIN company_hosts h ON h.company_id = c.id
       WHERE c.domain_code = 'demo' AND h.host = 'localhost'`,
    );
    const companyId = company.rows[0]?.id;
    const pdfId = company.rows[0]?.pdf_id;
    if (!companyId || !pdfId) throw new Error("demo seed missing: company or a PDF");
    await client.query(
      `INSERT INTO documents (company_id, title, description, media_id, pdf_sha256, must_sign,
         expires_on, validity_months, created_at, updated_at)
       SELECT $1, CASE WHEN n = $3 THEN $4 ELSE 'Benchdocument ' || n END,
         'Lees dit document goed door.', $2,
         encode(sha256(convert_to('Benchdocument ' || n, 'UTF8')), 'hex'),
         n % 3 <> 0,
         CASE WHEN n = 7 THEN current_date - 10 END,
         CASE WHEN n % 5 = 1 AND n <> 7 THEN 12 END,
         now() - make_interval(days => ($3 - n) * 20 + 5),
         now() - make_interval(days => ($3 - n) * 20 + 5)
       FROM generate_series(1, $3::int) AS n`,
      [companyId, pdfId, BENCH_DOCUMENTS, BIG_DOCUMENT],
    );
    const newest = await client.query<{ id: string }>(
      "SELECT id FROM documents WHERE company_id = $1 AND title = $2",
      [companyId, BIG_DOCUMENT],
    );
    const documentId = newest.rows[0]?.id;
    if (!documentId) throw new Error("no documents made");
    // The newest goes to everybody; each other one to the learner (bench-1) and one in ten others.
    await client.query(
      `WITH bench AS (
         SELECT cu.id AS company_user_id, substring(u.email from 'bench-(\\d+)@')::int AS i
         FROM users u JOIN company_users cu ON cu.user_id = u.id AND cu.company_id = $1
         WHERE u.email LIKE 'bench-%'
       ), chosen AS (
         SELECT d.id AS document_id, d.created_at, d.must_sign, d.validity_months,
           b.company_user_id, abs(hashtext(d.id::text || b.company_user_id::text)) % 10 AS h
         FROM documents d
         JOIN bench b ON d.title = $2 OR b.i = 1
           OR (b.i * 7 + substring(d.title from '(\\d+)$')::int) % 10 = 0
         WHERE d.company_id = $1 AND (d.title = $2 OR d.title LIKE 'Benchdocument %')
       ), dated AS (
         SELECT c.*, c.created_at + make_interval(hours => c.h) AS assigned_at FROM chosen c
       )
       INSERT INTO document_assignments (company_id, document_id, company_user_id, assigned_at,
         viewed_at, signed_at, expired_at, unassigned_at)
       SELECT $1, document_id, company_user_id, assigned_at,
         CASE WHEN h BETWEEN 3 AND 8 THEN assigned_at + interval '1 day' END,
         CASE WHEN must_sign AND h BETWEEN 5 AND 8 THEN assigned_at + interval '2 days' END,
         CASE WHEN must_sign AND h BETWEEN 5 AND 8 AND validity_months IS NOT NULL
           THEN assigned_at + interval '2 days' + make_interval(months => validity_months) END,
         CASE WHEN h = 9 THEN assigned_at + interval '3 days' END
       FROM dated`,
      [companyId, BIG_DOCUMENT],
    );
    const counts = await client.query<{ total: string; big: string; learner: string }>(
      `SELECT count(*) AS total,
         count(*) FILTER (WHERE a.document_id = $1) AS big,
         count(*) FILTER (WHERE u.email = $2) AS learner
       FROM document_assignments a JOIN company_users cu ON cu.id = a.company_user_id
       JOIN users u ON u.id = cu.user_id`,
      [documentId, DOCUMENTS_LEARNER],
    );
    const { total, big, learner } = counts.rows[0] ?? {};
    if (Number(big) !== SEEDED_USERS || Number(learner) !== BENCH_DOCUMENTS)
      throw new Error(`unexpected assignments: ${big} on the big document, ${learner} learner's`);
    console.log(`${total} assignments of ${BENCH_DOCUMENTS} documents`);
    await client.query("COMMIT");
    await client.query("VACUUM ANALYZE documents, document_assignments");
    return { documentId };
  } catch (error) {
    await client.query("ROLLBACK").catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}

const bearer = (token: string) => ({ host: TENANT_HOST, authorization: `Bearer ${token}` });

/**
 * The learner's own list (`GET /documents`), and the document's list of assignees with their
 * status as a group leader opens it, filters it on a status, searches it and goes to its last
 * page.
 */
export async function documentsScenarios(
  port: number,
  leaderToken: string,
  documentId: string,
): Promise<Scenario[]> {
  const [learnerToken = ""] = await signInAll(port, [DOCUMENTS_LEARNER]);
  const assignees = `/api/v1/lms/documents/${documentId}/assignees`;
  const leader = { port, headers: bearer(leaderToken), targetUs: ASSIGNEES_TARGET_US };
  return [
    {
      name: `GET /documents (${BENCH_DOCUMENTS} documents)`,
      port,
      path: "/api/v1/documents",
      headers: bearer(learnerToken),
      targetUs: MY_DOCUMENTS_TARGET_US,
    },
    { ...leader, name: "GET assignees page 1 (10k)", path: assignees },
    {
      ...leader,
      name: "GET assignees status filter",
      path: `${assignees}?filter%5Bstatus%5D=signed`,
    },
    {
      ...leader,
      name: "GET assignees search",
      path: `${assignees}?filter%5BqueryString%5D=bench-77`,
    },
    {
      ...leader,
      name: "GET assignees last page",
      path: `${assignees}?page=${Math.ceil(SEEDED_USERS / PER_PAGE_DEFAULT)}`,
    },
  ];
}
