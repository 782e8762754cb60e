-- The per-day status moves report_flow_days (docs/decisions/reports-speed.md), kept by a trigger
-- on task_history: a history row that changes the status adds one to its day's new status and
-- takes one from the old; deleting it (with its task) takes that back.
CREATE OR REPLACE FUNCTION report_flow_days_add(h task_history, sign integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  d date := ((h.created_at AT TIME ZONE 'UTC') + interval '7 hours')::date;
BEGIN
  IF h.from_status IS NOT DISTINCT FROM h.to_status THEN RETURN; END IF;
  INSERT INTO report_flow_days AS f (day, status, delta) VALUES (d, h.to_status, sign)
  ON CONFLICT (day, status) DO UPDATE SET delta = f.delta + excluded.delta;
  IF h.from_status IS NOT NULL THEN
    INSERT INTO report_flow_days AS f (day, status, delta) VALUES (d, h.from_status, -sign)
    ON CONFLICT (day, status) DO UPDATE SET delta = f.delta + excluded.delta;
  END IF;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION task_history_flow_days() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.created_at IS NOT DISTINCT FROM OLD.created_at AND NEW.from_status IS NOT DISTINCT FROM OLD.from_status
    AND NEW.to_status = OLD.to_status THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN PERFORM report_flow_days_add(OLD, -1); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM report_flow_days_add(NEW, 1); END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER task_history_flow_days AFTER INSERT OR UPDATE OR DELETE ON task_history FOR EACH ROW EXECUTE FUNCTION task_history_flow_days();
--> statement-breakpoint
-- Rebuilds the moves from the whole history (this migration's backfill; bench/reports after a bulk load).
CREATE OR REPLACE FUNCTION report_flow_days_rebuild() RETURNS void LANGUAGE sql AS $$
  DELETE FROM report_flow_days;
  INSERT INTO report_flow_days (day, status, delta)
  SELECT m.day, m.status, sum(m.delta)
  FROM task_history h
  CROSS JOIN LATERAL (VALUES (((h.created_at AT TIME ZONE 'UTC') + interval '7 hours')::date, h.to_status, 1),
    (((h.created_at AT TIME ZONE 'UTC') + interval '7 hours')::date, h.from_status, -1)) AS m(day, status, delta)
  WHERE h.from_status IS DISTINCT FROM h.to_status AND m.status IS NOT NULL
  GROUP BY 1, 2;
$$;
--> statement-breakpoint
SELECT report_flow_days_rebuild();
