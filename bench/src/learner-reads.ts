import pg from "pg";
import { builtWhenSent, type Scenario } from "./scenarios";
import { TENANT_HOST } from "./sign-in";

/** A full page of the learner's course list (the web app asks for 24 at a time). */
export const LEARNER_ENROLLMENTS = 24;
/** Courses of the list that reach the learners through their group, as most do in companies. */
const GROUP_COURSES = 4;

/** One learner's ids: their enrollment in the long course and a section of it. */
export type LearnerReads = { token: string; enrollmentId: string; sectionId: string };

/**
 * Gives each learner 24 enrollments: the long course (half done) and 23 short published
 * courses in every state, four of them through a group the learners share. The long course
 * must already be live; the short ones are made here without content, as a list shows none.
 */
export async function seedLearnerReads(
  databaseUrl: string,
  emails: readonly string[],
  tokens: readonly string[],
  longCourse: { courseId: string; versionId: string },
): Promise<LearnerReads[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query("BEGIN");
    await client.query(
      `UPDATE course_versions SET status = 'published', published_at = now() WHERE id = $1`,
      [longCourse.versionId],
    );
    await client.query(`UPDATE courses SET published_version_id = $1 WHERE id = $2`, [
      longCourse.versionId,
      longCourse.courseId,
    ]);
    const company = await client.query<{ company_id: string }>(
      `SELECT company_id FROM courses WHERE id = $1`,
      [longCourse.courseId],
    );
    const companyId = company.rows[0]?.company_id;
    if (!companyId) throw new Error("the long course is missing");
    const made = await client.query<{ id: string }>(
      `WITH made AS (
         INSERT INTO courses (company_id, course_type_key)
         SELECT $1, CASE WHEN n % 4 = 0 THEN 'test' ELSE 'elearning' END::course_type_key
         FROM generate_series(1, $2::int) AS n
         RETURNING id
       )
       SELECT id FROM made`,
      [companyId, LEARNER_ENROLLMENTS - 1],
    );
    const shortIds = made.rows.map((row) => row.id);
    await client.query(
      `INSERT INTO course_versions (course_id, company_id, number, name, status,
         estimated_minutes, published_at)
       SELECT id, $1, 1, 'Leescursus ' || n, 'published', 5 + n % 40, now()
       FROM unnest($2::uuid[]) WITH ORDINALITY AS t(id, n)`,
      [companyId, shortIds],
    );
    await client.query(
      `UPDATE courses c SET published_version_id = v.id FROM course_versions v
       WHERE v.course_id = c.id AND c.id = ANY($1::uuid[])`,
      [shortIds],
    );
    const group = await client.query<{ id: string }>(
      `INSERT INTO groups (company_id, name) VALUES ($1, 'Bench: lezers') RETURNING id`,
      [companyId],
    );
    const groupId = group.rows[0]?.id;
    await client.query(
      `INSERT INTO group_members (group_id, company_user_id)
       SELECT $1, cu.id FROM users u JOIN company_users cu ON cu.user_id = u.id
       WHERE u.email = ANY($2::text[]) AND cu.company_id = $3`,
      [groupId, emails, companyId],
    );
    const groupCourses = [longCourse.courseId, ...shortIds.slice(0, GROUP_COURSES - 1)];
    await client.query(
      `INSERT INTO group_course_assignments (group_id, course_id, company_id)
       SELECT $1, id, $2 FROM unnest($3::uuid[]) AS id`,
      [groupId, companyId, groupCourses],
    );
    const blocks = await client.query<{ section_id: string; uuid: string }>(
      `SELECT b.section_id, b.uuid FROM course_blocks b
       JOIN course_sections s ON s.id = b.section_id
       WHERE b.version_id = $1 ORDER BY s.left_bower, b.position`,
      [longCourse.versionId],
    );
    const done = Math.floor(blocks.rows.length / 2);
    const resume = blocks.rows[done];
    if (!resume) throw new Error("the long course has too few blocks");
    const learners = `SELECT u.id AS user_id, u.email FROM users u
      JOIN company_users cu ON cu.user_id = u.id
      WHERE u.email = ANY($1::text[]) AND cu.company_id = $2`;
    const long = await client.query<{ id: string; email: string }>(
      `WITH learners AS (${learners}), made AS (
         INSERT INTO enrollments (company_id, user_id, course_id, version_id, source, group_id,
           status, percentage, completed_blocks, total_blocks, resume_section_id,
           resume_block_uuid, started_at)
         SELECT $2, user_id, $3, $4, 'group', $5, 'in-progress', $6::int * 100 / $7::int, $6, $7,
           $8, $9, now() - interval '1 day'
         FROM learners
         RETURNING id, user_id
       )
       SELECT made.id, learners.email FROM made JOIN learners USING (user_id)`,
      [
        emails,
        companyId,
        longCourse.courseId,
        longCourse.versionId,
        groupId,
        done,
        blocks.rows.length,
        resume.section_id,
        resume.uuid,
      ],
    );
    await client.query(
      `INSERT INTO enrollment_progress (enrollment_id, attempt, block_uuid, section_id)
       SELECT e, 1, b.uuid, b.section_id
       FROM unnest($1::uuid[]) AS e, unnest($2::uuid[], $3::uuid[]) AS b(uuid, section_id)`,
      [
        long.rows.map((row) => row.id),
        blocks.rows.slice(0, done).map((row) => row.uuid),
        blocks.rows.slice(0, done).map((row) => row.section_id),
      ],
    );
    await client.query(
      `WITH learners AS (${learners}), shaped AS (
         SELECT c.id, c.published_version_id, c.course_type_key = 'test' AS is_test, t.n,
           (ARRAY[0, 10, 40, 70, 100])[1 + (t.n % 5)::int] AS p
         FROM unnest($3::uuid[]) WITH ORDINALITY AS t(id, n) JOIN courses c ON c.id = t.id
       )
       INSERT INTO enrollments (company_id, user_id, course_id, version_id, source, group_id,
         status, percentage, completed_blocks, total_blocks, has_score, is_passed, finished_at,
         updated_at)
       SELECT $2, l.user_id, s.id, s.published_version_id,
         CASE WHEN s.n < $4 THEN 'group' ELSE 'user' END::enrollment_source,
         CASE WHEN s.n < $4 THEN $5::uuid END,
         CASE WHEN p = 0 THEN 'open' WHEN p = 100 THEN 'done' ELSE 'in-progress' END
           ::enrollment_status,
         p, p / 10, 10, s.is_test, CASE WHEN p = 100 AND s.is_test THEN s.n % 3 <> 0 END,
         CASE WHEN p = 100 THEN now() END, now() - make_interval(hours => s.n::int)
       FROM shaped s, learners l`,
      [emails, companyId, shortIds, GROUP_COURSES, groupId],
    );
    await client.query("COMMIT");
    await client.query(
      "VACUUM ANALYZE courses, course_versions, enrollments, enrollment_progress, group_members",
    );
    const counted = await client.query<{ n: string }>(
      `SELECT count(*) AS n FROM enrollments e JOIN users u ON u.id = e.user_id
       WHERE u.email = $1 AND e.deleted_at IS NULL`,
      [emails[0]],
    );
    if (Number(counted.rows[0]?.n) !== LEARNER_ENROLLMENTS)
      throw new Error(`expected ${LEARNER_ENROLLMENTS} enrollments, found ${counted.rows[0]?.n}`);
    const enrollmentOf = new Map(long.rows.map((row) => [row.email, row.id]));
    return emails.map((email, i) => ({
      token: tokens[i] ?? "",
      enrollmentId: enrollmentOf.get(email) ?? "",
      sectionId: resume.section_id,
    }));
  } catch (error) {
    await client.query("ROLLBACK").catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}

