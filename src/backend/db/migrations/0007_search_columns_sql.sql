-- Search: the folded names kept in a stored generated column, with the trigram index on it
-- (the search reads the column instead of folding every name of every row it looks at).
ALTER TABLE items ADD COLUMN IF NOT EXISTS search_name text GENERATED ALWAYS AS (souk_fold(name || ' ' || name_ar)) STORED;
--> statement-breakpoint
ALTER TABLE stores ADD COLUMN IF NOT EXISTS search_name text GENERATED ALWAYS AS (souk_fold(name || ' ' || name_ar)) STORED;
--> statement-breakpoint
DROP INDEX IF EXISTS items_search_trgm_idx;
--> statement-breakpoint
DROP INDEX IF EXISTS stores_search_trgm_idx;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS items_search_name_trgm_idx ON items USING gin (search_name gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS stores_search_name_trgm_idx ON stores USING gin (search_name gin_trgm_ops);
