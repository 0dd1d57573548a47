DROP INDEX "products_selling_price_idx";--> statement-breakpoint
DROP INDEX "products_created_idx";--> statement-breakpoint
DROP INDEX "products_sold_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "rating_tenths" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "review_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Custom (the listing's sorts): products carries its review figures for the rating sort,
-- kept from reviews by the statement triggers below, as product_search is kept from
-- products (migration 0007). The figure is the rounded average a card shows, in tenths,
-- so the order a shopper sees never puts a 4.2 above a 4.3.
UPDATE "products" p SET "rating_tenths" = r.tenths, "review_count" = r.total
  FROM (SELECT product_id, round(avg(rating) * 10)::int AS tenths, count(*)::int AS total FROM reviews GROUP BY product_id) r
  WHERE p.id = r.product_id;
--> statement-breakpoint
CREATE INDEX "products_rating_idx" ON "products" USING btree ("rating_tenths" DESC NULLS FIRST,"review_count" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "products_selling_price_idx" ON "products" USING btree ("selling_price_paise","id");--> statement-breakpoint
CREATE INDEX "products_created_idx" ON "products" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "products_sold_idx" ON "products" USING btree ("sold_count" DESC NULLS FIRST,"id");--> statement-breakpoint
-- The review figures of the products a statement on reviews touched, counted again from
-- reviews (a product whose last review went counts 0), written only where they changed.
CREATE OR REPLACE FUNCTION statefront_review_figures(touched int[]) RETURNS void LANGUAGE sql AS $$
  UPDATE products p SET rating_tenths = f.tenths, review_count = f.total
    FROM (SELECT t.id, coalesce(round(avg(r.rating) * 10)::int, 0) AS tenths, count(r.id)::int AS total
          FROM unnest(touched) AS t(id) LEFT JOIN reviews r ON r.product_id = t.id GROUP BY t.id) f
    WHERE p.id = f.id AND (p.rating_tenths, p.review_count) IS DISTINCT FROM (f.tenths, f.total);
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION statefront_reviews_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM statefront_review_figures(ARRAY(SELECT DISTINCT product_id FROM added));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION statefront_reviews_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM statefront_review_figures(ARRAY(SELECT DISTINCT product_id FROM removed));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION statefront_reviews_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM statefront_review_figures(ARRAY(SELECT product_id FROM added UNION SELECT product_id FROM removed));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER reviews_figures_added AFTER INSERT ON reviews REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION statefront_reviews_added();
--> statement-breakpoint
CREATE TRIGGER reviews_figures_removed AFTER DELETE ON reviews REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION statefront_reviews_removed();
--> statement-breakpoint
CREATE TRIGGER reviews_figures_changed AFTER UPDATE ON reviews REFERENCING NEW TABLE AS added OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION statefront_reviews_changed();
