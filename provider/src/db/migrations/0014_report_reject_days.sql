CREATE TABLE "report_reject_days" (
	"day" date NOT NULL,
	"editor_id" integer NOT NULL,
	"qa_id" integer NOT NULL,
	"rejections" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "report_reject_days_day_editor_id_qa_id_pk" PRIMARY KEY("day","editor_id","qa_id")
);
