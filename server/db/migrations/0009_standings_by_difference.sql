CREATE TABLE "standings_counted" (
	"user_id" uuid NOT NULL,
	"source_id" text NOT NULL,
	"contribution" jsonb NOT NULL,
	CONSTRAINT "standings_counted_user_id_source_id_pk" PRIMARY KEY("user_id","source_id")
);
--> statement-breakpoint
CREATE TABLE "standings_dirty_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "board_scores" DROP CONSTRAINT "board_scores_board_id_boosted_pk";--> statement-breakpoint
ALTER TABLE "board_scores" ADD COLUMN "correct" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "board_scores" ADD CONSTRAINT "board_scores_board_id_boosted_correct_pk" PRIMARY KEY("board_id","boosted","correct");--> statement-breakpoint
ALTER TABLE "standings" ADD COLUMN "entries" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "standings_dirty" ADD COLUMN "full" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The standings are now moved by differences from what each thing counted: they are rebuilt from scratch
-- by the next refresh (every settled event and every player with bonus points or daily picks is marked).
TRUNCATE "standings", "board_scores", "standings_dirty";--> statement-breakpoint
INSERT INTO "standings_dirty_events" ("event_id") SELECT DISTINCT "event_id" FROM "outcome_settlements" ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "standings_dirty" ("user_id", "full")
  SELECT "user_id", true FROM "ledger_entries" WHERE "kind" = 'bonus'
  UNION SELECT "user_id", true FROM "daily_picks" WHERE "result" IS NOT NULL
  ON CONFLICT DO NOTHING;
