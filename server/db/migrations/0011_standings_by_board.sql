DROP INDEX "standings_order_idx";--> statement-breakpoint
ALTER TABLE "standings" DROP CONSTRAINT "standings_user_id_board_id_pk";--> statement-breakpoint
ALTER TABLE "standings" ADD CONSTRAINT "standings_board_id_user_id_pk" PRIMARY KEY("board_id","user_id");--> statement-breakpoint
CREATE INDEX "standings_order_idx" ON "standings" USING btree ("board_id","boosted" DESC NULLS LAST,"correct" DESC NULLS LAST,"total" DESC NULLS LAST);