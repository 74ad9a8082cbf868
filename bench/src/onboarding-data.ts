import pg from "pg";
import { benchEmail } from "./seed-users";

/** Issue 24: a path of six course steps given to a group of 2,000 people. */
export const PATH_PEOPLE = 2_000;
export const PATH_STEPS = 6;

export type NewcomersGroup = {
  groupId: string;
  /** The path's courses, in step order. */
  courseIds: string[];
  /** The group's members (company user ids), bench-1 to bench-2000. */
  memberIds: string[];
};

/**
 * A group of the demo company with the first 2,000 bench users in it, straight in the tables (the
 * groups call takes 500 people at a time, and adding them is not what is measured), and six live
 * courses of the demo company for the path's steps.
 */
export async function seedNewcomersGroup(databaseUrl: string): Promise<NewcomersGroup> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const company = await client.query<{ id: string }>(
      `SELECT c.id FROM companies c JOIN company_hosts h ON h.company_id = c.id
       WHERE c.domain_code = 'demo' AND h.host = 'localhost'`,
    );
    const companyId = company.rows[0]?.id;
    if (!companyId) throw new Error("demo company missing");
    const courses = await client.query<{ id: string }>(
      `SELECT c.id FROM courses c JOIN course_versions v ON v.id = c.published_version_id
       WHERE c.company_id = $1 AND c.deleted_at IS NULL ORDER BY c.created_at, c.id LIMIT $2`,
      [companyId, PATH_STEPS],
    );
    if (courses.rows.length < PATH_STEPS)
      throw new Error(
        `the demo company has ${courses.rows.length} live courses, not ${PATH_STEPS}`,
      );
    const emails = Array.from({ length: PATH_PEOPLE }, (_, i) => benchEmail(i + 1));
    await client.query("BEGIN");
    const group = await client.query<{ id: string }>(
      `INSERT INTO groups (company_id, name) VALUES ($1, 'Bench: nieuwe medewerkers') RETURNING id`,
      [companyId],
    );
    const groupId = group.rows[0]?.id;
    if (!groupId) throw new Error("no group made");
    const members = await client.query<{ company_user_id: string }>(
      `INSERT INTO group_members (group_id, company_user_id)
       SELECT $1, cu.id FROM users u JOIN company_users cu ON cu.user_id = u.id AND cu.company_id = $2
       WHERE u.email = ANY($3::text[])
       RETURNING company_user_id`,
      [groupId, companyId, emails],
    );
    if (members.rows.length !== PATH_PEOPLE) throw new Error("seed the bench users first");
    await client.query("COMMIT");
    await client.query("VACUUM ANALYZE groups, group_members");
    return {
      groupId,
      courseIds: courses.rows.map((row) => row.id),
      memberIds: members.rows.map((row) => row.company_user_id),
    };
  } catch (error) {
    await client.query("ROLLBACK").catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}

export type PathRows = {
  /** Enrollments in the whole database (not deleted). */
  enrollments: number;
  /** The group members' enrollments in the path's courses. */
  membersEnrollments: number;
  /** Running assignments of the path. */
  assignments: number;
};

/** What the assignment leaves in the tables, to check that it made what it says it made. */
export async function countPathRows(
  client: pg.Client,
  pathId: string,
  group: NewcomersGroup,
): Promise<PathRows> {
  const { rows } = await client.query<{ total: string; members: string; assignments: string }>(
    `SELECT
       (SELECT count(*) FROM enrollments WHERE deleted_at IS NULL) AS total,
       (SELECT count(*) FROM enrollments e
        JOIN company_users cu ON cu.user_id = e.user_id AND cu.company_id = e.company_id
        WHERE cu.id = ANY($2::uuid[]) AND e.course_id = ANY($3::uuid[])
          AND e.deleted_at IS NULL) AS members,
       (SELECT count(*) FROM course_group_assignments
        WHERE course_group_id = $1 AND ended_at IS NULL) AS assignments`,
    [pathId, group.memberIds, group.courseIds],
  );
  const row = rows[0];
  return {
    enrollments: Number(row?.total ?? 0),
    membersEnrollments: Number(row?.members ?? 0),
    assignments: Number(row?.assignments ?? 0),
  };
}

/**
 * Puts everyone at their own point of the path, as after some weeks: from none to all six steps
 * done, the step after the last done one in progress. Then vacuumed, as autovacuum would leave it.
 */
export async function giveMixedProgress(client: pg.Client, group: NewcomersGroup): Promise<void> {
  await client.query(
    `UPDATE enrollments e SET
       status = (CASE WHEN s.step < s.done THEN 'done' WHEN s.step = s.done THEN 'in-progress'
                 ELSE 'open' END)::enrollment_status,
       percentage = CASE WHEN s.step < s.done THEN 100 WHEN s.step = s.done THEN 40 ELSE 0 END,
       finished_at = CASE WHEN s.step < s.done THEN now() END
     FROM (
       SELECT e2.id, array_position($1::uuid[], e2.course_id) - 1 AS step,
         abs(hashtext(e2.user_id::text)) % ($3::int + 1) AS done
       FROM enrollments e2
       JOIN company_users cu ON cu.user_id = e2.user_id AND cu.company_id = e2.company_id
       WHERE cu.id = ANY($2::uuid[]) AND e2.course_id = ANY($1::uuid[]) AND e2.deleted_at IS NULL
     ) s
     WHERE e.id = s.id`,
    [group.courseIds, group.memberIds, PATH_STEPS],
  );
  await client.query("VACUUM ANALYZE enrollments, course_group_assignments, course_group_items");
}
