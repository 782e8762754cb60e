CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(translate("name", 'đĐAàÀáÁảẢãÃạẠăĂằẰắẮẳẲẵẴặẶâÂầẦấẤẩẨẫẪậẬEèÈéÉẻẺẽẼẹẸêÊềỀếẾểỂễỄệỆIìÌíÍỉỈĩĨịỊOòÒóÓỏỎõÕọỌôÔồỒốỐổỔỗỖộỘơƠờỜớỚởỞỡỠợỢUùÙúÚủỦũŨụỤưƯừỪứỨửỬữỮựỰYỳỲýÝỷỶỹỸỵỴ', 'ddaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaeeeeeeeeeeeeeeeeeeeeeeeiiiiiiiiiiiooooooooooooooooooooooooooooooooooouuuuuuuuuuuuuuuuuuuuuuuyyyyyyyyyyy'))) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(translate("name", 'đĐAàÀáÁảẢãÃạẠăĂằẰắẮẳẲẵẴặẶâÂầẦấẤẩẨẫẪậẬEèÈéÉẻẺẽẼẹẸêÊềỀếẾểỂễỄệỆIìÌíÍỉỈĩĨịỊOòÒóÓỏỎõÕọỌôÔồỒốỐổỔỗỖộỘơƠờỜớỚởỞỡỠợỢUùÙúÚủỦũŨụỤưƯừỪứỨửỬữỮựỰYỳỲýÝỷỶỹỸỵỴ', 'ddaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaeeeeeeeeeeeeeeeeeeeeeeeiiiiiiiiiiiooooooooooooooooooooooooooooooooooouuuuuuuuuuuuuuuuuuuuuuuyyyyyyyyyyy'))) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "units" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(translate("name", 'đĐAàÀáÁảẢãÃạẠăĂằẰắẮẳẲẵẴặẶâÂầẦấẤẩẨẫẪậẬEèÈéÉẻẺẽẼẹẸêÊềỀếẾểỂễỄệỆIìÌíÍỉỈĩĨịỊOòÒóÓỏỎõÕọỌôÔồỒốỐổỔỗỖộỘơƠờỜớỚởỞỡỠợỢUùÙúÚủỦũŨụỤưƯừỪứỨửỬữỮựỰYỳỲýÝỷỶỹỸỵỴ', 'ddaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaeeeeeeeeeeeeeeeeeeeeeeeiiiiiiiiiiiooooooooooooooooooooooooooooooooooouuuuuuuuuuuuuuuuuuuuuuuyyyyyyyyyyy'))) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cloud_users" ADD COLUMN "awaiting_approval" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "cloud_users" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(translate("account" || ' ' || coalesce("last_name", '') || ' ' || coalesce("first_name", ''), 'đĐAàÀáÁảẢãÃạẠăĂằẰắẮẳẲẵẴặẶâÂầẦấẤẩẨẫẪậẬEèÈéÉẻẺẽẼẹẸêÊềỀếẾểỂễỄệỆIìÌíÍỉỈĩĨịỊOòÒóÓỏỎõÕọỌôÔồỒốỐổỔỗỖộỘơƠờỜớỚởỞỡỠợỢUùÙúÚủỦũŨụỤưƯừỪứỨửỬữỮựỰYỳỲýÝỷỶỹỸỵỴ', 'ddaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaeeeeeeeeeeeeeeeeeeeeeeeiiiiiiiiiiiooooooooooooooooooooooooooooooooooouuuuuuuuuuuuuuuuuuuuuuuyyyyyyyyyyy'))) STORED;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(translate("name" || ' ' || coalesce("phone", '') || ' ' || coalesce("email", ''), 'đĐAàÀáÁảẢãÃạẠăĂằẰắẮẳẲẵẴặẶâÂầẦấẤẩẨẫẪậẬEèÈéÉẻẺẽẼẹẸêÊềỀếẾểỂễỄệỆIìÌíÍỉỈĩĨịỊOòÒóÓỏỎõÕọỌôÔồỒốỐổỔỗỖộỘơƠờỜớỚởỞỡỠợỢUùÙúÚủỦũŨụỤưƯừỪứỨửỬữỮựỰYỳỲýÝỷỶỹỸỵỴ', 'ddaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaeeeeeeeeeeeeeeeeeeeeeeeiiiiiiiiiiiooooooooooooooooooooooooooooooooooouuuuuuuuuuuuuuuuuuuuuuuyyyyyyyyyyy'))) STORED;--> statement-breakpoint
ALTER TABLE "product_groups" ADD COLUMN "category_id" integer;--> statement-breakpoint
ALTER TABLE "product_groups" ADD COLUMN "unit_id" integer;--> statement-breakpoint
ALTER TABLE "product_groups" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(translate("name", 'đĐAàÀáÁảẢãÃạẠăĂằẰắẮẳẲẵẴặẶâÂầẦấẤẩẨẫẪậẬEèÈéÉẻẺẽẼẹẸêÊềỀếẾểỂễỄệỆIìÌíÍỉỈĩĨịỊOòÒóÓỏỎõÕọỌôÔồỒốỐổỔỗỖộỘơƠờỜớỚởỞỡỠợỢUùÙúÚủỦũŨụỤưƯừỪứỨửỬữỮựỰYỳỲýÝỷỶỹỸỵỴ', 'ddaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaeeeeeeeeeeeeeeeeeeeeeeeiiiiiiiiiiiooooooooooooooooooooooooooooooooooouuuuuuuuuuuuuuuuuuuuuuuyyyyyyyyyyy'))) STORED;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "must_change_password" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "rejected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(translate("last_name" || ' ' || "first_name" || ' ' || "email", 'đĐAàÀáÁảẢãÃạẠăĂằẰắẮẳẲẵẴặẶâÂầẦấẤẩẨẫẪậẬEèÈéÉẻẺẽẼẹẸêÊềỀếẾểỂễỄệỆIìÌíÍỉỈĩĨịỊOòÒóÓỏỎõÕọỌôÔồỒốỐổỔỗỖộỘơƠờỜớỚởỞỡỠợỢUùÙúÚủỦũŨụỤưƯừỪứỨửỬữỮựỰYỳỲýÝỷỶỹỸỵỴ', 'ddaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaeeeeeeeeeeeeeeeeeeeeeeeiiiiiiiiiiiooooooooooooooooooooooooooooooooooouuuuuuuuuuuuuuuuuuuuuuuyyyyyyyyyyy'))) STORED;--> statement-breakpoint
CREATE UNIQUE INDEX "categories_name_unique" ON "categories" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "locations_name_unique" ON "locations" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "units_name_unique" ON "units" USING btree (lower("name"));--> statement-breakpoint
ALTER TABLE "product_groups" ADD CONSTRAINT "product_groups_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_groups" ADD CONSTRAINT "product_groups_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;