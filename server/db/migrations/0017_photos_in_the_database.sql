CREATE TABLE "photo_widths" (
	"hash" text NOT NULL,
	"width" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "photo_widths_hash_width_pk" PRIMARY KEY("hash","width")
);
--> statement-breakpoint
CREATE TABLE "photos" (
	"hash" text PRIMARY KEY NOT NULL,
	"ext" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "photos_ext" CHECK ("photos"."ext" in ('jpg', 'png', 'webp'))
);
--> statement-breakpoint
ALTER TABLE "photo_widths" ADD CONSTRAINT "photo_widths_hash_photos_hash_fk" FOREIGN KEY ("hash") REFERENCES "public"."photos"("hash") ON DELETE cascade ON UPDATE no action;