CREATE TABLE "bookmaker_quotes" (
	"market_id" uuid NOT NULL,
	"bookmaker_key" text NOT NULL,
	"outcome_name" text NOT NULL,
	"price" double precision NOT NULL,
	"point" double precision,
	"last_update" timestamp with time zone NOT NULL,
	CONSTRAINT "bookmaker_quotes_market_id_bookmaker_key_outcome_name_pk" PRIMARY KEY("market_id","bookmaker_key","outcome_name")
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" text PRIMARY KEY NOT NULL,
	"competition_key" text NOT NULL,
	"commence_time" timestamp with time zone NOT NULL,
	"home_team" text,
	"away_team" text,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"gameweek" text NOT NULL,
	"scores" jsonb,
	"result_updated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "markets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" text NOT NULL,
	"key" text NOT NULL,
	"line" double precision,
	CONSTRAINT "markets_event_key_unique" UNIQUE("event_id","key")
);
--> statement-breakpoint
CREATE TABLE "outcomes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"market_id" uuid NOT NULL,
	"name" text NOT NULL,
	"probability" double precision,
	"books_used" integer DEFAULT 0 NOT NULL,
	"points" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outcomes_market_name_unique" UNIQUE("market_id","name")
);
--> statement-breakpoint
ALTER TABLE "bookmaker_quotes" ADD CONSTRAINT "bookmaker_quotes_market_id_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."markets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_competition_key_competitions_key_fk" FOREIGN KEY ("competition_key") REFERENCES "public"."competitions"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "markets" ADD CONSTRAINT "markets_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outcomes" ADD CONSTRAINT "outcomes_market_id_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."markets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "events_competition_commence_idx" ON "events" USING btree ("competition_key","commence_time");--> statement-breakpoint
CREATE INDEX "events_gameweek_commence_idx" ON "events" USING btree ("gameweek","commence_time");