CREATE TABLE "cloud_batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"cloud_user_id" integer NOT NULL,
	"name" text NOT NULL,
	"request" text DEFAULT '' NOT NULL,
	"task_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cloud_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"batch_id" integer NOT NULL,
	"cloud_user_id" integer NOT NULL,
	"upload_id" text NOT NULL,
	"name" text NOT NULL,
	"relative_path" text DEFAULT '' NOT NULL,
	"size" bigint NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cloud_files_size_non_negative" CHECK ("cloud_files"."size" >= 0)
);
--> statement-breakpoint
ALTER TABLE "cloud_batches" ADD CONSTRAINT "cloud_batches_cloud_user_id_cloud_users_id_fk" FOREIGN KEY ("cloud_user_id") REFERENCES "public"."cloud_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cloud_batches" ADD CONSTRAINT "cloud_batches_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cloud_files" ADD CONSTRAINT "cloud_files_batch_id_cloud_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."cloud_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cloud_files" ADD CONSTRAINT "cloud_files_cloud_user_id_cloud_users_id_fk" FOREIGN KEY ("cloud_user_id") REFERENCES "public"."cloud_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cloud_batches_owner_idx" ON "cloud_batches" USING btree ("cloud_user_id","created_at");--> statement-breakpoint
CREATE INDEX "cloud_batches_task_idx" ON "cloud_batches" USING btree ("task_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cloud_files_upload_unique" ON "cloud_files" USING btree ("upload_id");--> statement-breakpoint
CREATE INDEX "cloud_files_batch_idx" ON "cloud_files" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "cloud_files_owner_idx" ON "cloud_files" USING btree ("cloud_user_id","created_at");