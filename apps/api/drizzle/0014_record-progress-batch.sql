-- Records several learners' blocks in one transaction. The API sends together the answers that
-- arrived while its earlier calls were with the database, so they share one round trip and one
-- commit. Each item is one call of record_progress (migration 0013), in the order given. The
-- answer is a JSON array as text, with each item's outcome (null when undecided) at its index:
-- one JSON.parse in the API instead of parsing an array of quoted texts. The API sorts the items
-- by enrollment, so two batches lock enrollments in the same order and cannot deadlock. The
-- items' keys are the API's own placeholder names; an array may come as its literal text.
CREATE FUNCTION record_progress_batch(p_items jsonb) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
  i record;
  outcomes text[] := '{}';
BEGIN
  FOR i IN SELECT * FROM jsonb_to_recordset(p_items) AS x(
    "enrollmentId" uuid, "companyId" uuid, "userId" uuid, "versionId" uuid,
    cutoff timestamptz, "blockUuid" uuid, "sectionId" uuid, "scoredUuids" uuid[],
    "blockPoints" integer, answer jsonb, points integer, "maxPoints" integer,
    "isCorrect" boolean, "isCheckAnswer" boolean, "orderUuids" uuid[],
    "orderSectionIds" uuid[], percentages integer[], statuses enrollment_status[],
    now timestamptz, "deadlineIfStarting" timestamptz, "hasScore" boolean,
    "finalMaxPoints" integer, "passPercentage" integer)
  LOOP
    outcomes := outcomes || coalesce(record_progress(i."enrollmentId", i."companyId", i."userId",
      i."versionId", i.cutoff, i."blockUuid", i."sectionId", i."scoredUuids", i."blockPoints",
      i.answer, i.points, i."maxPoints", i."isCorrect", i."isCheckAnswer", i."orderUuids",
      i."orderSectionIds", i.percentages, i.statuses, i.now, i."deadlineIfStarting",
      i."hasScore", i."finalMaxPoints", i."passPercentage"), 'null');
  END LOOP;
  RETURN '[' || array_to_string(outcomes, ',') || ']';
END;
$$;
