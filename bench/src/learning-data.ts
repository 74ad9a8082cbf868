import { createHash, randomBytes } from "node:crypto";
import pg from "pg";
import { benchEmail } from "./seed-users";

/** A demo course without a time limit, with text and every question kind. */
const PROGRESS_COURSE = "BHV basis";
const TOKEN_DAYS = 1;

export type BenchBlock = { sectionId: string; uuid: string; answer: unknown };
export type BenchEnrollment = { id: string; token: string };
export type ProgressData = { blocks: BenchBlock[]; enrollments: BenchEnrollment[] };

type Content = {
  type: string;
  question?: { kind: string; options?: { id: string }[] };
};

/** An answer the server accepts; whether it is right does not matter to the bench. */
function answerFor(content: Content): unknown {
  const question = content.question;
  if (content.type !== "question" || !question) return undefined;
  const first = question.options?.[0]?.id ?? "";
  switch (question.kind) {
    case "choice":
      return { kind: "choice", optionIds: [first] };
    case "points":
      return { kind: "points", optionId: first };
    default:
      return { kind: "open", text: "112" };
  }
}

/**
 * Enrolls the bench users in one demo course and gives each a bearer token, straight in the
 * tables: 10,000 sign-ins would cost 10,000 argon2 hashes, and signing in is measured elsewhere.
 */
export async function seedProgressEnrollments(
  databaseUrl: string,
  users: number,
): Promise<ProgressData> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const course = await client.query<{ course_id: string; version_id: string }>(
      `SELECT c.id AS course_id, v.id AS version_id FROM courses c
       JOIN course_versions v ON v.id = c.published_version_id
       WHERE v.name = $1 AND c.deleted_at IS NULL`,
      [PROGRESS_COURSE],
    );
    const { course_id: courseId, version_id: versionId } = course.rows[0] ?? {};
    if (!courseId || !versionId) throw new Error(`demo seed missing: ${PROGRESS_COURSE}`);
    const blockRows = await client.query<{ section_id: string; uuid: string; content: Content }>(
      `SELECT b.section_id, b.uuid, b.content FROM course_blocks b
       JOIN course_sections s ON s.id = b.section_id
       WHERE b.version_id = $1 ORDER BY s.left_bower, b.position`,
      [versionId],
    );
    const blocks = blockRows.rows.map((row) => ({
      sectionId: row.section_id,
      uuid: row.uuid,
      answer: answerFor(row.content),
    }));
    const first = blocks[0];
    if (!first) throw new Error(`${PROGRESS_COURSE} has no blocks`);

    const emails = Array.from({ length: users }, (_, i) => benchEmail(i + 1));
    const tokens = emails.map(() => randomBytes(32).toString("base64url"));
    const hashes = tokens.map((token) => createHash("sha256").update(token).digest("hex"));
    await client.query("BEGIN");
    const inserted = await client.query<{ id: string; email: string }>(
      `WITH bench AS (
         SELECT u.id AS user_id, cu.company_id, u.email FROM users u
         JOIN company_users cu ON cu.user_id = u.id
         WHERE u.email = ANY($1::text[])
       ), made AS (
         INSERT INTO enrollments (company_id, user_id, course_id, version_id, source,
           total_blocks, resume_section_id, resume_block_uuid)
         SELECT company_id, user_id, $2, $3, 'user', $4, $5, $6 FROM bench
         RETURNING id, user_id
       )
       SELECT made.id, bench.email FROM made JOIN bench USING (user_id)`,
      [emails, courseId, versionId, blocks.length, first.sectionId, first.uuid],
    );
    await client.query(
      `INSERT INTO access_tokens (token_hash, user_id, company_id, expires_at)
       SELECT t.hash, cu.user_id, cu.company_id, now() + make_interval(days => $3)
       FROM unnest($1::text[], $2::text[]) AS t(email, hash)
       JOIN users u ON u.email = t.email JOIN company_users cu ON cu.user_id = u.id`,
      [emails, hashes, TOKEN_DAYS],
    );
    await seedFinishedHistory(client, emails, courseId);
    await client.query("COMMIT");
    // Vacuumed now, so autovacuum does not wake up to do it while the run is measured.
    await client.query("VACUUM ANALYZE enrollments, enrollment_progress, access_tokens");
    const tokenOf = new Map(emails.map((email, i) => [email, tokens[i] ?? ""]));
    const enrollments = inserted.rows
      .sort((a, b) => a.email.localeCompare(b.email))
      .map((row) => ({ id: row.id, token: tokenOf.get(row.email) ?? "" }));
    if (enrollments.length !== users)
      throw new Error(`expected ${users} enrollments, made ${enrollments.length}`);
    return { blocks, enrollments };
  } catch (error) {
    await client.query("ROLLBACK").catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}

/**
 * A platform with 10,000 learners has been in use: each learner has already finished every other
 * published course of the company that has blocks, with a progress row per block. Without this
 * the progress table starts empty, which no real platform's does, and grows faster during the
 * run than PostgreSQL's statistics follow.
 */
