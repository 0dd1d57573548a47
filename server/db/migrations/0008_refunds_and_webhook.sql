CREATE TABLE "payment_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"event" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "refund_due_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "payment_intents_refund_due_idx" ON "payment_intents" USING btree ("refund_due_at") WHERE "payment_intents"."refund_due_at" is not null and "payment_intents"."status" <> 'refunded';