CREATE TABLE "dev_clock_offsets" (
	"clock" text PRIMARY KEY NOT NULL,
	"offset_ms" bigint NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
