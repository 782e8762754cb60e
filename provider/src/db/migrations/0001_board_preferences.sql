CREATE TABLE "user_board_preferences" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"column_order" text[] NOT NULL,
	"hidden_columns" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_board_preferences" ADD CONSTRAINT "user_board_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;