ALTER TABLE "stores" ADD COLUMN "items_count" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
-- A store's active items, kept on its row as items change, beside its active discounted items
-- (item_offers, 0019_store_offers), by one function instead of 0019's: each statement on items
-- adds its rows' changes to both at once (a statement-level trigger over its transition tables),
-- so that a list of stores shows each one's total_items from the rows it reads, without counting
-- the items of its page. A statement that moves no item in or out of either (a stock change, a
-- sale counted) writes no store.
DROP TRIGGER IF EXISTS items_store_offers_insert ON items;
--> statement-breakpoint
DROP TRIGGER IF EXISTS items_store_offers_update ON items;
--> statement-breakpoint
DROP TRIGGER IF EXISTS items_store_offers_delete ON items;
--> statement-breakpoint
DROP FUNCTION IF EXISTS souk_count_store_offers();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION souk_count_store_items() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE stores AS s SET items_count = s.items_count + c.items, item_offers = s.item_offers + c.offers
      FROM (SELECT store_id, count(*)::int AS items, count(*) FILTER (WHERE discount > 0)::int AS offers FROM new_rows WHERE status = 1 GROUP BY store_id) AS c
      WHERE s.id = c.store_id;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE stores AS s SET items_count = s.items_count - c.items, item_offers = s.item_offers - c.offers
      FROM (SELECT store_id, count(*)::int AS items, count(*) FILTER (WHERE discount > 0)::int AS offers FROM old_rows WHERE status = 1 GROUP BY store_id) AS c
      WHERE s.id = c.store_id;
  ELSE
    UPDATE stores AS s SET items_count = s.items_count + c.items, item_offers = s.item_offers + c.offers
      FROM (
        SELECT store_id, sum(items)::int AS items, sum(offers)::int AS offers FROM (
          SELECT store_id, 1 AS items, (discount > 0)::int AS offers FROM new_rows WHERE status = 1
          UNION ALL SELECT store_id, -1, -((discount > 0)::int) FROM old_rows WHERE status = 1
        ) AS changes GROUP BY store_id HAVING sum(items) <> 0 OR sum(offers) <> 0
      ) AS c
      WHERE s.id = c.store_id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER items_store_counts_insert AFTER INSERT ON items REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION souk_count_store_items();
--> statement-breakpoint
CREATE TRIGGER items_store_counts_update AFTER UPDATE ON items REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION souk_count_store_items();
--> statement-breakpoint
CREATE TRIGGER items_store_counts_delete AFTER DELETE ON items REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION souk_count_store_items();
--> statement-breakpoint
-- the items already there
UPDATE stores AS s SET items_count = c.n
  FROM (SELECT store_id, count(*)::int AS n FROM items WHERE status = 1 GROUP BY store_id) AS c WHERE s.id = c.store_id;
