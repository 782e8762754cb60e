-- report_cycle_days (docs/decisions/reports-speed.md), kept by a trigger on tasks: a completed job
-- with an editor and a first assignment counts once, on the studio day of its completed_at, for
-- its current editor, in its cycle bucket. A change of any of those takes the old count out and
-- puts the new one in; every other update (moves, edits) does nothing.
CREATE OR REPLACE FUNCTION report_cycle_days_add(t tasks, sign integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF t.completed_at IS NULL OR t.first_assigned_at IS NULL OR t.editor_id IS NULL THEN RETURN; END IF;
  INSERT INTO report_cycle_days AS c (day, editor_id, bucket, jobs)
  VALUES (((t.completed_at AT TIME ZONE 'UTC') + interval '7 hours')::date, t.editor_id,
    report_cycle_bucket(t.first_assigned_at, t.completed_at), sign)
  ON CONFLICT (day, editor_id, bucket) DO UPDATE SET jobs = c.jobs + excluded.jobs;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION tasks_report_cycle_days() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.completed_at IS NOT DISTINCT FROM OLD.completed_at
    AND NEW.first_assigned_at IS NOT DISTINCT FROM OLD.first_assigned_at AND NEW.editor_id IS NOT DISTINCT FROM OLD.editor_id THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN PERFORM report_cycle_days_add(OLD, -1); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM report_cycle_days_add(NEW, 1); END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER tasks_report_cycle_days AFTER INSERT OR UPDATE OR DELETE ON tasks FOR EACH ROW EXECUTE FUNCTION tasks_report_cycle_days();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_cycle_days_rebuild() RETURNS void LANGUAGE sql AS $$
  DELETE FROM report_cycle_days;
  INSERT INTO report_cycle_days (day, editor_id, bucket, jobs)
  SELECT ((completed_at AT TIME ZONE 'UTC') + interval '7 hours')::date, editor_id, report_cycle_bucket(first_assigned_at, completed_at), count(*)
  FROM tasks WHERE completed_at IS NOT NULL AND first_assigned_at IS NOT NULL AND editor_id IS NOT NULL
  GROUP BY 1, 2, 3;
$$;
--> statement-breakpoint
SELECT report_cycle_days_rebuild();
