CREATE TABLE "item_words" (
	"item_id" integer NOT NULL,
	"word" text NOT NULL,
	"zone_id" integer NOT NULL,
	"module_id" integer NOT NULL,
	"order_count" integer NOT NULL,
	"store_id" integer NOT NULL,
	CONSTRAINT "item_words_item_id_word_pk" PRIMARY KEY("item_id","word")
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "item_words_scope_idx" ON "item_words" USING btree ("zone_id","module_id","word","order_count" DESC NULLS FIRST,"item_id" DESC NULLS FIRST,"store_id");
--> statement-breakpoint
-- The vocabulary's words holding a term, found from their trigrams.
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);
--> statement-breakpoint
-- The postings kept as items change, a statement's rows at once (transition tables): an inserted
-- active item adds its words; a deleted one drops them; an update rewrites the words of the rows
-- whose name, status, scope, store or popularity changed (a stock change rewrites nothing).
-- Every new word joins the vocabulary.
CREATE OR REPLACE FUNCTION souk_item_words() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM item_words AS w USING old_rows AS o WHERE w.item_id = o.id;
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM item_words AS w
      WHERE w.item_id IN (SELECT a.id FROM new_rows AS a JOIN old_rows AS b ON b.id = a.id
        WHERE (a.search_name, a.status, a.zone_id, a.module_id, a.store_id, a.order_count)
          IS DISTINCT FROM (b.search_name, b.status, b.zone_id, b.module_id, b.store_id, b.order_count));
    INSERT INTO item_words (item_id, word, zone_id, module_id, order_count, store_id)
      SELECT DISTINCT n.id, t.word, n.zone_id, n.module_id, n.order_count, n.store_id
      FROM new_rows AS n, string_to_table(n.search_name, ' ') AS t(word)
      WHERE n.id IN (SELECT a.id FROM new_rows AS a JOIN old_rows AS b ON b.id = a.id
        WHERE (a.search_name, a.status, a.zone_id, a.module_id, a.store_id, a.order_count)
          IS DISTINCT FROM (b.search_name, b.status, b.zone_id, b.module_id, b.store_id, b.order_count)) AND n.status = 1 AND t.word <> '';
    INSERT INTO search_words (word)
      SELECT DISTINCT t.word FROM new_rows AS n, string_to_table(n.search_name, ' ') AS t(word)
      WHERE n.id IN (SELECT a.id FROM new_rows AS a JOIN old_rows AS b ON b.id = a.id WHERE a.search_name IS DISTINCT FROM b.search_name) AND t.word <> ''
      ON CONFLICT (word) DO NOTHING;
    RETURN NULL;
  END IF;
  INSERT INTO item_words (item_id, word, zone_id, module_id, order_count, store_id)
    SELECT DISTINCT n.id, t.word, n.zone_id, n.module_id, n.order_count, n.store_id
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
CREATE TRIGGER items_words_insert AFTER INSERT ON items REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION souk_item_words();
--> statement-breakpoint
CREATE TRIGGER items_words_update AFTER UPDATE ON items REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION souk_item_words();
--> statement-breakpoint
CREATE TRIGGER items_words_delete AFTER DELETE ON items REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION souk_item_words();
--> statement-breakpoint
-- the items already there
INSERT INTO item_words (item_id, word, zone_id, module_id, order_count, store_id)
  SELECT DISTINCT i.id, t.word, i.zone_id, i.module_id, i.order_count, i.store_id
  FROM items AS i, string_to_table(i.search_name, ' ') AS t(word)
  WHERE i.status = 1 AND t.word <> '';
--> statement-breakpoint
INSERT INTO search_words (word)
  SELECT DISTINCT t.word FROM items AS i, string_to_table(i.search_name, ' ') AS t(word) WHERE t.word <> ''
  ON CONFLICT (word) DO NOTHING;
