ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_prediction_id_predictions_id_fk";
--> statement-breakpoint
-- Added by hand (drizzle cannot express storage parameters): room in each page lets settlement's updates of
-- unindexed columns stay on the page (HOT), skipping every index write. Applies to pages written from now on.
ALTER TABLE "predictions" SET (fillfactor = 75);
