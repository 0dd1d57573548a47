-- Decision 0061: a category's version, raised by each change the back office makes to it, so a change sent from an
-- older one is refused rather than written over another's.
ALTER TABLE "categories" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
