-- Records one block of a learner's current attempt, for the usual case of a learner of a live
-- course answering on, and answers the enrollment and the block's row as JSON text. It answers
-- null for anything else (a stranger, another version, a preview, a finished or overdue attempt,
-- a count that does not match the rows), which the API then settles under the row lock in a
-- transaction of its own. Each statement here takes its own snapshot after the enrollment's row
-- lock is held, so it sees every block another tab committed while this call waited for the
-- lock. The caller works out everything about the version beforehand: the blocks in reading
-- order, and per number of completed blocks the percentage and status the enrollment shows then.
CREATE FUNCTION record_progress(
  p_enrollment_id uuid, p_company_id uuid, p_user_id uuid, p_version_id uuid,
  p_cutoff timestamptz, p_block_uuid uuid, p_section_id uuid, p_scored_uuids uuid[],
  p_block_points integer, p_answer jsonb, p_points integer, p_max_points integer,
  p_is_correct boolean, p_is_check_answer boolean, p_order_uuids uuid[],
  p_order_section_ids uuid[], p_percentages integer[], p_statuses enrollment_status[],
  p_now timestamptz, p_deadline_if_starting timestamptz, p_has_score boolean,
  p_final_max_points integer, p_pass_percentage integer
) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
  e enrollments;
  p enrollment_progress;
  done integer;
  done_points integer;
  already boolean;
  next_n integer;
  total_points integer;
BEGIN
  SELECT * INTO e FROM enrollments
  WHERE id = p_enrollment_id AND company_id = p_company_id AND user_id = p_user_id
    AND deleted_at IS NULL
  FOR UPDATE;
  IF NOT FOUND OR e.version_id <> p_version_id OR e.is_preview THEN RETURN NULL; END IF;

  -- What the attempt has done, and the resume point should this block be added: the first
  -- block in reading order that is neither done nor this one.
  SELECT count(*)::integer,
    coalesce(sum(x.points) FILTER (WHERE x.block_uuid = ANY (p_scored_uuids)), 0)::integer,
    coalesce(bool_or(x.block_uuid = p_block_uuid), false),
    (SELECT t.n FROM unnest(p_order_uuids) WITH ORDINALITY AS t(uuid, n)
     WHERE t.uuid <> p_block_uuid AND t.uuid NOT IN (
       SELECT y.block_uuid FROM enrollment_progress y
       WHERE y.enrollment_id = e.id AND y.attempt = e.attempt)
     ORDER BY t.n LIMIT 1)
  INTO done, done_points, already, next_n
  FROM enrollment_progress x WHERE x.enrollment_id = e.id AND x.attempt = e.attempt;

  -- A repeat (double click, second tab, retry) is answered with what was recorded first.
  IF already THEN
    SELECT * INTO p FROM enrollment_progress
    WHERE enrollment_id = e.id AND attempt = e.attempt AND block_uuid = p_block_uuid;
    RETURN json_build_object('enrollment', e, 'progress', p, 'inserted', false)::text;
  END IF;
  IF e.finished_at IS NOT NULL OR e.deadline_at <= p_cutoff OR done <> e.completed_blocks THEN
    RETURN NULL;
  END IF;

  INSERT INTO enrollment_progress AS x (enrollment_id, attempt, block_uuid, section_id, answer,
    points, max_points, is_correct, is_check_answer)
  VALUES (e.id, e.attempt, p_block_uuid, p_section_id, p_answer, p_points, p_max_points,
    p_is_correct, p_is_check_answer)
  ON CONFLICT DO NOTHING
  RETURNING x.* INTO p;
  IF NOT FOUND THEN RETURN NULL; END IF;

  total_points := done_points + p_block_points;
  UPDATE enrollments AS u SET
    completed_blocks = done + 1,
    total_blocks = cardinality(p_order_uuids),
    percentage = p_percentages[done + 2],
    status = p_statuses[done + 2],
    resume_section_id = p_order_section_ids[next_n],
    resume_block_uuid = p_order_uuids[next_n],
    started_at = coalesce(u.started_at, p_now),
    deadline_at = CASE WHEN u.started_at IS NULL THEN p_deadline_if_starting ELSE u.deadline_at END,
    finished_at = CASE WHEN next_n IS NULL THEN p_now END,
    timed_out = false,
    has_score = CASE WHEN next_n IS NULL THEN p_has_score ELSE u.has_score END,
    score_points = CASE WHEN next_n IS NULL
      THEN CASE WHEN p_has_score THEN total_points END ELSE u.score_points END,
    max_points = CASE WHEN next_n IS NULL THEN p_final_max_points ELSE u.max_points END,
    is_passed = CASE WHEN next_n IS NULL
      THEN total_points * 100 >= p_pass_percentage * p_final_max_points ELSE u.is_passed END,
    updated_at = now()
  WHERE u.id = e.id
  RETURNING u.* INTO e;
  RETURN json_build_object('enrollment', e, 'progress', p, 'inserted', true)::text;
END;
$$;
