-- QA rejections per day, editor and QA (report_reject_days; docs/decisions/reports-speed.md).
-- A rejection is a history row moving a job into Reject (6) from another status; it counts for
-- the job's current editor and QA on the studio day of the move.
CREATE OR REPLACE FUNCTION report_reject_days_add(d date, editor integer, qa integer, n integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO report_reject_days AS r (day, editor_id, qa_id, rejections) VALUES (d, coalesce(editor, 0), coalesce(qa, 0), n)
  ON CONFLICT (day, editor_id, qa_id) DO UPDATE SET rejections = r.rejections + excluded.rejections;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION task_history_reject_days() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  t record;
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.to_status = 6 AND OLD.from_status IS DISTINCT FROM 6 THEN
    -- A job being deleted has already taken its rejections away (tasks_reject_days_delete).
    SELECT editor_id, qa_id INTO t FROM tasks WHERE id = OLD.task_id;
    IF FOUND THEN
      PERFORM report_reject_days_add(((OLD.created_at AT TIME ZONE 'UTC') + interval '7 hours')::date, t.editor_id, t.qa_id, -1);
    END IF;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.to_status = 6 AND NEW.from_status IS DISTINCT FROM 6 THEN
    SELECT editor_id, qa_id INTO t FROM tasks WHERE id = NEW.task_id;
    PERFORM report_reject_days_add(((NEW.created_at AT TIME ZONE 'UTC') + interval '7 hours')::date, t.editor_id, t.qa_id, 1);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER task_history_reject_days AFTER INSERT OR UPDATE OR DELETE ON task_history FOR EACH ROW EXECUTE FUNCTION task_history_reject_days();
--> statement-breakpoint
-- A change of editor or QA moves the job's rejections to its new people.
CREATE OR REPLACE FUNCTION tasks_reject_days_move() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  h record;
BEGIN
  FOR h IN SELECT ((created_at AT TIME ZONE 'UTC') + interval '7 hours')::date AS day, count(*)::int AS n FROM task_history
    WHERE task_id = NEW.id AND to_status = 6 AND from_status IS DISTINCT FROM 6 GROUP BY 1 LOOP
    PERFORM report_reject_days_add(h.day, OLD.editor_id, OLD.qa_id, -h.n);
    PERFORM report_reject_days_add(h.day, NEW.editor_id, NEW.qa_id, h.n);
  END LOOP;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER tasks_reject_days_move AFTER UPDATE OF editor_id, qa_id ON tasks FOR EACH ROW
  WHEN (OLD.editor_id IS DISTINCT FROM NEW.editor_id OR OLD.qa_id IS DISTINCT FROM NEW.qa_id) EXECUTE FUNCTION tasks_reject_days_move();
--> statement-breakpoint
-- A deleted job takes its rejections away before its history is deleted with it.
CREATE OR REPLACE FUNCTION tasks_reject_days_delete() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  h record;
BEGIN
  FOR h IN SELECT ((created_at AT TIME ZONE 'UTC') + interval '7 hours')::date AS day, count(*)::int AS n FROM task_history
    WHERE task_id = OLD.id AND to_status = 6 AND from_status IS DISTINCT FROM 6 GROUP BY 1 LOOP
    PERFORM report_reject_days_add(h.day, OLD.editor_id, OLD.qa_id, -h.n);
  END LOOP;
  RETURN OLD;
END
$$;
--> statement-breakpoint
CREATE TRIGGER tasks_reject_days_delete BEFORE DELETE ON tasks FOR EACH ROW EXECUTE FUNCTION tasks_reject_days_delete();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_reject_days_rebuild() RETURNS void LANGUAGE sql AS $$
  DELETE FROM report_reject_days;
  INSERT INTO report_reject_days (day, editor_id, qa_id, rejections)
  SELECT ((h.created_at AT TIME ZONE 'UTC') + interval '7 hours')::date, coalesce(t.editor_id, 0), coalesce(t.qa_id, 0), count(*)
  FROM task_history h JOIN tasks t ON t.id = h.task_id
  WHERE h.to_status = 6 AND h.from_status IS DISTINCT FROM 6
  GROUP BY 1, 2, 3;
$$;
--> statement-breakpoint
SELECT report_reject_days_rebuild();
