-- Report facts on tasks (docs/decisions/reports-jobs.md): every task_history row keeps its task's
-- status_since, first_assigned_at and reject_count right, so the reports read one row per job.
CREATE OR REPLACE FUNCTION task_history_report_facts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE tasks SET
    status_since = CASE WHEN NEW.from_status IS DISTINCT FROM NEW.to_status THEN NEW.created_at ELSE status_since END,
    first_assigned_at = CASE WHEN NEW.to_status = 2 AND first_assigned_at IS NULL THEN NEW.created_at ELSE first_assigned_at END,
    reject_count = reject_count + CASE WHEN NEW.to_status = 6 AND NEW.from_status IS DISTINCT FROM 6 THEN 1 ELSE 0 END
  WHERE id = NEW.task_id
    AND (NEW.from_status IS DISTINCT FROM NEW.to_status OR (NEW.to_status = 2 AND first_assigned_at IS NULL));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER task_history_report_facts AFTER INSERT ON task_history FOR EACH ROW EXECUTE FUNCTION task_history_report_facts();
--> statement-breakpoint
UPDATE tasks t SET
  status_since = coalesce((SELECT max(h.created_at) FROM task_history h WHERE h.task_id = t.id AND h.from_status IS DISTINCT FROM h.to_status), t.created_at),
  first_assigned_at = (SELECT min(h.created_at) FROM task_history h WHERE h.task_id = t.id AND h.to_status = 2),
  reject_count = (SELECT count(*) FROM task_history h WHERE h.task_id = t.id AND h.to_status = 6 AND h.from_status IS DISTINCT FROM 6);
