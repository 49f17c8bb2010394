ALTER TABLE "store_counts" ADD COLUMN "offers" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Beside each module's and zone's active stores, those with an offer: their own discount or an
-- active discounted item (stores_scope_offers_idx's condition, services/store-lists.ts hasOffer),
-- kept by the same statement-level trigger, so that top offers near me reads its total from one
-- row instead of counting the zone's stores on every call. A statement that changes neither (an
-- order counted, a rating) writes no count.
CREATE OR REPLACE FUNCTION souk_count_stores() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO store_counts AS c (module_id, zone_id, stores, offers)
      SELECT module_id, zone_id, count(*)::int,
          count(*) FILTER (WHERE (discount IS NOT NULL AND jsonb_typeof(discount) <> 'null') OR item_offers > 0)::int
        FROM new_rows WHERE status = 1 GROUP BY module_id, zone_id
      ON CONFLICT (module_id, zone_id) DO UPDATE SET stores = c.stores + EXCLUDED.stores, offers = c.offers + EXCLUDED.offers;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO store_counts AS c (module_id, zone_id, stores, offers)
      SELECT module_id, zone_id, -count(*)::int,
          -(count(*) FILTER (WHERE (discount IS NOT NULL AND jsonb_typeof(discount) <> 'null') OR item_offers > 0))::int
        FROM old_rows WHERE status = 1 GROUP BY module_id, zone_id
      ON CONFLICT (module_id, zone_id) DO UPDATE SET stores = c.stores + EXCLUDED.stores, offers = c.offers + EXCLUDED.offers;
  ELSE
    INSERT INTO store_counts AS c (module_id, zone_id, stores, offers)
      SELECT module_id, zone_id, sum(n)::int, sum(o)::int FROM (
        SELECT module_id, zone_id, 1 AS n, ((discount IS NOT NULL AND jsonb_typeof(discount) <> 'null') OR item_offers > 0)::int AS o
          FROM new_rows WHERE status = 1
        UNION ALL SELECT module_id, zone_id, -1, -(((discount IS NOT NULL AND jsonb_typeof(discount) <> 'null') OR item_offers > 0)::int)
          FROM old_rows WHERE status = 1
      ) AS changes GROUP BY module_id, zone_id HAVING sum(n) <> 0 OR sum(o) <> 0
      ON CONFLICT (module_id, zone_id) DO UPDATE SET stores = c.stores + EXCLUDED.stores, offers = c.offers + EXCLUDED.offers;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- the stores already there
UPDATE store_counts AS c SET offers = o.n
  FROM (
    SELECT module_id, zone_id, count(*)::int AS n FROM stores
      WHERE status = 1 AND ((discount IS NOT NULL AND jsonb_typeof(discount) <> 'null') OR item_offers > 0)
      GROUP BY module_id, zone_id
  ) AS o
  WHERE c.module_id = o.module_id AND c.zone_id = o.zone_id;
