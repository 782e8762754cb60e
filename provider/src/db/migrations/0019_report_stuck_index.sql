DROP INDEX "tasks_status_created_idx";--> statement-breakpoint
CREATE INDEX "tasks_status_created_idx" ON "tasks" USING btree ("status","created_at","status_since","id");