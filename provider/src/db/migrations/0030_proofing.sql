CREATE TABLE "result_reviews" (
	"result_id" integer PRIMARY KEY NOT NULL,
	"decision" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"decided_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "result_reviews_decision_known" CHECK ("result_reviews"."decision" in ('approved', 'changes')),
	CONSTRAINT "result_reviews_note_for_changes" CHECK ("result_reviews"."decision" = 'approved' or length("result_reviews"."note") > 0),
	CONSTRAINT "result_reviews_note_length" CHECK (length("result_reviews"."note") <= 1000)
);
--> statement-breakpoint
ALTER TABLE "deliveries" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "parent_task_id" integer;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "revision_round" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "result_reviews" ADD CONSTRAINT "result_reviews_result_id_task_results_id_fk" FOREIGN KEY ("result_id") REFERENCES "public"."task_results"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_parent_task_id_tasks_id_fk" FOREIGN KEY ("parent_task_id") REFERENCES "public"."tasks"("id") ON DELETE set null ON UPDATE no action;