CREATE TABLE "search_documents" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"document" "tsvector" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_misses" (
	"text" text NOT NULL,
	"day" date NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "search_misses_text_day_pk" PRIMARY KEY("text","day")
);
--> statement-breakpoint
CREATE TABLE "search_synonyms" (
	"word" text PRIMARY KEY NOT NULL,
	"means" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL,
	"lexeme" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "search_documents" ADD CONSTRAINT "search_documents_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_documents_document_idx" ON "search_documents" USING gin ("document") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "search_misses_day_idx" ON "search_misses" USING btree ("day");