CREATE TABLE "report_flow_days" (
	"day" date NOT NULL,
	"status" smallint NOT NULL,
	"delta" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "report_flow_days_day_status_pk" PRIMARY KEY("day","status")
);
