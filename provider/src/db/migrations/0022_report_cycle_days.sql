CREATE TABLE "report_cycle_days" (
	"day" date NOT NULL,
	"editor_id" integer NOT NULL,
	"bucket" smallint NOT NULL,
	"jobs" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "report_cycle_days_day_editor_id_bucket_pk" PRIMARY KEY("day","editor_id","bucket")
);
--> statement-breakpoint
CREATE INDEX "tasks_cycle_editor_idx" ON "tasks" USING btree ("editor_id",report_cycle_bucket("first_assigned_at", "completed_at"),"completed_at","first_assigned_at") WHERE "tasks"."completed_at" is not null and "tasks"."first_assigned_at" is not null;--> statement-breakpoint
CREATE INDEX "tasks_cycle_idx" ON "tasks" USING btree (report_cycle_bucket("first_assigned_at", "completed_at"),"completed_at","first_assigned_at","editor_id") WHERE "tasks"."completed_at" is not null and "tasks"."first_assigned_at" is not null and "tasks"."editor_id" is not null;