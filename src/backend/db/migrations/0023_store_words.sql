CREATE TABLE "store_words" (
	"store_id" integer NOT NULL,
	"word" text NOT NULL,
	"zone_id" integer NOT NULL,
	"module_id" integer NOT NULL,
	"order_count" integer NOT NULL,
	CONSTRAINT "store_words_store_id_word_pk" PRIMARY KEY("store_id","word")
);
--> statement-breakpoint
CREATE INDEX "store_words_scope_idx" ON "store_words" USING btree ("zone_id","module_id","word","order_count" DESC NULLS FIRST,"store_id");
--> statement-breakpoint
-- The stores' postings kept as stores change, as items' are (0022_search_words): a statement's rows
-- at once; an update rewrites the words of the rows whose name, status, scope or popularity changed.
CREATE OR REPLACE FUNCTION souk_store_words() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM store_words AS w USING old_rows AS o WHERE w.store_id = o.id;
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM store_words AS w
      WHERE w.store_id IN (SELECT a.id FROM new_rows AS a JOIN old_rows AS b ON b.id = a.id
        WHERE (a.search_name, a.status, a.zone_id, a.module_id, a.order_count)
          IS DISTINCT FROM (b.search_name, b.status, b.zone_id, b.module_id, b.order_count));
    INSERT INTO store_words (store_id, word, zone_id, module_id, order_count)
      SELECT DISTINCT n.id, t.word, n.zone_id, n.module_id, n.order_count
      FROM new_rows AS n, string_to_table(n.search_name, ' ') AS t(word)
      WHERE n.id IN (SELECT a.id FROM new_rows AS a JOIN old_rows AS b ON b.id = a.id
        WHERE (a.search_name, a.status, a.zone_id, a.module_id, a.order_count)
          IS DISTINCT FROM (b.search_name, b.status, b.zone_id, b.module_id, b.order_count)) AND n.status = 1 AND t.word <> '';
    INSERT INTO search_words (word)
      SELECT DISTINCT t.word FROM new_rows AS n, string_to_table(n.search_name, ' ') AS t(word)
      WHERE n.id IN (SELECT a.id FROM new_rows AS a JOIN old_rows AS b ON b.id = a.id WHERE a.search_name IS DISTINCT FROM b.search_name) AND t.word <> ''
      ON CONFLICT (word) DO NOTHING;
    RETURN NULL;
  END IF;
  INSERT INTO store_words (store_id, word, zone_id, module_id, order_count)
    SELECT DISTINCT n.id, t.word, n.zone_id, n.module_id, n.order_count
    FROM new_rows AS n, string_to_table(n.search_name, ' ') AS t(word)
    WHERE n.status = 1 AND t.word <> '';
  INSERT INTO search_words (word)
    SELECT DISTINCT t.word FROM new_rows AS n, string_to_table(n.search_name, ' ') AS t(word)
    WHERE t.word <> ''
    ON CONFLICT (word) DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER stores_words_insert AFTER INSERT ON stores REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION souk_store_words();
--> statement-breakpoint
CREATE TRIGGER stores_words_update AFTER UPDATE ON stores REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION souk_store_words();
--> statement-breakpoint
CREATE TRIGGER stores_words_delete AFTER DELETE ON stores REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION souk_store_words();
--> statement-breakpoint
-- the stores already there
INSERT INTO store_words (store_id, word, zone_id, module_id, order_count)
  SELECT DISTINCT s.id, t.word, s.zone_id, s.module_id, s.order_count
  FROM stores AS s, string_to_table(s.search_name, ' ') AS t(word)
  WHERE s.status = 1 AND t.word <> '';
--> statement-breakpoint
INSERT INTO search_words (word)
  SELECT DISTINCT t.word FROM stores AS s, string_to_table(s.search_name, ' ') AS t(word) WHERE t.word <> ''
  ON CONFLICT (word) DO NOTHING;
