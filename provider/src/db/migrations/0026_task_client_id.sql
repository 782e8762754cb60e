ALTER TABLE "tasks" ADD COLUMN "client_task_id" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "tasks_client_id_idx" ON "tasks" USING btree ("admin_id","client_task_id");