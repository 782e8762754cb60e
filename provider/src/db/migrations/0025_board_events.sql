CREATE TABLE "board_streams" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"seq" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "tasks_editor_idx";--> statement-breakpoint
DROP INDEX "tasks_status_position_idx";--> statement-breakpoint
ALTER TABLE "board_streams" ADD CONSTRAINT "board_streams_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tasks_editor_status_idx" ON "tasks" USING btree ("editor_id","status","position","id");--> statement-breakpoint
CREATE INDEX "tasks_status_position_idx" ON "tasks" USING btree ("status","position","id");