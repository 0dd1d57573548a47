-- Custom migration (decision 0011): trigram search, and every write to a table the public
-- catalog answers from announces itself on the channel statefront_catalog, so every server
-- (and the operator CLI, and any SQL) invalidates the catalog caches of every process.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION statefront_catalog_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('statefront_catalog', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
DO $$
DECLARE
  catalog_table text;
BEGIN
  FOREACH catalog_table IN ARRAY ARRAY['categories', 'brands', 'tags', 'classifications', 'products', 'product_tags',
      'attributes', 'attribute_values', 'variants', 'variant_values', 'variant_images', 'reviews'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION statefront_catalog_changed()',
      catalog_table || '_catalog_changed', catalog_table);
  END LOOP;
END
$$;
