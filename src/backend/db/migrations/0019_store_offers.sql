-- The active discounted items of each store, kept on the store by the database as items change
-- (as 0018_catalogue_size keeps the category and store counts): "top offers near me" lists the
-- stores with a discount of their own or on an item, and asking every store of a zone whether one
-- of its items is discounted cost a probe per store on every request (10 ms a call at 100 times
-- the demo catalogue). Like search_name, the column is the database's: it is not in schema.ts,
-- and only the store lists read it (store-lists.ts, hasItemOffer).
ALTER TABLE "stores" ADD COLUMN "item_offers" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
-- Each statement on items adds its rows' changes at once (a statement-level trigger over its
-- transition tables); a change that moves no item in or out of the offers (a stock change, an
-- order) updates no store.
CREATE OR REPLACE FUNCTION souk_count_store_offers() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE stores AS s SET item_offers = s.item_offers + c.n
      FROM (SELECT store_id, count(*)::int AS n FROM new_rows WHERE status = 1 AND discount > 0 GROUP BY store_id) AS c
      WHERE s.id = c.store_id;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE stores AS s SET item_offers = s.item_offers - c.n
      FROM (SELECT store_id, count(*)::int AS n FROM old_rows WHERE status = 1 AND discount > 0 GROUP BY store_id) AS c
      WHERE s.id = c.store_id;
  ELSE
    UPDATE stores AS s SET item_offers = s.item_offers + c.n
      FROM (
        SELECT store_id, sum(n)::int AS n FROM (
          SELECT store_id, 1 AS n FROM new_rows WHERE status = 1 AND discount > 0
          UNION ALL SELECT store_id, -1 FROM old_rows WHERE status = 1 AND discount > 0
        ) AS changes GROUP BY store_id HAVING sum(n) <> 0
      ) AS c
      WHERE s.id = c.store_id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER items_store_offers_insert AFTER INSERT ON items REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION souk_count_store_offers();
--> statement-breakpoint
CREATE TRIGGER items_store_offers_update AFTER UPDATE ON items REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION souk_count_store_offers();
--> statement-breakpoint
CREATE TRIGGER items_store_offers_delete AFTER DELETE ON items REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION souk_count_store_offers();
--> statement-breakpoint
-- the items already there
UPDATE stores AS s SET item_offers = c.n
  FROM (SELECT store_id, count(*)::int AS n FROM items WHERE status = 1 AND discount > 0 GROUP BY store_id) AS c
  WHERE s.id = c.store_id;
--> statement-breakpoint
-- the offer stores of a module and zone in the popular order (the list's capped count, and its
-- order without a shopper's point); with a point, the nearest come from stores_location_idx
CREATE INDEX "stores_scope_offers_idx" ON "stores" USING btree ("module_id", "zone_id", "order_count" DESC NULLS FIRST, "id")
  WHERE "status" = 1 AND (("discount" IS NOT NULL AND jsonb_typeof("discount") <> 'null') OR "item_offers" > 0);
--> statement-breakpoint
-- the stores with a discount of their own, read once by the discounted item lists (catalog.ts, discountedItem)
CREATE INDEX "stores_discounted_idx" ON "stores" USING btree ("id") WHERE "status" = 1 AND "discount" IS NOT NULL;
