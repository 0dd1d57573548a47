-- Custom (decision 0036): search's documents and words are kept from the catalog by statement
-- triggers in the writing transaction, as product_search is (migration 0007), so a change
-- made by the API, the seed, the operator's CLI or plain SQL is searchable at its commit, in
-- every process. Text is lowered and unaccented, and anything but a letter or a digit splits
-- words, the same way the server reads what a shopper typed (server/catalog/search-text.ts).
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION statefront_search_text(raw text) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT btrim(regexp_replace(lower(unaccent(coalesce(raw, ''))), '[^a-z0-9]+', ' ', 'g'));
$$;
--> statement-breakpoint
-- The documents of the touched products, made again from their rows, written where they
-- changed; their words join search_words. A product that no longer exists is skipped (its
-- document goes with it, ON DELETE CASCADE).
CREATE OR REPLACE FUNCTION statefront_search_refresh(touched int[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  WITH tag_names AS (
    SELECT pt.product_id AS id, string_agg(t.title, ' ') AS names
      FROM product_tags pt JOIN tags t ON t.id = pt.tag_id
      WHERE pt.product_id = ANY(touched) GROUP BY pt.product_id
  ), value_names AS (
    SELECT v.product_id AS id, string_agg(DISTINCT av.title, ' ') AS names
      FROM variants v JOIN variant_values vv ON vv.variant_id = v.id JOIN attribute_values av ON av.id = vv.attribute_value_id
      WHERE v.product_id = ANY(touched) GROUP BY v.product_id
  ), texts AS MATERIALIZED (
    SELECT p.id,
      statefront_search_text(p.title) AS title,
      statefront_search_text(concat_ws(' ', b.title, c1.title, c2.title, c3.title, tn.names, vn.names)) AS labels,
      statefront_search_text(p.short_description || ' ' || regexp_replace(p.description_html, '<[^>]*>', ' ', 'g')) AS prose
    FROM products p
      JOIN brands b ON b.id = p.brand_id
      JOIN categories c1 ON c1.id = p.category_id
      JOIN categories c2 ON c2.id = p.subcategory_id
      LEFT JOIN categories c3 ON c3.id = p.subsubcategory_id
      LEFT JOIN tag_names tn ON tn.id = p.id
      LEFT JOIN value_names vn ON vn.id = p.id
    WHERE p.id = ANY(touched)
  ), words AS (
    SELECT DISTINCT w FROM texts, regexp_split_to_table(texts.title || ' ' || texts.labels || ' ' || texts.prose, ' ') AS w
  ), new_words AS (
    INSERT INTO search_words (word, lexeme)
      SELECT w, coalesce((tsvector_to_array(to_tsvector('english', w)))[1], '') FROM words
      WHERE w <> '' AND NOT EXISTS (SELECT 1 FROM search_words s WHERE s.word = words.w)
      ON CONFLICT (word) DO NOTHING
  )
  INSERT INTO search_documents (product_id, document)
    SELECT id, setweight(to_tsvector('english', title), 'A')
        || setweight(to_tsvector('english', labels), 'B')
        || setweight(to_tsvector('english', prose), 'D')
      FROM texts
    ON CONFLICT (product_id) DO UPDATE SET document = excluded.document
      WHERE search_documents.document IS DISTINCT FROM excluded.document;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION statefront_search_products_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM statefront_search_refresh(ARRAY(SELECT id FROM added));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_search_document_added AFTER INSERT ON products REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION statefront_search_products_added();
--> statement-breakpoint
-- Only products whose searched columns changed: an order's stock or sale count leaves documents alone.
CREATE OR REPLACE FUNCTION statefront_search_products_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM statefront_search_refresh(ARRAY(
    SELECT c.id FROM changed c JOIN previous o ON o.id = c.id
    WHERE (c.title, c.brand_id, c.category_id, c.subcategory_id, c.subsubcategory_id, c.short_description, c.description_html)
      IS DISTINCT FROM (o.title, o.brand_id, o.category_id, o.subcategory_id, o.subsubcategory_id, o.short_description, o.description_html)));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_search_document_changed AFTER UPDATE ON products REFERENCING OLD TABLE AS previous NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION statefront_search_products_changed();
--> statement-breakpoint
-- A product's tags and its variants' values: the products of the rows added or removed.
CREATE OR REPLACE FUNCTION statefront_search_tags_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM statefront_search_refresh(ARRAY(SELECT DISTINCT product_id FROM added));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION statefront_search_tags_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM statefront_search_refresh(ARRAY(SELECT DISTINCT product_id FROM removed));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER product_tags_search_added AFTER INSERT ON product_tags REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION statefront_search_tags_added();
--> statement-breakpoint
CREATE TRIGGER product_tags_search_removed AFTER DELETE ON product_tags REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION statefront_search_tags_removed();
--> statement-breakpoint
CREATE TRIGGER variants_search_removed AFTER DELETE ON variants REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION statefront_search_tags_removed();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION statefront_search_values_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM statefront_search_refresh(ARRAY(SELECT DISTINCT v.product_id FROM added a JOIN variants v ON v.id = a.variant_id));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION statefront_search_values_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM statefront_search_refresh(ARRAY(SELECT DISTINCT v.product_id FROM removed r JOIN variants v ON v.id = r.variant_id));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER variant_values_search_added AFTER INSERT ON variant_values REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION statefront_search_values_added();
--> statement-breakpoint
CREATE TRIGGER variant_values_search_removed AFTER DELETE ON variant_values REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION statefront_search_values_removed();
--> statement-breakpoint
-- A renamed brand, category, tag or attribute value: every product that shows the name.
CREATE OR REPLACE FUNCTION statefront_search_names_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  renamed int[] := ARRAY(SELECT c.id FROM changed c JOIN previous o ON o.id = c.id WHERE c.title IS DISTINCT FROM o.title);
BEGIN
  IF cardinality(renamed) = 0 THEN
    RETURN NULL;
  END IF;
  PERFORM statefront_search_refresh(CASE TG_TABLE_NAME
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
--> statement-breakpoint
DO $$
DECLARE
  named text;
BEGIN
  FOREACH named IN ARRAY ARRAY['brands', 'categories', 'tags', 'attribute_values'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS previous NEW TABLE AS changed
      FOR EACH STATEMENT EXECUTE FUNCTION statefront_search_names_changed()', named || '_search_renamed', named);
  END LOOP;
END
$$;
--> statement-breakpoint
-- The synonyms are catalog data: a change reaches every process's search like any other (migration 0002).
CREATE TRIGGER search_synonyms_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON search_synonyms
  FOR EACH STATEMENT EXECUTE FUNCTION statefront_catalog_changed();
--> statement-breakpoint
INSERT INTO search_synonyms (word, means) VALUES
  ('kurti', 'kurta'),
  ('sari', 'saree'),
  ('tee', 'top'),
  ('tshirt', 't-shirt'),
  ('sneakers', 'shoes'),
  ('trainers', 'sneakers'),
  ('shoes', 'footwear'),
  ('purse', 'handbag, clutch'),
  ('frock', 'dress'),
  ('gown', 'maxi dress'),
  ('pants', 'trousers'),
  ('denim', 'jeans'),
  ('jhumki', 'jhumkas'),
  ('chappal', 'flats, sandals');
--> statement-breakpoint
SELECT statefront_search_refresh(ARRAY(SELECT id FROM products));
