-- The files a customer chose for a batch (docs/decisions/unfinished-uploads.md); null for older batches.
ALTER TABLE "cloud_batches" ADD COLUMN "planned_files" jsonb;
