-- Custom (decision 0043): a bulk writer's transaction builds each touched product's search
-- document once, at its end, instead of at every statement that touches the product (an
-- import writes products, then their tags, then their variants' values: three documents
-- each). While the transaction-local setting statefront.search_deferred is on, the triggers
-- of migration 0015 note the touched products in search_pending (migration 0022) and
-- statefront_search_flush() makes their documents; the first note queues a deferred
-- constraint trigger that flushes at commit, so no deferring transaction, from the code or
-- plain SQL, commits with a document left to make. Every other writer is as before.

-- What every search trigger calls with the products its statement touched: their documents
-- now, or, in a transaction deferring search, a note of them for its flush. The setting is
-- NULL where never set and '' once a transaction that set it has ended: only 'on' defers.
-- The columns a listing sorts by are still copied at each statement, deferred or not
-- (statefront_search_keys_changed): a product's row is right but for its document.
CREATE OR REPLACE FUNCTION statefront_search_touched(touched int[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(touched) = 0 THEN
    RETURN;
  END IF;
  IF current_setting('statefront.search_deferred', true) IS DISTINCT FROM 'on' THEN
    PERFORM statefront_search_refresh(touched);
    RETURN;
  END IF;
  INSERT INTO search_deferrals (xact) VALUES (txid_current()) ON CONFLICT DO NOTHING;
  INSERT INTO search_pending (xact, product_id) SELECT txid_current(), unnest(touched) ON CONFLICT DO NOTHING;
END
$$;
--> statement-breakpoint
-- The documents this transaction still owes, made in one statement, and its notes gone.
CREATE OR REPLACE FUNCTION statefront_search_flush() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  owed int[];
BEGIN
  DELETE FROM search_deferrals WHERE xact = txid_current_if_assigned();
  WITH taken AS (DELETE FROM search_pending WHERE xact = txid_current_if_assigned() RETURNING product_id)
    SELECT coalesce(array_agg(product_id), '{}') INTO owed FROM taken;
  PERFORM statefront_search_refresh(owed);
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION statefront_search_deferral_ends() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM statefront_search_flush();
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Fires at commit for the transaction's row of search_deferrals (even when a flush already
-- took it): whatever its writer did or forgot, the documents are made before the commit.
CREATE CONSTRAINT TRIGGER search_deferrals_flushed AFTER INSERT ON search_deferrals
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION statefront_search_deferral_ends();
--> statement-breakpoint
-- The triggers of migration 0015, each now calling statefront_search_touched.
CREATE OR REPLACE FUNCTION statefront_search_products_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM statefront_search_touched(ARRAY(SELECT id FROM added));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION statefront_search_products_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM statefront_search_touched(ARRAY(
    SELECT c.id FROM changed c JOIN previous o ON o.id = c.id
    WHERE (c.title, c.brand_id, c.category_id, c.subcategory_id, c.subsubcategory_id, c.short_description, c.description_html)
      IS DISTINCT FROM (o.title, o.brand_id, o.category_id, o.subcategory_id, o.subsubcategory_id, o.short_description, o.description_html)));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION statefront_search_tags_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM statefront_search_touched(ARRAY(SELECT DISTINCT product_id FROM added));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION statefront_search_tags_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM statefront_search_touched(ARRAY(SELECT DISTINCT product_id FROM removed));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION statefront_search_values_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM statefront_search_touched(ARRAY(SELECT DISTINCT v.product_id FROM added a JOIN variants v ON v.id = a.variant_id));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION statefront_search_values_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM statefront_search_touched(ARRAY(SELECT DISTINCT v.product_id FROM removed r JOIN variants v ON v.id = r.variant_id));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION statefront_search_names_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  renamed int[] := ARRAY(SELECT c.id FROM changed c JOIN previous o ON o.id = c.id WHERE c.title IS DISTINCT FROM o.title);
BEGIN
  IF cardinality(renamed) = 0 THEN
    RETURN NULL;
  END IF;
  PERFORM statefront_search_touched(CASE TG_TABLE_NAME
    WHEN 'brands' THEN ARRAY(SELECT id FROM products WHERE brand_id = ANY(renamed))
    WHEN 'categories' THEN ARRAY(SELECT id FROM products
      WHERE category_id = ANY(renamed) OR subcategory_id = ANY(renamed) OR subsubcategory_id = ANY(renamed))
    WHEN 'tags' THEN ARRAY(SELECT DISTINCT product_id FROM product_tags WHERE tag_id = ANY(renamed))
    ELSE ARRAY(SELECT DISTINCT v.product_id FROM variant_values vv JOIN variants v ON v.id = vv.variant_id
      WHERE vv.attribute_value_id = ANY(renamed))
  END);
  RETURN NULL;
END
$$;
