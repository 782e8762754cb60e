-- Hot paths (docs/decisions/data-hot-paths.md). pg_trgm ships with PostgreSQL's contrib and with
-- PGlite (loaded in db/client.ts); it is a trusted extension, so the database owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
-- Login compares lower(account): accounts equal but for letter case were one login already (the
-- first found won). Before the unique index on lower(account), every such account but the oldest
-- gets its id appended ('KhachHang' -> 'KhachHang-17'): nothing is deleted, and an admin sees the
-- new name in /nguoi-dung-cloud.
UPDATE "cloud_users" AS later SET "account" = later."account" || '-' || later."id"
WHERE EXISTS (SELECT 1 FROM "cloud_users" AS older WHERE lower(older."account") = lower(later."account") AND older."id" < later."id");--> statement-breakpoint
DROP INDEX "chat_room_members_user_idx";--> statement-breakpoint
DROP INDEX "cloud_files_batch_idx";--> statement-breakpoint
DROP INDEX "cloud_users_account_unique";--> statement-breakpoint
CREATE INDEX "chat_room_members_user_room_idx" ON "chat_room_members" USING btree ("user_id","room_id");--> statement-breakpoint
CREATE INDEX "cloud_batches_name_trgm_idx" ON "cloud_batches" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "cloud_files_batch_order_idx" ON "cloud_files" USING btree ("batch_id","relative_path","name","id");--> statement-breakpoint
CREATE INDEX "cloud_files_name_trgm_idx" ON "cloud_files" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "cloud_users_account_lower_unique" ON "cloud_users" USING btree (lower("account"));--> statement-breakpoint
CREATE INDEX "cloud_users_search_trgm_idx" ON "cloud_users" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_search_trgm_idx" ON "customers" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."is_read" = false;--> statement-breakpoint
CREATE INDEX "tasks_task_name_trgm_idx" ON "tasks" USING gin ("task_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tasks_product_name_trgm_idx" ON "tasks" USING gin ("product_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tasks_product_code_trgm_idx" ON "tasks" USING gin ("product_code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin ("search_text" gin_trgm_ops);