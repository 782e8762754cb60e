DROP INDEX "tasks_completed_idx";--> statement-breakpoint
CREATE INDEX "task_history_reject_idx" ON "task_history" USING btree ("created_at","task_id") WHERE "task_history"."to_status" = 6 and "task_history"."from_status" is distinct from 6;--> statement-breakpoint
CREATE INDEX "tasks_completed_idx" ON "tasks" USING btree ("completed_at","editor_id","qa_id","first_assigned_at");