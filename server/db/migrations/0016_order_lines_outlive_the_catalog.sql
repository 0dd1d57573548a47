ALTER TABLE "order_lines" DROP CONSTRAINT "order_lines_product_id_products_id_fk";
--> statement-breakpoint
ALTER TABLE "order_lines" DROP CONSTRAINT "order_lines_variant_id_variants_id_fk";
