CREATE TABLE "mail_templates" (
	"kind" text PRIMARY KEY NOT NULL,
	"subject" text,
	"intro" text,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
