CREATE TABLE "outcome_settlements" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outcome_settlements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"event_id" text NOT NULL,
	"market_key" text NOT NULL,
	"line" double precision,
	"outcome_name" text NOT NULL,
	"gameweek" text NOT NULL,
	"result" text NOT NULL,
	"result_reason" text,
	"scored_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "predictions_event_idx";--> statement-breakpoint
ALTER TABLE "outcome_settlements" ADD CONSTRAINT "outcome_settlements_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outcome_settlements_event_idx" ON "outcome_settlements" USING btree ("event_id","id");--> statement-breakpoint
CREATE INDEX "predictions_event_group_idx" ON "predictions" USING btree ("event_id","market_key","line","outcome_name","gameweek","removed_at");--> statement-breakpoint
-- Added by hand: the settlement history already written per pick becomes per outcome. Each (outcome group,
-- moment) of the old settled/void/corrected entries is one decision of that group's result; the picks'
-- entries follow from those rows again (server/modules/picks/pick-standing.ts), so they are deleted.
INSERT INTO "outcome_settlements" ("event_id", "market_key", "line", "outcome_name", "gameweek", "result", "result_reason", "scored_at", "created_at")
SELECT DISTINCT ON (p."event_id", p."market_key", p."line", p."outcome_name", p."gameweek", l."created_at")
  p."event_id", p."market_key", p."line", p."outcome_name", p."gameweek",
  l."detail" -> 'result' ->> 'kind', l."detail" -> 'result' ->> 'reason', l."scored_at", l."created_at"
FROM "ledger_entries" l JOIN "predictions" p ON p."id" = l."prediction_id"
WHERE l."kind" IN ('settled', 'void', 'corrected')
ORDER BY p."event_id", p."market_key", p."line", p."outcome_name", p."gameweek", l."created_at", l."id";--> statement-breakpoint
DELETE FROM "ledger_entries" WHERE "kind" IN ('settled', 'void', 'corrected');--> statement-breakpoint
ALTER TABLE "predictions" DROP COLUMN "result";--> statement-breakpoint
ALTER TABLE "predictions" DROP COLUMN "result_reason";--> statement-breakpoint
ALTER TABLE "predictions" DROP COLUMN "base_points";--> statement-breakpoint
ALTER TABLE "predictions" DROP COLUMN "boosted_points";