CREATE TABLE "delivery_results" (
	"delivery_id" integer NOT NULL,
	"result_id" integer NOT NULL,
	CONSTRAINT "delivery_results_delivery_id_result_id_pk" PRIMARY KEY("delivery_id","result_id")
);
--> statement-breakpoint
ALTER TABLE "delivery_results" ADD CONSTRAINT "delivery_results_delivery_id_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_results" ADD CONSTRAINT "delivery_results_result_id_task_results_id_fk" FOREIGN KEY ("result_id") REFERENCES "public"."task_results"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_results_result_unique" ON "delivery_results" USING btree ("result_id");--> statement-breakpoint
-- Deliveries made before this record published their round's finished results: record those (docs/decisions/delivery.md).
INSERT INTO "delivery_results" ("delivery_id", "result_id")
SELECT d."id", r."id" FROM "deliveries" d JOIN "task_results" r ON r."task_id" = d."task_id" AND r."round" = d."round" AND r."completed_at" IS NOT NULL;
