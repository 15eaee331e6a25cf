ALTER TABLE "document_items" ADD COLUMN "rebates" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "shipping_rebates" jsonb DEFAULT '[]'::jsonb NOT NULL;