ALTER TABLE "payment_intents" ALTER COLUMN "status" SET DEFAULT 'pending';--> statement-breakpoint
-- Intents from before reservations held no stock: they count as expired, so a step 2 still to come takes the stock then (decision 0014).
UPDATE "payment_intents" SET "status" = 'expired' WHERE "status" NOT IN ('paid', 'expired', 'cancelled', 'refunded');--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
UPDATE "payment_intents" SET "expires_at" = "created_at";--> statement-breakpoint
ALTER TABLE "payment_intents" ALTER COLUMN "expires_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "captured_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "payment_id" text;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "refund_id" text;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "refund_paise" integer;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "payment_intents_pending_expiry_idx" ON "payment_intents" USING btree ("expires_at") WHERE "payment_intents"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "payment_intents" ADD CONSTRAINT "payment_intents_status" CHECK ("payment_intents"."status" in ('pending', 'paid', 'expired', 'cancelled', 'refunded'));
