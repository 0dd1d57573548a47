-- Custom (decision 0036): search_documents keeps products' columns a search filters, ranks,
-- sorts and pages by (migration 0016), so a search reads products only for the page it
-- shows. The document's refresh writes them with the document, and a change of any of them
-- (a price, a sale, a review's rating, a category) is copied in the writing statement.
CREATE OR REPLACE FUNCTION statefront_search_refresh(touched int[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- A sale or a price change touches no document: its statement then plans and runs none of this.
  IF cardinality(touched) = 0 THEN
    RETURN;
  END IF;
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
    WHERE p.id = ANY(touched)
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
CREATE OR REPLACE FUNCTION statefront_search_keys_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE search_documents d
    SET title_lower = c.title_lower, category_id = c.category_id, subcategory_id = c.subcategory_id,
      subsubcategory_id = c.subsubcategory_id, brand_id = c.brand_id, selling_price_paise = c.selling_price_paise,
      sold_count = c.sold_count, rating_tenths = c.rating_tenths, review_count = c.review_count, created_at = c.created_at
    FROM changed c
    WHERE d.product_id = c.id
      AND (d.title_lower, d.category_id, d.subcategory_id, d.subsubcategory_id, d.brand_id, d.selling_price_paise,
          d.sold_count, d.rating_tenths, d.review_count, d.created_at)
        IS DISTINCT FROM (c.title_lower, c.category_id, c.subcategory_id, c.subsubcategory_id, c.brand_id, c.selling_price_paise,
          c.sold_count, c.rating_tenths, c.review_count, c.created_at);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_search_keys_changed AFTER UPDATE ON products REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION statefront_search_keys_changed();
--> statement-breakpoint
UPDATE search_documents d
  SET title_lower = p.title_lower, category_id = p.category_id, subcategory_id = p.subcategory_id,
    subsubcategory_id = p.subsubcategory_id, brand_id = p.brand_id, selling_price_paise = p.selling_price_paise,
    sold_count = p.sold_count, rating_tenths = p.rating_tenths, review_count = p.review_count, created_at = p.created_at
  FROM products p
  WHERE p.id = d.product_id;
