CREATE TABLE "search_deferrals" (
	"xact" bigint PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_pending" (
	"xact" bigint NOT NULL,
	"product_id" integer NOT NULL,
	CONSTRAINT "search_pending_xact_product_id_pk" PRIMARY KEY("xact","product_id")
);
