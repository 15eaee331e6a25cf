ALTER TABLE "products" ADD COLUMN "second_hand" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "document_items" ADD COLUMN "second_hand" boolean DEFAULT false NOT NULL;