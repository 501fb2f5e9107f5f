CREATE TABLE "bundle_redemptions" (
	"bundle_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"redeemed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bundle_redemptions_bundle_id_user_id_pk" PRIMARY KEY("bundle_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "bundles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"bonus_points" integer DEFAULT 0 NOT NULL,
	"multipliers" integer DEFAULT 0 NOT NULL,
	"extra_predictions" integer DEFAULT 0 NOT NULL,
	"premium_days" integer DEFAULT 0 NOT NULL,
	"max_redemptions" integer,
	"redemption_count" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bundles_code_unique" UNIQUE("code"),
	CONSTRAINT "bundles_redemption_limit" CHECK ("bundles"."max_redemptions" is null or "bundles"."redemption_count" <= "bundles"."max_redemptions")
);
--> statement-breakpoint
CREATE TABLE "premium_entitlements" (
	"user_id" uuid NOT NULL,
	"source" text NOT NULL,
	"until" timestamp with time zone NOT NULL,
	CONSTRAINT "premium_entitlements_user_id_source_pk" PRIMARY KEY("user_id","source")
);
--> statement-breakpoint
ALTER TABLE "bundle_redemptions" ADD CONSTRAINT "bundle_redemptions_bundle_id_bundles_id_fk" FOREIGN KEY ("bundle_id") REFERENCES "public"."bundles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bundle_redemptions" ADD CONSTRAINT "bundle_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bundles" ADD CONSTRAINT "bundles_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "premium_entitlements" ADD CONSTRAINT "premium_entitlements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bundle_redemptions_user_idx" ON "bundle_redemptions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "premium_entitlements_until_idx" ON "premium_entitlements" USING btree ("until");