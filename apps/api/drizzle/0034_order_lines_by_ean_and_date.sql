-- Lines carry their document's type and creation date (neither changes after creation), so that an
-- order search by EAN takes its first page from one index. Filled once here, then by the triggers.
ALTER TABLE "document_items" ADD COLUMN "document_type" text;--> statement-breakpoint
ALTER TABLE "document_items" ADD COLUMN "document_created_at" timestamp with time zone;--> statement-breakpoint
UPDATE "document_items" SET "document_type" = "documents"."type", "document_created_at" = "documents"."created_at"
  FROM "documents" WHERE "documents"."id" = "document_items"."document_id";--> statement-breakpoint
ALTER TABLE "document_items" ALTER COLUMN "document_type" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "document_items" ALTER COLUMN "document_type" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "document_items" ALTER COLUMN "document_created_at" SET DEFAULT now();--> statement-breakpoint
ALTER TABLE "document_items" ALTER COLUMN "document_created_at" SET NOT NULL;--> statement-breakpoint
CREATE FUNCTION "document_items_copy_document"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT "type", "created_at" INTO NEW."document_type", NEW."document_created_at"
    FROM "documents" WHERE "id" = NEW."document_id";
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "document_items_copy_document" BEFORE INSERT OR UPDATE OF "document_id", "document_type", "document_created_at"
  ON "document_items" FOR EACH ROW EXECUTE FUNCTION "document_items_copy_document"();--> statement-breakpoint
CREATE FUNCTION "documents_copy_to_items"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "document_items" SET "document_type" = NEW."type", "document_created_at" = NEW."created_at"
    WHERE "document_id" = NEW."id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "documents_copy_to_items" AFTER UPDATE OF "type", "created_at" ON "documents" FOR EACH ROW
  WHEN (OLD."type" IS DISTINCT FROM NEW."type" OR OLD."created_at" IS DISTINCT FROM NEW."created_at")
  EXECUTE FUNCTION "documents_copy_to_items"();--> statement-breakpoint
DROP INDEX "document_items_ean_idx";--> statement-breakpoint
CREATE INDEX "document_items_ean_created_idx" ON "document_items" USING btree ("ean","document_type","document_created_at","document_id");
