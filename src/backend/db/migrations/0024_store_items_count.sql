ALTER TABLE "stores" ADD COLUMN "items_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- A store's active items, kept on its row as items change (each statement on items adds its rows'
-- changes at once, as 0018's counts per category), so that a list of stores shows each one's
-- total_items from the rows it reads, without counting the items of its page. A statement that
-- changes no item's status or store (a stock change, a sale counted) writes no store.
CREATE OR REPLACE FUNCTION souk_count_store_items() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE stores AS s SET items_count = s.items_count + c.n
      FROM (SELECT store_id, count(*)::int AS n FROM new_rows WHERE status = 1 GROUP BY store_id) AS c WHERE s.id = c.store_id;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE stores AS s SET items_count = s.items_count - c.n
      FROM (SELECT store_id, count(*)::int AS n FROM old_rows WHERE status = 1 GROUP BY store_id) AS c WHERE s.id = c.store_id;
  ELSE
    UPDATE stores AS s SET items_count = s.items_count + c.n
      FROM (SELECT store_id, sum(n)::int AS n FROM (
        SELECT store_id, 1 AS n FROM new_rows WHERE status = 1
        UNION ALL SELECT store_id, -1 FROM old_rows WHERE status = 1
      ) AS changes GROUP BY store_id HAVING sum(n) <> 0) AS c WHERE s.id = c.store_id;
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
