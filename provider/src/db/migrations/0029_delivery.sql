CREATE TABLE "deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"task_id" integer NOT NULL,
	"round" smallint DEFAULT 1 NOT NULL,
	"delivered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_by" integer NOT NULL,
	"seen_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "task_results" (
	"id" serial PRIMARY KEY NOT NULL,
	"task_id" integer NOT NULL,
	"round" smallint DEFAULT 1 NOT NULL,
	"upload_id" text NOT NULL,
	"name" text NOT NULL,
	"size" bigint NOT NULL,
	"type" text DEFAULT '' NOT NULL,
	"uploaded_by" integer NOT NULL,
	"original_file_id" integer,
	"completed_at" timestamp with time zone,
	"thumbnail_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "task_results_size_non_negative" CHECK ("task_results"."size" >= 0),
	CONSTRAINT "task_results_round_positive" CHECK ("task_results"."round" >= 1)
);
--> statement-breakpoint
ALTER TABLE "cloud_files" ADD COLUMN "thumbnail_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_delivered_by_users_id_fk" FOREIGN KEY ("delivered_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_results" ADD CONSTRAINT "task_results_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_results" ADD CONSTRAINT "task_results_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_results" ADD CONSTRAINT "task_results_original_file_id_cloud_files_id_fk" FOREIGN KEY ("original_file_id") REFERENCES "public"."cloud_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deliveries_task_round_unique" ON "deliveries" USING btree ("task_id","round");--> statement-breakpoint
CREATE UNIQUE INDEX "task_results_upload_unique" ON "task_results" USING btree ("upload_id");--> statement-breakpoint
CREATE INDEX "task_results_task_order_idx" ON "task_results" USING btree ("task_id","round","name","id");