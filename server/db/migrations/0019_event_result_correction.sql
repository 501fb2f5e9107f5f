ALTER TABLE "events" ADD COLUMN "result_corrected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "void_reason" text;