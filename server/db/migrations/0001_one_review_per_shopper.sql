-- A database from before this migration may hold several reviews by one shopper of one product: keep the latest.
DELETE FROM "reviews" AS "older" USING "reviews" AS "newer"
WHERE "older"."user_id" IS NOT NULL
  AND "older"."product_id" = "newer"."product_id"
  AND "older"."user_id" = "newer"."user_id"
  AND "older"."id" < "newer"."id";--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_product_user_key" ON "reviews" USING btree ("product_id","user_id");
