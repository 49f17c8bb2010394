ALTER TABLE "store_counts" ADD COLUMN "offers" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "store_counts" ADD COLUMN "items" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
-- Beside each module's and zone's active stores, those with an offer (their own discount or an
-- active discounted item: stores_scope_offers_idx's condition, services/store-lists.ts hasOffer)
-- and their active items (the sum of their items_count, 0024_store_items_count; a store's items
-- are of its zone and module), kept by the same statement-level trigger, so that top offers near
-- me, items/popular and items/latest read their totals from a row per zone instead of counting up
-- to a thousand stores or items on every call. The items trigger writes items_count on the store's
-- row, so its changes come here through the stores' own; a statement that changes none of the
-- three (an order counted, a rating) writes no count.
-- 1 when a store row has an offer, else 0 (hasOffer's condition, services/store-lists.ts, and
-- stores_scope_offers_idx's): the one place the trigger and the fill below write it.
CREATE OR REPLACE FUNCTION souk_store_offer(discount jsonb, item_offers integer) RETURNS integer
  LANGUAGE sql IMMUTABLE
  AS $$ SELECT ((discount IS NOT NULL AND jsonb_typeof(discount) <> 'null') OR item_offers > 0)::int $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION souk_count_stores() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO store_counts AS c (module_id, zone_id, stores, offers, items)
      SELECT module_id, zone_id, count(*)::int, sum(souk_store_offer(discount, item_offers))::int, sum(items_count)::int
        FROM new_rows WHERE status = 1 GROUP BY module_id, zone_id
      ON CONFLICT (module_id, zone_id) DO UPDATE SET stores = c.stores + EXCLUDED.stores, offers = c.offers + EXCLUDED.offers, items = c.items + EXCLUDED.items;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO store_counts AS c (module_id, zone_id, stores, offers, items)
      SELECT module_id, zone_id, -count(*)::int, -sum(souk_store_offer(discount, item_offers))::int, -sum(items_count)::int
        FROM old_rows WHERE status = 1 GROUP BY module_id, zone_id
      ON CONFLICT (module_id, zone_id) DO UPDATE SET stores = c.stores + EXCLUDED.stores, offers = c.offers + EXCLUDED.offers, items = c.items + EXCLUDED.items;
  ELSE
    INSERT INTO store_counts AS c (module_id, zone_id, stores, offers, items)
      SELECT module_id, zone_id, sum(n)::int, sum(o)::int, sum(i)::int FROM (
        SELECT module_id, zone_id, 1 AS n, souk_store_offer(discount, item_offers) AS o, items_count AS i FROM new_rows WHERE status = 1
        UNION ALL SELECT module_id, zone_id, -1, -souk_store_offer(discount, item_offers), -items_count FROM old_rows WHERE status = 1
      ) AS changes GROUP BY module_id, zone_id HAVING sum(n) <> 0 OR sum(o) <> 0 OR sum(i) <> 0
      ON CONFLICT (module_id, zone_id) DO UPDATE SET stores = c.stores + EXCLUDED.stores, offers = c.offers + EXCLUDED.offers, items = c.items + EXCLUDED.items;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- the stores already there
UPDATE store_counts AS c SET offers = o.offers, items = o.items
  FROM (
    SELECT module_id, zone_id, sum(souk_store_offer(discount, item_offers))::int AS offers, sum(items_count)::int AS items
      FROM stores WHERE status = 1 GROUP BY module_id, zone_id
  ) AS o
  WHERE c.module_id = o.module_id AND c.zone_id = o.zone_id;
