-- One job per batch, one customer per job (docs/decisions/one-job-per-batch.md). Two batches
-- linked to one job would let the second batch's owner see the first's delivery: stop here,
-- naming them, rather than pick one silently. The admin unlinks the wrong batch, then migrates.
DO $$
DECLARE
  found text;
BEGIN
  SELECT string_agg(format('việc #%s: lô %s', task_id, batches), '; ' ORDER BY task_id) INTO found
  FROM (SELECT task_id, string_agg('#' || id, ', ' ORDER BY id) AS batches FROM cloud_batches
        WHERE task_id IS NOT NULL GROUP BY task_id HAVING count(*) > 1) AS duplicates;
  IF found IS NOT NULL THEN
    RAISE EXCEPTION 'Một việc được gắn với nhiều lô tải lên (%). Gỡ liên kết sai (cloud_batches.task_id) rồi chạy lại migration.', found;
  END IF;
END
$$;
--> statement-breakpoint
DROP INDEX "cloud_batches_task_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "cloud_batches_task_idx" ON "cloud_batches" USING btree ("task_id");
