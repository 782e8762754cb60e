CREATE TABLE "pay_period_lines" (
	"period_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"full_name" text NOT NULL,
	"role_id" integer,
	"jobs" integer NOT NULL,
	"files" integer NOT NULL,
	"pay" numeric(18, 2) NOT NULL,
	CONSTRAINT "pay_period_lines_period_id_user_id_pk" PRIMARY KEY("period_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "pay_periods" (
	"id" serial PRIMARY KEY NOT NULL,
	"month" text NOT NULL,
	"closed" boolean DEFAULT false NOT NULL,
	"closed_by" integer,
	"closed_at" timestamp with time zone,
	"reopened_by" integer,
	"reopened_at" timestamp with time zone,
	CONSTRAINT "pay_periods_month_format" CHECK ("pay_periods"."month" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$')
);
--> statement-breakpoint
ALTER TABLE "pay_period_lines" ADD CONSTRAINT "pay_period_lines_period_id_pay_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."pay_periods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_period_lines" ADD CONSTRAINT "pay_period_lines_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_periods" ADD CONSTRAINT "pay_periods_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_periods" ADD CONSTRAINT "pay_periods_reopened_by_users_id_fk" FOREIGN KEY ("reopened_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pay_periods_month_unique" ON "pay_periods" USING btree ("month");