ALTER TABLE "mail_outbox" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
-- A shopper's erasure (decision 0058) replaces her personal data in the records of her orders and messages, in its own
-- transaction, which says so with SET LOCAL statefront.erasing; every other update and every delete is still refused.
CREATE OR REPLACE FUNCTION "activity_kept"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND current_setting('statefront.erasing', true) = 'on' THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'the record of changes is kept as written' USING ERRCODE = 'insufficient_privilege';
END $$;
