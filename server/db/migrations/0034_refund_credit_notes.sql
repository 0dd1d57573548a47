DROP INDEX "tax_documents_order_kind_key";--> statement-breakpoint
ALTER TABLE "tax_documents" ADD COLUMN "refund_id" integer;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_refund_key" ON "tax_documents" USING btree ("refund_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_order_kind_key" ON "tax_documents" USING btree ("order_id","kind") WHERE "tax_documents"."refund_id" is null;