ALTER TABLE "users" ADD COLUMN "accepted_terms_version" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "accepted_terms_at" timestamp with time zone;