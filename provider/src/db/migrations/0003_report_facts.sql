CREATE TABLE "report_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"wait_approve_days" numeric(5, 1) DEFAULT '2' NOT NULL,
	"in_progress_days" numeric(5, 1) DEFAULT '3' NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_settings_single_row" CHECK ("report_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "status_since" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "first_assigned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "reject_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "report_settings" ADD CONSTRAINT "report_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "task_history_created_idx" ON "task_history" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "tasks_completed_idx" ON "tasks" USING btree ("completed_at");