-- Catalogue search (French, accent-insensitive). unaccent() is only STABLE, so it is wrapped in
-- IMMUTABLE functions that the search column and the trigram indexes can use.
CREATE OR REPLACE FUNCTION catalog_fold(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, lower(value)) $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalog_author_names(authors jsonb) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT coalesce(string_agg(author->>'name', ' '), '') FROM jsonb_array_elements(coalesce(authors, '[]'::jsonb)) AS author $$;
--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION colophon_french (COPY = pg_catalog.french);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION colophon_french
  ALTER MAPPING FOR hword, hword_part, word WITH public.unaccent, french_stem;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalog_search_document(
  title text, subtitle text, authors jsonb, publishers text[], collections text[], series text[], summary text
) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT setweight(to_tsvector('public.colophon_french'::regconfig, coalesce(title, '')), 'A')
      || setweight(to_tsvector('public.colophon_french'::regconfig,
           coalesce(subtitle, '') || ' ' || catalog_author_names(authors)), 'B')
      || setweight(to_tsvector('public.colophon_french'::regconfig,
           array_to_string(coalesce(publishers, '{}') || coalesce(collections, '{}') || coalesce(series, '{}'), ' ')), 'C')
      || setweight(to_tsvector('public.colophon_french'::regconfig, coalesce(summary, '')), 'D')
  $$;
