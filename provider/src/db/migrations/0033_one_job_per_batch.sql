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
--> statement-breakpoint
-- 'Link file gốc' of jobs made from a batch pointed at the admins' page of the customer
-- (/nguoi-dung-cloud/<owner>#lo-<batch>), which their editor and QA cannot open; the originals are
-- now on the job's page ('Ảnh gốc của khách'). Only the link the app itself wrote is cleared.
UPDATE "tasks" t SET "original_files" = NULL
WHERE t."original_files" ~ '/nguoi-dung-cloud/[0-9]+#lo-[0-9]+$'
  AND EXISTS (SELECT 1 FROM "cloud_batches" b WHERE b."task_id" = t."id");
