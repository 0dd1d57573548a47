ALTER TABLE "products" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- Custom (decision 0066): a draft (published false) has no search document, so search, suggestions and a search's
-- listing never meet it; publishing it again makes its document. Migration 0019's refresh, with the draft left out.
CREATE OR REPLACE FUNCTION statefront_search_refresh(touched int[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- A sale or a price change touches no document: its statement then plans and runs none of this.
  IF cardinality(touched) = 0 THEN
    RETURN;
  END IF;
  -- A draft has no document: search and suggestions never meet it (decision 0066).
  DELETE FROM search_documents d USING products p
    WHERE d.product_id = ANY(touched) AND p.id = d.product_id AND NOT p.published;
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
      statefront_search_text(p.short_description || ' ' || regexp_replace(p.description_html, '<[^>]*>', ' ', 'g')) AS prose,
      p.title_lower, p.category_id, p.subcategory_id, p.subsubcategory_id, p.brand_id, p.selling_price_paise,
      p.sold_count, p.rating_tenths, p.review_count, p.created_at
    FROM products p
      JOIN brands b ON b.id = p.brand_id
      JOIN categories c1 ON c1.id = p.category_id
      JOIN categories c2 ON c2.id = p.subcategory_id
      LEFT JOIN categories c3 ON c3.id = p.subsubcategory_id
      LEFT JOIN tag_names tn ON tn.id = p.id
      LEFT JOIN value_names vn ON vn.id = p.id
    WHERE p.id = ANY(touched) AND p.published
  ), words AS (
    SELECT DISTINCT w FROM texts, regexp_split_to_table(texts.title || ' ' || texts.labels || ' ' || texts.prose, ' ') AS w
  ), new_words AS (
    INSERT INTO search_words (word, lexeme)
      SELECT w, coalesce((tsvector_to_array(to_tsvector('english', w)))[1], '') FROM words
      WHERE w <> '' AND NOT EXISTS (SELECT 1 FROM search_words s WHERE s.word = words.w)
      ON CONFLICT (word) DO NOTHING
  )
  INSERT INTO search_documents (product_id, document, title_lower, category_id, subcategory_id, subsubcategory_id,
      brand_id, selling_price_paise, sold_count, rating_tenths, review_count, created_at)
    SELECT id, setweight(to_tsvector('english', title), 'A')
        || setweight(to_tsvector('english', labels), 'B')
        || setweight(to_tsvector('english', prose), 'D'),
      title_lower, category_id, subcategory_id, subsubcategory_id, brand_id, selling_price_paise,
      sold_count, rating_tenths, review_count, created_at
      FROM texts
    -- Its columns too, so a renamed product's row is written once: the trigger that copies
    -- them on their own change (statefront_search_keys_changed) then finds nothing to do.
    ON CONFLICT (product_id) DO UPDATE SET document = excluded.document, title_lower = excluded.title_lower,
      category_id = excluded.category_id, subcategory_id = excluded.subcategory_id, subsubcategory_id = excluded.subsubcategory_id,
      brand_id = excluded.brand_id, selling_price_paise = excluded.selling_price_paise, sold_count = excluded.sold_count,
      rating_tenths = excluded.rating_tenths, review_count = excluded.review_count, created_at = excluded.created_at
      WHERE search_documents.document IS DISTINCT FROM excluded.document;
END
$$;

--> statement-breakpoint
-- Migration 0023's trigger on products, which now also makes or drops the document when a product is published or not.
CREATE OR REPLACE FUNCTION statefront_search_products_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM statefront_search_touched(ARRAY(
    SELECT c.id FROM changed c JOIN previous o ON o.id = c.id
    WHERE (c.title, c.brand_id, c.category_id, c.subcategory_id, c.subsubcategory_id, c.short_description, c.description_html, c.published)
      IS DISTINCT FROM (o.title, o.brand_id, o.category_id, o.subcategory_id, o.subsubcategory_id, o.short_description, o.description_html, o.published)));
  RETURN NULL;
END
$$;
