ALTER TABLE "returns" ADD COLUMN "received_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "returns" ADD COLUMN "restocked" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- A return asked for before the shop waited for the goods was refunded and credited when asked: it counts as received.
UPDATE "returns" SET "received_at" = "created_at";
