-- A status move touches two report_flow_days rows of its day: +1 on the new status, -1 on the
-- old. Two moves in opposite directions (Waiting → InProgress and InProgress → Waiting) took
-- them in opposite orders and could deadlock (one move in 6,000 under bench/load). They are now
-- always taken in ascending status order, so concurrent moves queue instead.
CREATE OR REPLACE FUNCTION report_flow_days_add(h task_history, sign integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  d date := ((h.created_at AT TIME ZONE 'UTC') + interval '7 hours')::date;
  change record;
BEGIN
  IF h.from_status IS NOT DISTINCT FROM h.to_status THEN RETURN; END IF;
  FOR change IN
    SELECT m.status, m.delta FROM (VALUES (h.to_status, sign), (h.from_status, -sign)) AS m(status, delta)
    WHERE m.status IS NOT NULL ORDER BY m.status
  LOOP
    INSERT INTO report_flow_days AS f (day, status, delta) VALUES (d, change.status, change.delta)
    ON CONFLICT (day, status) DO UPDATE SET delta = f.delta + excluded.delta;
  END LOOP;
END
$$;
