-- Search: trigram matching of item and store names in both languages (pg_trgm), folded to
-- lower case without Latin accents or Arabic diacritics, with alef, yaa and taa marbuta forms
-- made one, so that "Creme", "crème" and "CRÈME" or "أرز" and "ارز" find the same names.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION souk_fold(value text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT translate(lower(value), 'àáâãäåāÀÁÂÃÄÅĀçćčÇĆČèéêëēÈÉÊËĒìíîïīÌÍÎÏĪñÑòóôõöøōÒÓÔÕÖØŌùúûüūÙÚÛÜŪýÿÝşŞğĞأإآٱىةؤئًٌٍَُِّْٰـ', 'aaaaaaaaaaaaaacccccceeeeeeeeeeiiiiiiiiiinnoooooooooooooouuuuuuuuuuyyyssggاااايهوي') $$;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS items_search_trgm_idx ON items USING gin (souk_fold(name || ' ' || name_ar) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS stores_search_trgm_idx ON stores USING gin (souk_fold(name || ' ' || name_ar) gin_trgm_ops);
