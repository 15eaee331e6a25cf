ALTER TABLE "onix_imports" ADD COLUMN "warned" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "onix_imports" ADD COLUMN "warnings" jsonb DEFAULT '[]'::jsonb NOT NULL;