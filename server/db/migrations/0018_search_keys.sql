ALTER TABLE "search_documents" ADD COLUMN "title_lower" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "search_documents" ADD COLUMN "category_id" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "search_documents" ADD COLUMN "subcategory_id" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "search_documents" ADD COLUMN "subsubcategory_id" integer;--> statement-breakpoint
ALTER TABLE "search_documents" ADD COLUMN "brand_id" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "search_documents" ADD COLUMN "selling_price_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "search_documents" ADD COLUMN "sold_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "search_documents" ADD COLUMN "rating_tenths" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "search_documents" ADD COLUMN "review_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "search_documents" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;