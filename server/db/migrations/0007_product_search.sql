CREATE TABLE "product_search" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"title_lower" text NOT NULL,
	"sold_count" integer NOT NULL,
	"category_id" integer NOT NULL,
	"subcategory_id" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_search" ADD CONSTRAINT "product_search_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Custom (decision 0017): products keeps product_search in step, in the same statement's
-- transaction, so a search never sees a title, a sale count or a category the products
-- table no longer has. Statement triggers with transition tables: a seed of 20 000
-- products or an order's stock update is one INSERT or UPDATE here, not one per row.
-- A deleted product's row goes with it (ON DELETE CASCADE above).
INSERT INTO "product_search" ("product_id", "title_lower", "sold_count", "category_id", "subcategory_id")
  SELECT "id", "title_lower", "sold_count", "category_id", "subcategory_id" FROM "products";
--> statement-breakpoint
CREATE INDEX "product_search_title_lower_trgm_idx" ON "product_search" USING gin ("title_lower" gin_trgm_ops) WITH (fastupdate=false);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION statefront_product_search_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_search (product_id, title_lower, sold_count, category_id, subcategory_id)
    SELECT id, title_lower, sold_count, category_id, subcategory_id FROM added;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_search_added AFTER INSERT ON products REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION statefront_product_search_added();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION statefront_product_search_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Only rows whose searched columns changed: a price or a description leaves product_search alone.
  UPDATE product_search s
    SET title_lower = c.title_lower, sold_count = c.sold_count, category_id = c.category_id, subcategory_id = c.subcategory_id
    FROM changed c
    WHERE s.product_id = c.id
      AND (s.title_lower, s.sold_count, s.category_id, s.subcategory_id)
        IS DISTINCT FROM (c.title_lower, c.sold_count, c.category_id, c.subcategory_id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_search_changed AFTER UPDATE ON products REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION statefront_product_search_changed();