/** Each connection starts at its own learner, so no two move in lockstep. */
function learnerScenario(
  name: string,
  port: number,
  learners: readonly LearnerReads[],
  pathOf: (learner: LearnerReads) => string,
): Scenario {
  let connection = 0;
  return {
    name,
    port,
    path: "/",
    headers: { host: TENANT_HOST },
    setupClient(client) {
      const offset = connection++ * 4;
      client.setRequests(
        builtWhenSent(learners.length, (i) => {
          const learner = learners[(offset + i) % learners.length]!;
          return { path: pathOf(learner), headers: { authorization: `Bearer ${learner.token}` } };
        }),
      );
    },
  };
}

/** The learner's reads, from the course list to a section's blocks. */
export function learnerReadScenarios(port: number, learners: readonly LearnerReads[]) {
  const enrollment = (learner: LearnerReads) => `/api/v1/enrollments/${learner.enrollmentId}`;
  return [
    learnerScenario(
      `GET /enrollments (${LEARNER_ENROLLMENTS}, a full page)`,
      port,
      learners,
      () => `/api/v1/enrollments?perPage=${LEARNER_ENROLLMENTS}`,
    ),
    learnerScenario("GET /enrollments/{id}", port, learners, enrollment),
    learnerScenario(
      "GET /enrollments/{id}/sections (60 blocks)",
      port,
      learners,
      (learner) => `${enrollment(learner)}/sections`,
    ),
    learnerScenario(
      "GET /enrollments/{id}/sections/{id}/blocks",
      port,
      learners,
      (learner) => `${enrollment(learner)}/sections/${learner.sectionId}/blocks`,
    ),
  ];
}
