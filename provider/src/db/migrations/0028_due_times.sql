ALTER TABLE "product_groups" ADD COLUMN "default_turnaround_hours" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "due_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "tasks_due_open_idx" ON "tasks" USING btree ("due_at","status") WHERE "tasks"."due_at" is not null and "tasks"."status" not in (7, 8);--> statement-breakpoint
ALTER TABLE "product_groups" ADD CONSTRAINT "product_groups_turnaround_range" CHECK ("product_groups"."default_turnaround_hours" between 1 and 8760);