CREATE TABLE "bot_picks" (
	"bot" smallint NOT NULL,
	"event_id" text NOT NULL,
	"gameweek" text NOT NULL,
	"competition_key" text NOT NULL,
	"season_id" text,
	"market_key" text NOT NULL,
	"outcome_name" text NOT NULL,
	"probability" double precision NOT NULL,
	"points" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bot_picks_bot_event_id_pk" PRIMARY KEY("bot","event_id")
);
--> statement-breakpoint
CREATE TABLE "bot_standings" (
	"board_id" integer NOT NULL,
	"bot" smallint NOT NULL,
	"boosted" integer NOT NULL,
	"total" integer NOT NULL,
	"correct" integer NOT NULL,
	CONSTRAINT "bot_standings_board_id_bot_pk" PRIMARY KEY("board_id","bot")
);
--> statement-breakpoint
ALTER TABLE "bot_picks" ADD CONSTRAINT "bot_picks_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bot_picks" ADD CONSTRAINT "bot_picks_competition_key_competitions_key_fk" FOREIGN KEY ("competition_key") REFERENCES "public"."competitions"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bot_picks" ADD CONSTRAINT "bot_picks_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bot_picks_event_idx" ON "bot_picks" USING btree ("event_id");