ALTER TABLE "tasks" ADD COLUMN "studio_fault" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
-- A revision job marked 'Lỗi của studio' (docs/decisions/proofing.md) pays neither its editor nor
-- its QA: report_days counts it as a completed job with its files and revenue, but adds nothing
-- to editor_pay / qa_pay. As 0018's functions otherwise; a change of the mark moves the job's
-- pay out of (or back into) its completion day's row, and the rebuild recomputes every row.
CREATE OR REPLACE FUNCTION report_days_add(t tasks, sign integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  created_day date := ((t.created_at AT TIME ZONE 'UTC') + interval '7 hours')::date;
  since timestamptz := CASE WHEN t.status NOT IN (7, 8) THEN t.status_since END;
BEGIN
  INSERT INTO report_days AS d (day, status, editor_id, qa_id, product_group_id, customer_id, created_jobs, created_files, oldest_since)
  VALUES (created_day, t.status, coalesce(t.editor_id, 0), coalesce(t.qa_id, 0),
    coalesce(t.product_group_id, 0), coalesce(t.customer_id, 0), sign, sign * t.total_file, CASE WHEN sign > 0 THEN since END)
  ON CONFLICT (day, status, editor_id, qa_id, product_group_id, customer_id) DO UPDATE SET
    created_jobs = d.created_jobs + excluded.created_jobs,
    created_files = d.created_files + excluded.created_files,
    oldest_since = least(d.oldest_since, excluded.oldest_since);
  IF sign < 0 AND since IS NOT NULL THEN
    UPDATE report_days d SET oldest_since = (
      SELECT min(x.status_since) FROM tasks x
      WHERE x.status = t.status
        AND x.created_at >= (created_day::timestamp - interval '7 hours') AT TIME ZONE 'UTC'
        AND x.created_at < (created_day::timestamp + interval '17 hours') AT TIME ZONE 'UTC'
        AND coalesce(x.editor_id, 0) = d.editor_id AND coalesce(x.qa_id, 0) = d.qa_id
        AND coalesce(x.product_group_id, 0) = d.product_group_id AND coalesce(x.customer_id, 0) = d.customer_id)
    WHERE d.day = created_day AND d.status = t.status AND d.editor_id = coalesce(t.editor_id, 0) AND d.qa_id = coalesce(t.qa_id, 0)
      AND d.product_group_id = coalesce(t.product_group_id, 0) AND d.customer_id = coalesce(t.customer_id, 0)
      AND d.oldest_since = since;
  END IF;
  IF t.completed_at IS NOT NULL THEN
    INSERT INTO report_days AS d (day, status, editor_id, qa_id, product_group_id, customer_id,
      completed_jobs, completed_files, first_pass_jobs, revenue, editor_pay, qa_pay)
    VALUES (((t.completed_at AT TIME ZONE 'UTC') + interval '7 hours')::date, t.status, coalesce(t.editor_id, 0), coalesce(t.qa_id, 0),
      coalesce(t.product_group_id, 0), coalesce(t.customer_id, 0), sign, sign * t.total_file,
      CASE WHEN t.reject_count = 0 THEN sign ELSE 0 END,
      sign * t.total_file * t.unit_price,
      CASE WHEN t.studio_fault THEN 0 ELSE sign * t.total_file * t.editor_rate END,
      CASE WHEN t.studio_fault THEN 0 ELSE sign * t.total_file * t.qa_rate END)
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
    AND NEW.unit_price = OLD.unit_price AND NEW.editor_rate = OLD.editor_rate AND NEW.qa_rate = OLD.qa_rate
    AND NEW.studio_fault = OLD.studio_fault
    AND (NEW.status_since = OLD.status_since OR NEW.status IN (7, 8)) THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN PERFORM report_days_add(OLD, -1); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM report_days_add(NEW, 1); END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_days_rebuild() RETURNS void LANGUAGE sql AS $$
  DELETE FROM report_days;
  INSERT INTO report_days (day, status, editor_id, qa_id, product_group_id, customer_id,
    created_jobs, created_files, completed_jobs, completed_files, first_pass_jobs, revenue, editor_pay, qa_pay, oldest_since)
  SELECT f.day, t.status, coalesce(t.editor_id, 0), coalesce(t.qa_id, 0), coalesce(t.product_group_id, 0), coalesce(t.customer_id, 0),
    count(*) FILTER (WHERE f.created), coalesce(sum(t.total_file) FILTER (WHERE f.created), 0),
    count(*) FILTER (WHERE NOT f.created), coalesce(sum(t.total_file) FILTER (WHERE NOT f.created), 0),
    count(*) FILTER (WHERE NOT f.created AND t.reject_count = 0),
    coalesce(sum(t.total_file * t.unit_price) FILTER (WHERE NOT f.created), 0),
    coalesce(sum(t.total_file * t.editor_rate) FILTER (WHERE NOT f.created AND NOT t.studio_fault), 0),
    coalesce(sum(t.total_file * t.qa_rate) FILTER (WHERE NOT f.created AND NOT t.studio_fault), 0),
    min(t.status_since) FILTER (WHERE f.created AND t.status NOT IN (7, 8))
  FROM tasks t
  CROSS JOIN LATERAL (VALUES (((t.created_at AT TIME ZONE 'UTC') + interval '7 hours')::date, true),
    (((t.completed_at AT TIME ZONE 'UTC') + interval '7 hours')::date, false)) AS f(day, created)
  WHERE f.day IS NOT NULL
  GROUP BY 1, 2, 3, 4, 5, 6;
$$;
