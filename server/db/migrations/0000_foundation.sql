CREATE TABLE "competitions" (
	"key" text PRIMARY KEY NOT NULL,
	"sport_id" text NOT NULL,
	"title" text NOT NULL,
	"display_name" text NOT NULL,
	"has_outrights" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"market_types" text[] NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	CONSTRAINT "email_types_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "sports" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"odds_group" text NOT NULL,
	"colour" text NOT NULL,
	"text_color" text NOT NULL,
	"bordered" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "competitions" ADD CONSTRAINT "competitions_sport_id_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "public"."sports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "competitions_sport_id_idx" ON "competitions" USING btree ("sport_id");