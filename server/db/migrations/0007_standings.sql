CREATE TABLE "board_scores" (
	"board_id" integer NOT NULL,
	"boosted" integer NOT NULL,
	"players" integer NOT NULL,
	"above" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "board_scores_board_id_boosted_pk" PRIMARY KEY("board_id","boosted")
);
--> statement-breakpoint
CREATE TABLE "boards" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "boards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"period" smallint NOT NULL,
	"period_key" text NOT NULL,
	"scope" smallint NOT NULL,
	"scope_key" text NOT NULL,
	CONSTRAINT "boards_key_unique" UNIQUE("period","period_key","scope","scope_key")
);
--> statement-breakpoint
CREATE TABLE "standings" (
	"board_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"boosted" integer NOT NULL,
	"total" integer NOT NULL,
	"correct" integer NOT NULL,
	CONSTRAINT "standings_user_id_board_id_pk" PRIMARY KEY("user_id","board_id")
);
--> statement-breakpoint
CREATE TABLE "standings_dirty" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "standings_order_idx" ON "standings" USING btree ("board_id","boosted" DESC NULLS LAST,"correct" DESC NULLS LAST,"total" DESC NULLS LAST,"user_id");