-- Custom: product_search is gone (migration 0020; search reads search_documents, decision
-- 0036), and with it the statement triggers on products that kept it, which cost every sale
-- a second write for a table nothing read.
DROP TRIGGER IF EXISTS products_search_added ON products;
--> statement-breakpoint
DROP TRIGGER IF EXISTS products_search_changed ON products;
--> statement-breakpoint
DROP FUNCTION IF EXISTS statefront_product_search_added();
--> statement-breakpoint
DROP FUNCTION IF EXISTS statefront_product_search_changed();
