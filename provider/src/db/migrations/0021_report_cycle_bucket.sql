-- The cycle-time bucket of a job for /job-theo-editor's exact median (docs/decisions/reports-speed.md):
-- floor(4 · log2(1 + hours from first assignment to completion)), four buckets per doubling
-- (1 h → 4, 10 h → 13, 100 h → 26, a year → 52). report_cycle_days counts jobs per studio day,
-- editor and bucket; the index on tasks that reads one bucket's exact cycles uses the same
-- expression, so both always agree on where a job falls. Only jobs with both instants are counted.
CREATE OR REPLACE FUNCTION report_cycle_bucket(started timestamptz, completed timestamptz) RETURNS smallint
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT floor(4 * ln(1 + greatest(date_part('epoch', completed - started) / 3600, 0)) / ln(2::float8))::smallint
$$;
