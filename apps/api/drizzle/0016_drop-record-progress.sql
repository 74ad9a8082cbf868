-- Answers are recorded by the API in one transaction under the enrollment's row lock, with the
-- attempt's rules in TypeScript only; the plpgsql copies of those rules go.
DROP FUNCTION record_progress_batch(jsonb);--> statement-breakpoint
DROP FUNCTION record_progress(uuid, uuid, uuid, uuid, timestamptz, uuid, uuid, uuid[], integer, jsonb, integer, integer, boolean, boolean, uuid[], uuid[], integer[], enrollment_status[], timestamptz, timestamptz, boolean, integer, integer);
