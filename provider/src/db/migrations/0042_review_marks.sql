CREATE TABLE "review_marks" (
	"id" serial PRIMARY KEY NOT NULL,
	"result_id" integer NOT NULL,
	"number" integer NOT NULL,
	"kind" text NOT NULL,
	"x" double precision,
	"y" double precision,
	"w" double precision,
	"h" double precision,
	"note" text NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"reply" text DEFAULT '' NOT NULL,
	"qa_note" text DEFAULT '' NOT NULL,
	"answered_by" integer,
	"answered_at" timestamp with time zone,
	CONSTRAINT "review_marks_kind_known" CHECK ("review_marks"."kind" in ('point', 'rect', 'note')),
	CONSTRAINT "review_marks_state_known" CHECK ("review_marks"."state" in ('open', 'done')),
	CONSTRAINT "review_marks_note_length" CHECK (length("review_marks"."note") between 1 and 1000 and length("review_marks"."reply") <= 1000 and length("review_marks"."qa_note") <= 1000),
	CONSTRAINT "review_marks_place" CHECK (("review_marks"."kind" = 'note' and "review_marks"."x" is null and "review_marks"."y" is null and "review_marks"."w" is null and "review_marks"."h" is null)
        or ("review_marks"."kind" = 'point' and "review_marks"."x" between 0 and 1 and "review_marks"."y" between 0 and 1 and "review_marks"."w" is null and "review_marks"."h" is null)
        or ("review_marks"."kind" = 'rect' and "review_marks"."x" >= 0 and "review_marks"."y" >= 0 and "review_marks"."w" > 0 and "review_marks"."h" > 0 and "review_marks"."x" + "review_marks"."w" <= 1.000001 and "review_marks"."y" + "review_marks"."h" <= 1.000001))
);
--> statement-breakpoint
ALTER TABLE "review_marks" ADD CONSTRAINT "review_marks_result_id_task_results_id_fk" FOREIGN KEY ("result_id") REFERENCES "public"."task_results"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_marks" ADD CONSTRAINT "review_marks_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "review_marks_result_number_idx" ON "review_marks" USING btree ("result_id","number");