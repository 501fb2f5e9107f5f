CREATE TABLE "credits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"type_id" integer NOT NULL,
	"value" integer NOT NULL,
	"competition_key" text,
	"expires_at" timestamp with time zone,
	"source" text NOT NULL,
	"grant_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"redeemed_at" timestamp with time zone,
	"redeemed_gameweek" text,
	"redeemed_prediction_id" uuid,
	"redeem_request_id" text
);
--> statement-breakpoint
CREATE TABLE "daily_challenges" (
	"day" text PRIMARY KEY NOT NULL,
	"event_id" text NOT NULL,
	"chosen_by" text NOT NULL,
	"chosen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "daily_picks" (
	"user_id" uuid NOT NULL,
	"day" text NOT NULL,
	"event_id" text NOT NULL,
	"outcome_name" text NOT NULL,
	"probability" double precision NOT NULL,
	"points" integer NOT NULL,
	"result" text,
	"result_reason" text,
	"base_points" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "daily_picks_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "job_runs" (
	"job" text NOT NULL,
	"run_key" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"detail" jsonb,
	CONSTRAINT "job_runs_job_run_key_pk" PRIMARY KEY("job","run_key")
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"prediction_id" uuid,
	"credit_id" uuid,
	"kind" text NOT NULL,
	"gameweek" text NOT NULL,
	"competition_key" text,
	"scored_at" timestamp with time zone NOT NULL,
	"base" integer DEFAULT 0 NOT NULL,
	"boosted" integer DEFAULT 0 NOT NULL,
	"detail" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "predictions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"event_id" text NOT NULL,
	"competition_key" text NOT NULL,
	"game" text NOT NULL,
	"gameweek" text NOT NULL,
	"season_id" text,
	"market_key" text NOT NULL,
	"line" double precision,
	"outcome_name" text NOT NULL,
	"probability" double precision NOT NULL,
	"points" integer NOT NULL,
	"multiplier" integer DEFAULT 1 NOT NULL,
	"result" text,
	"result_reason" text,
	"base_points" integer DEFAULT 0 NOT NULL,
	"boosted_points" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "seasons" (
	"id" text PRIMARY KEY NOT NULL,
	"competition_key" text NOT NULL,
	"label" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"archived_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "lock_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "season_id" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "winner" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "settled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "credits" ADD CONSTRAINT "credits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credits" ADD CONSTRAINT "credits_competition_key_competitions_key_fk" FOREIGN KEY ("competition_key") REFERENCES "public"."competitions"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credits" ADD CONSTRAINT "credits_redeemed_prediction_id_predictions_id_fk" FOREIGN KEY ("redeemed_prediction_id") REFERENCES "public"."predictions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_challenges" ADD CONSTRAINT "daily_challenges_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_picks" ADD CONSTRAINT "daily_picks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_picks" ADD CONSTRAINT "daily_picks_day_daily_challenges_day_fk" FOREIGN KEY ("day") REFERENCES "public"."daily_challenges"("day") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_picks" ADD CONSTRAINT "daily_picks_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_prediction_id_predictions_id_fk" FOREIGN KEY ("prediction_id") REFERENCES "public"."predictions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "predictions" ADD CONSTRAINT "predictions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "predictions" ADD CONSTRAINT "predictions_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "predictions" ADD CONSTRAINT "predictions_competition_key_competitions_key_fk" FOREIGN KEY ("competition_key") REFERENCES "public"."competitions"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "predictions" ADD CONSTRAINT "predictions_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seasons" ADD CONSTRAINT "seasons_competition_key_competitions_key_fk" FOREIGN KEY ("competition_key") REFERENCES "public"."competitions"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credits_user_idx" ON "credits" USING btree ("user_id","type_id");--> statement-breakpoint
CREATE UNIQUE INDEX "credits_grant_key_unique" ON "credits" USING btree ("user_id","grant_key");--> statement-breakpoint
CREATE UNIQUE INDEX "credits_redeem_request_unique" ON "credits" USING btree ("user_id","redeem_request_id");--> statement-breakpoint
CREATE INDEX "daily_picks_event_idx" ON "daily_picks" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_user_gameweek_idx" ON "ledger_entries" USING btree ("user_id","gameweek");--> statement-breakpoint
CREATE INDEX "ledger_entries_prediction_idx" ON "ledger_entries" USING btree ("prediction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "predictions_live_per_event_unique" ON "predictions" USING btree ("user_id","event_id") WHERE "predictions"."removed_at" is null;--> statement-breakpoint
CREATE INDEX "predictions_user_gameweek_idx" ON "predictions" USING btree ("user_id","gameweek");--> statement-breakpoint
CREATE INDEX "predictions_event_idx" ON "predictions" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "seasons_competition_idx" ON "seasons" USING btree ("competition_key","starts_at");--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE no action ON UPDATE no action;