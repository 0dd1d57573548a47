CREATE TABLE "rate_limit_hits" (
	"bucket" text NOT NULL,
	"address" text NOT NULL,
	"resets_at" timestamp with time zone NOT NULL,
	"hits" integer NOT NULL,
	CONSTRAINT "rate_limit_hits_bucket_address_pk" PRIMARY KEY("bucket","address")
);
