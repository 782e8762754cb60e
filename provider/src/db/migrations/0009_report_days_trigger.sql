-- The per-day report summary report_days (docs/decisions/reports-speed.md), kept by a trigger on
-- tasks: every insert, delete or report-relevant update takes the job's old contribution out of
-- its day rows and puts the new one in. A job adds to the row of its created day (created_*)
-- and, when completed_at is set, to the row of its completed day (completed_*, money); both rows
-- are keyed by the job's current status, editor, QA, product group and customer (0 = none).
CREATE OR REPLACE FUNCTION report_days_add(t tasks, sign integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_days AS d (day, status, editor_id, qa_id, product_group_id, customer_id, created_jobs, created_files)
  VALUES (((t.created_at AT TIME ZONE 'UTC') + interval '7 hours')::date, t.status, coalesce(t.editor_id, 0), coalesce(t.qa_id, 0),
    coalesce(t.product_group_id, 0), coalesce(t.customer_id, 0), sign, sign * t.total_file)
  ON CONFLICT (day, status, editor_id, qa_id, product_group_id, customer_id) DO UPDATE SET
    created_jobs = d.created_jobs + excluded.created_jobs,
    created_files = d.created_files + excluded.created_files;
  IF t.completed_at IS NOT NULL THEN
    INSERT INTO report_days AS d (day, status, editor_id, qa_id, product_group_id, customer_id,
      completed_jobs, completed_files, first_pass_jobs, revenue, editor_pay, qa_pay)
    VALUES (((t.completed_at AT TIME ZONE 'UTC') + interval '7 hours')::date, t.status, coalesce(t.editor_id, 0), coalesce(t.qa_id, 0),
      coalesce(t.product_group_id, 0), coalesce(t.customer_id, 0), sign, sign * t.total_file,
      CASE WHEN t.reject_count = 0 THEN sign ELSE 0 END,
      sign * t.total_file * t.unit_price, sign * t.total_file * t.editor_rate, sign * t.total_file * t.qa_rate)
    ON CONFLICT (day, status, editor_id, qa_id, product_group_id, customer_id) DO UPDATE SET
      completed_jobs = d.completed_jobs + excluded.completed_jobs,
      completed_files = d.completed_files + excluded.completed_files,
      first_pass_jobs = d.first_pass_jobs + excluded.first_pass_jobs,
      revenue = d.revenue + excluded.revenue,
      editor_pay = d.editor_pay + excluded.editor_pay,
      qa_pay = d.qa_pay + excluded.qa_pay;
  END IF;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION tasks_report_days() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.created_at IS NOT DISTINCT FROM OLD.created_at AND NEW.completed_at IS NOT DISTINCT FROM OLD.completed_at
    AND NEW.status = OLD.status AND NEW.editor_id IS NOT DISTINCT FROM OLD.editor_id AND NEW.qa_id IS NOT DISTINCT FROM OLD.qa_id
    AND NEW.product_group_id IS NOT DISTINCT FROM OLD.product_group_id AND NEW.customer_id IS NOT DISTINCT FROM OLD.customer_id
    AND NEW.total_file = OLD.total_file AND (NEW.reject_count = 0) = (OLD.reject_count = 0)
    AND NEW.unit_price = OLD.unit_price AND NEW.editor_rate = OLD.editor_rate AND NEW.qa_rate = OLD.qa_rate THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN PERFORM report_days_add(OLD, -1); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM report_days_add(NEW, 1); END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER tasks_report_days AFTER INSERT OR UPDATE OR DELETE ON tasks FOR EACH ROW EXECUTE FUNCTION tasks_report_days();
--> statement-breakpoint
-- Rebuilds the whole summary from the jobs (this migration's backfill; bench/reports after a
-- bulk load with the trigger disabled).
CREATE OR REPLACE FUNCTION report_days_rebuild() RETURNS void LANGUAGE sql AS $$
  DELETE FROM report_days;
  INSERT INTO report_days (day, status, editor_id, qa_id, product_group_id, customer_id,
    created_jobs, created_files, completed_jobs, completed_files, first_pass_jobs, revenue, editor_pay, qa_pay)
  SELECT f.day, t.status, coalesce(t.editor_id, 0), coalesce(t.qa_id, 0), coalesce(t.product_group_id, 0), coalesce(t.customer_id, 0),
    count(*) FILTER (WHERE f.created), coalesce(sum(t.total_file) FILTER (WHERE f.created), 0),
    count(*) FILTER (WHERE NOT f.created), coalesce(sum(t.total_file) FILTER (WHERE NOT f.created), 0),
    count(*) FILTER (WHERE NOT f.created AND t.reject_count = 0),
    coalesce(sum(t.total_file * t.unit_price) FILTER (WHERE NOT f.created), 0),
    coalesce(sum(t.total_file * t.editor_rate) FILTER (WHERE NOT f.created), 0),
    coalesce(sum(t.total_file * t.qa_rate) FILTER (WHERE NOT f.created), 0)
  FROM tasks t
  CROSS JOIN LATERAL (VALUES (((t.created_at AT TIME ZONE 'UTC') + interval '7 hours')::date, true),
    (((t.completed_at AT TIME ZONE 'UTC') + interval '7 hours')::date, false)) AS f(day, created)
  WHERE f.day IS NOT NULL
  GROUP BY 1, 2, 3, 4, 5, 6;
$$;
--> statement-breakpoint
SELECT report_days_rebuild();
