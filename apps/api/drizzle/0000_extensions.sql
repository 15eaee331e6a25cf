-- drizzle-kit does not emit extensions: French full-text search (unaccent) and typo tolerance (pg_trgm).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
