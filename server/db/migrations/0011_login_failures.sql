CREATE TABLE "login_failures" (
	"account" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	"refused" boolean NOT NULL
);
