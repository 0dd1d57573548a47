CREATE TABLE "payment_mismatches" (
	"payment_id" text PRIMARY KEY NOT NULL,
	"intent_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"refund_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_mismatches" ADD CONSTRAINT "payment_mismatches_intent_id_payment_intents_id_fk" FOREIGN KEY ("intent_id") REFERENCES "public"."payment_intents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_mismatches_intent_idx" ON "payment_mismatches" USING btree ("intent_id");