async function seedFinishedHistory(client: pg.Client, emails: string[], skipCourseId: string) {
  await client.query(
    `WITH learners AS (
       SELECT u.id AS user_id, cu.company_id FROM users u
       JOIN company_users cu ON cu.user_id = u.id WHERE u.email = ANY($1::text[])
     ), finished AS (
       INSERT INTO enrollments (company_id, user_id, course_id, version_id, source, status,
         percentage, completed_blocks, total_blocks, started_at, finished_at)
       SELECT l.company_id, l.user_id, c.id, c.published_version_id, 'user', 'done', 100,
         (SELECT count(*) FROM course_blocks b WHERE b.version_id = c.published_version_id),
         (SELECT count(*) FROM course_blocks b WHERE b.version_id = c.published_version_id),
         now() - interval '30 days', now() - interval '29 days'
       FROM learners l JOIN courses c ON c.company_id = l.company_id
       WHERE c.id <> $2 AND c.deleted_at IS NULL AND c.published_version_id IS NOT NULL
         AND EXISTS (SELECT 1 FROM course_blocks b WHERE b.version_id = c.published_version_id)
       RETURNING id, version_id
     )
     INSERT INTO enrollment_progress (enrollment_id, attempt, block_uuid, section_id)
     SELECT f.id, 1, b.uuid, b.section_id FROM finished f
     JOIN course_blocks b ON b.version_id = f.version_id`,
    [emails, skipCourseId],
  );
}

export type ProgressCounts = {
  rows: { enrollmentId: string; blockUuid: string }[];
  /** Enrollments whose completedBlocks differs from their number of progress rows. */
  miscounted: number;
};

export async function readProgress(
  databaseUrl: string,
  enrollmentIds: readonly string[],
): Promise<ProgressCounts> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const rows = await client.query<{ enrollment_id: string; block_uuid: string }>(
      `SELECT enrollment_id, block_uuid FROM enrollment_progress
       WHERE enrollment_id = ANY($1::uuid[])`,
      [enrollmentIds],
    );
    const miscounted = await client.query<{ n: string }>(
      `SELECT count(*) AS n FROM enrollments e
       WHERE e.id = ANY($1::uuid[]) AND e.completed_blocks <> (
         SELECT count(*) FROM enrollment_progress p
         WHERE p.enrollment_id = e.id AND p.attempt = e.attempt)`,
      [enrollmentIds],
    );
    return {
      rows: rows.rows.map((row) => ({
        enrollmentId: row.enrollment_id,
        blockUuid: row.block_uuid,
      })),
      miscounted: Number(miscounted.rows[0]?.n ?? 0),
    };
  } finally {
    await client.end();
  }
}

/**
 * Gives one bench learner `total` enrollments (some already come from the progress seed): the
 * extra courses are published versions without content, in every state a learner meets.
 */
export async function seedManyEnrollments(
  databaseUrl: string,
  email: string,
  total: number,
): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query("BEGIN");
    const learner = `SELECT u.id AS user_id, cu.company_id FROM users u
      JOIN company_users cu ON cu.user_id = u.id WHERE u.email = $1`;
    // Data-changing CTEs cannot see each other's rows, so the course is linked afterwards.
    await client.query(
      `WITH learner AS (${learner}), made AS (
         INSERT INTO courses (company_id, course_type_key)
         SELECT company_id, CASE WHEN n % 4 = 0 THEN 'test' ELSE 'elearning' END::course_type_key
         FROM learner, generate_series(1, $2::int - (
           SELECT count(*) FROM enrollments e JOIN learner l ON l.user_id = e.user_id)) AS n
         RETURNING id, company_id
       )
       INSERT INTO course_versions (course_id, company_id, number, name, status,
         estimated_minutes, published_at)
       SELECT id, company_id, 1, 'Benchcursus ' || row_number() OVER (ORDER BY id), 'published',
         5 + (row_number() OVER (ORDER BY id)) % 40, now()
       FROM made`,
      [email, total],
    );
    await client.query(
      `UPDATE courses c SET published_version_id = v.id FROM course_versions v
       WHERE v.course_id = c.id AND v.name LIKE 'Benchcursus %'`,
    );
    await client.query(
      `WITH learner AS (${learner}), spread AS (
         SELECT c.id, c.published_version_id, c.course_type_key = 'test' AS is_test,
           row_number() OVER (ORDER BY c.id) AS n
         FROM courses c JOIN course_versions v ON v.id = c.published_version_id
         WHERE v.name LIKE 'Benchcursus %'
       ), shaped AS (
         SELECT *, (ARRAY[0, 10, 40, 70, 100])[1 + (n % 5)::int] AS p FROM spread
       )
       INSERT INTO enrollments (company_id, user_id, course_id, version_id, source, status,
         percentage, completed_blocks, total_blocks, has_score, is_passed, finished_at, updated_at)
       SELECT l.company_id, l.user_id, s.id, s.published_version_id, 'user',
         CASE WHEN p = 0 THEN 'open' WHEN p = 100 THEN 'done' ELSE 'in-progress' END
           ::enrollment_status,
         p, p / 10, 10, s.is_test, CASE WHEN p = 100 AND s.is_test THEN n % 3 <> 0 END,
         CASE WHEN p = 100 THEN now() END, now() - make_interval(hours => n::int)
       FROM shaped s, learner l`,
      [email],
    );
    await client.query("COMMIT");
    const counted = await client.query<{ n: string }>(
      `SELECT count(*) AS n FROM enrollments e JOIN users u ON u.id = e.user_id
       WHERE u.email = $1 AND e.deleted_at IS NULL`,
      [email],
    );
    if (Number(counted.rows[0]?.n) !== total)
      throw new Error(`expected ${total} enrollments for ${email}, found ${counted.rows[0]?.n}`);
  } catch (error) {
    await client.query("ROLLBACK").catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}
