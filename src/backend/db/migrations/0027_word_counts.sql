CREATE TABLE "word_counts" (
	"zone_id" integer NOT NULL,
	"module_id" integer NOT NULL,
	"word" text NOT NULL,
	"items" integer DEFAULT 0 NOT NULL,
	"stores" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "word_counts_zone_id_module_id_word_pk" PRIMARY KEY("zone_id","module_id","word")
);
--> statement-breakpoint
-- Each zone's, module's and word's item postings of active stores (the ones a search reads: items
-- of a store whose status is not 1 are left out), kept as item_words and stores change, a
-- statement's rows at once (transition tables), so that a search's total reads a row per zone and
-- word instead of counting up to a thousand postings a call (at 100 times the demo catalogue on
-- PGlite, `pizza` in a zone counted 576 postings, half of its statement's time). The postings change only when an
-- item's name, status, scope, store or popularity does (0022_search_words), so an order or a stock
-- change writes no count; a store's postings are added or taken away when it becomes active or
-- stops being so.
CREATE OR REPLACE FUNCTION souk_count_words() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  -- the stores' rows are held until the end of the transaction, so that a store switched on or off
  -- at the same time is counted once its change is seen, in its trigger or in this one
  IF TG_OP <> 'DELETE' THEN
    PERFORM 1 FROM stores WHERE id IN (SELECT DISTINCT store_id FROM new_rows) ORDER BY id FOR SHARE;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    PERFORM 1 FROM stores WHERE id IN (SELECT DISTINCT store_id FROM old_rows) ORDER BY id FOR SHARE;
  END IF;
  IF TG_OP = 'INSERT' THEN
    INSERT INTO word_counts AS c (zone_id, module_id, word, items)
      SELECT p.zone_id, p.module_id, p.word, count(*)::int FROM new_rows AS p JOIN stores AS s ON s.id = p.store_id AND s.status = 1
        GROUP BY p.zone_id, p.module_id, p.word
      ON CONFLICT (zone_id, module_id, word) DO UPDATE SET items = c.items + EXCLUDED.items;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO word_counts AS c (zone_id, module_id, word, items)
      SELECT p.zone_id, p.module_id, p.word, -count(*)::int FROM old_rows AS p JOIN stores AS s ON s.id = p.store_id AND s.status = 1
        GROUP BY p.zone_id, p.module_id, p.word
      ON CONFLICT (zone_id, module_id, word) DO UPDATE SET items = c.items + EXCLUDED.items;
  ELSE
    INSERT INTO word_counts AS c (zone_id, module_id, word, items)
      SELECT p.zone_id, p.module_id, p.word, sum(p.n)::int FROM (
        SELECT zone_id, module_id, word, store_id, 1 AS n FROM new_rows
        UNION ALL SELECT zone_id, module_id, word, store_id, -1 FROM old_rows
      ) AS p JOIN stores AS s ON s.id = p.store_id AND s.status = 1
        GROUP BY p.zone_id, p.module_id, p.word HAVING sum(p.n) <> 0
      ON CONFLICT (zone_id, module_id, word) DO UPDATE SET items = c.items + EXCLUDED.items;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER item_words_count_insert AFTER INSERT ON item_words REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION souk_count_words();
--> statement-breakpoint
CREATE TRIGGER item_words_count_update AFTER UPDATE ON item_words REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION souk_count_words();
--> statement-breakpoint
CREATE TRIGGER item_words_count_delete AFTER DELETE ON item_words REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION souk_count_words();
--> statement-breakpoint
-- A store that becomes active adds its items' postings; one that stops being active (or is
-- deleted while active) takes them away. Its items are found by items_store_idx, their postings by
-- item_words' key.
CREATE OR REPLACE FUNCTION souk_count_items_of_stores() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  INSERT INTO word_counts AS c (zone_id, module_id, word, items)
    SELECT p.zone_id, p.module_id, p.word, sum(s.n)::int FROM (
      SELECT a.id, 1 AS n FROM new_rows AS a JOIN old_rows AS b ON b.id = a.id WHERE a.status = 1 AND b.status <> 1
      UNION ALL SELECT a.id, -1 FROM new_rows AS a JOIN old_rows AS b ON b.id = a.id WHERE a.status <> 1 AND b.status = 1
    ) AS s JOIN items AS i ON i.store_id = s.id JOIN item_words AS p ON p.item_id = i.id AND p.store_id = s.id
      GROUP BY p.zone_id, p.module_id, p.word
    ON CONFLICT (zone_id, module_id, word) DO UPDATE SET items = c.items + EXCLUDED.items;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION souk_uncount_items_of_stores() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  INSERT INTO word_counts AS c (zone_id, module_id, word, items)
    SELECT p.zone_id, p.module_id, p.word, -count(*)::int
      FROM old_rows AS s JOIN items AS i ON i.store_id = s.id JOIN item_words AS p ON p.item_id = i.id AND p.store_id = s.id
      WHERE s.status = 1
      GROUP BY p.zone_id, p.module_id, p.word
    ON CONFLICT (zone_id, module_id, word) DO UPDATE SET items = c.items + EXCLUDED.items;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER stores_item_postings_count_update AFTER UPDATE ON stores REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION souk_count_items_of_stores();
--> statement-breakpoint
CREATE TRIGGER stores_item_postings_count_delete AFTER DELETE ON stores REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION souk_uncount_items_of_stores();
--> statement-breakpoint
-- And each one's store postings (store_words holds active stores only, 0023_store_words): the grill
-- store search at 100 times counted 62 of them for its page of twelve.
CREATE OR REPLACE FUNCTION souk_count_store_postings() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO word_counts AS c (zone_id, module_id, word, stores)
      SELECT zone_id, module_id, word, count(*)::int FROM new_rows GROUP BY zone_id, module_id, word
      ON CONFLICT (zone_id, module_id, word) DO UPDATE SET stores = c.stores + EXCLUDED.stores;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO word_counts AS c (zone_id, module_id, word, stores)
      SELECT zone_id, module_id, word, -count(*)::int FROM old_rows GROUP BY zone_id, module_id, word
      ON CONFLICT (zone_id, module_id, word) DO UPDATE SET stores = c.stores + EXCLUDED.stores;
  ELSE
    INSERT INTO word_counts AS c (zone_id, module_id, word, stores)
      SELECT zone_id, module_id, word, sum(n)::int FROM (
        SELECT zone_id, module_id, word, 1 AS n FROM new_rows
        UNION ALL SELECT zone_id, module_id, word, -1 FROM old_rows
      ) AS changes GROUP BY zone_id, module_id, word HAVING sum(n) <> 0
      ON CONFLICT (zone_id, module_id, word) DO UPDATE SET stores = c.stores + EXCLUDED.stores;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER store_words_count_insert AFTER INSERT ON store_words REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION souk_count_store_postings();
--> statement-breakpoint
CREATE TRIGGER store_words_count_update AFTER UPDATE ON store_words REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION souk_count_store_postings();
--> statement-breakpoint
CREATE TRIGGER store_words_count_delete AFTER DELETE ON store_words REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION souk_count_store_postings();
--> statement-breakpoint
-- the postings already there
INSERT INTO word_counts (zone_id, module_id, word, items, stores)
  SELECT zone_id, module_id, word, sum(i)::int, sum(s)::int FROM (
    SELECT p.zone_id, p.module_id, p.word, 1 AS i, 0 AS s FROM item_words AS p JOIN stores AS st ON st.id = p.store_id AND st.status = 1
    UNION ALL SELECT zone_id, module_id, word, 0, 1 FROM store_words
  ) AS postings GROUP BY zone_id, module_id, word;
