CREATE TABLE "report_days" (
	"day" date NOT NULL,
	"status" smallint NOT NULL,
	"editor_id" integer NOT NULL,
	"qa_id" integer NOT NULL,
	"product_group_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"created_jobs" integer DEFAULT 0 NOT NULL,
	"created_files" bigint DEFAULT 0 NOT NULL,
	"completed_jobs" integer DEFAULT 0 NOT NULL,
	"completed_files" bigint DEFAULT 0 NOT NULL,
	"first_pass_jobs" integer DEFAULT 0 NOT NULL,
	"revenue" numeric DEFAULT '0' NOT NULL,
	"editor_pay" numeric DEFAULT '0' NOT NULL,
	"qa_pay" numeric DEFAULT '0' NOT NULL,
	CONSTRAINT "report_days_day_status_editor_id_qa_id_product_group_id_customer_id_pk" PRIMARY KEY("day","status","editor_id","qa_id","product_group_id","customer_id")
);
