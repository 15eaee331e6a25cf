ALTER TABLE "documents" ADD COLUMN "held_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "copies_released" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "documents_held_until_idx" ON "documents" USING btree ("held_until") WHERE "documents"."held_until" is not null;