CREATE TABLE "category_item_counts" (
	"category_id" integer PRIMARY KEY NOT NULL,
	"items" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_counts" (
	"module_id" integer NOT NULL,
	"zone_id" integer NOT NULL,
	"stores" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "store_counts_module_id_zone_id_pk" PRIMARY KEY("module_id","zone_id")
);
--> statement-breakpoint
CREATE INDEX "items_store_offers_idx" ON "items" USING btree ("store_id") WHERE "items"."status" = 1 AND "items"."discount" > 0;--> statement-breakpoint
CREATE INDEX "items_scope_popular_idx" ON "items" USING btree ("zone_id","module_id","order_count" DESC NULLS FIRST,"id" DESC NULLS FIRST,"store_id") WHERE "items"."status" = 1;--> statement-breakpoint
CREATE INDEX "items_scope_latest_idx" ON "items" USING btree ("zone_id","module_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"store_id") WHERE "items"."status" = 1;--> statement-breakpoint
CREATE INDEX "items_scope_discount_idx" ON "items" USING btree ("zone_id","module_id","discount" DESC NULLS FIRST,"id" DESC NULLS FIRST,"store_id") WHERE "items"."status" = 1;--> statement-breakpoint
CREATE INDEX "items_scope_reviewed_idx" ON "items" USING btree ("zone_id","module_id","rating_count" DESC NULLS FIRST,"avg_rating" DESC NULLS FIRST,"id" DESC NULLS FIRST,"store_id") WHERE "items"."status" = 1;--> statement-breakpoint
CREATE INDEX "items_scope_rated_idx" ON "items" USING btree ("zone_id","module_id","avg_rating" DESC NULLS FIRST,"order_count" DESC NULLS FIRST,"id" DESC NULLS FIRST,"store_id") WHERE "items"."status" = 1;--> statement-breakpoint
CREATE INDEX "stores_status_module_zone_idx" ON "stores" USING btree ("status","module_id","zone_id");--> statement-breakpoint
CREATE INDEX "stores_inactive_idx" ON "stores" USING btree ("id") WHERE "stores"."status" <> 1;--> statement-breakpoint
CREATE INDEX "stores_scope_popular_idx" ON "stores" USING btree ("module_id","zone_id","order_count" DESC NULLS FIRST,"id") WHERE "stores"."status" = 1;--> statement-breakpoint
CREATE INDEX "stores_scope_latest_idx" ON "stores" USING btree ("module_id","zone_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "stores"."status" = 1;--> statement-breakpoint
CREATE INDEX "stores_scope_rated_idx" ON "stores" USING btree ("module_id","zone_id","avg_rating" DESC NULLS FIRST,"rating_count" DESC NULLS FIRST,"id") WHERE "stores"."status" = 1;--> statement-breakpoint
CREATE INDEX "stores_scope_featured_idx" ON "stores" USING btree ("module_id","zone_id","featured","id") WHERE "stores"."status" = 1;--> statement-breakpoint
CREATE INDEX "stores_location_idx" ON "stores" USING gist (point("longitude", "latitude")) WHERE "stores"."status" = 1;--> statement-breakpoint
-- Active items per category, kept by the database as items change: each statement on items adds
-- the changes of its rows at once (a statement-level trigger over its transition tables), so that
-- a seed's or an import's many rows cost one update per category, and a stock change none.
CREATE OR REPLACE FUNCTION souk_count_category_items() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO category_item_counts AS c (category_id, items)
      SELECT id, sum(n)::int FROM (
        SELECT category_id AS id, 1 AS n FROM new_rows WHERE status = 1
        UNION ALL SELECT sub_category_id, 1 FROM new_rows WHERE status = 1 AND sub_category_id IS NOT NULL
      ) AS changes GROUP BY id
      ON CONFLICT (category_id) DO UPDATE SET items = c.items + EXCLUDED.items;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO category_item_counts AS c (category_id, items)
      SELECT id, sum(n)::int FROM (
        SELECT category_id AS id, -1 AS n FROM old_rows WHERE status = 1
        UNION ALL SELECT sub_category_id, -1 FROM old_rows WHERE status = 1 AND sub_category_id IS NOT NULL
      ) AS changes GROUP BY id
      ON CONFLICT (category_id) DO UPDATE SET items = c.items + EXCLUDED.items;
  ELSE
    INSERT INTO category_item_counts AS c (category_id, items)
      SELECT id, sum(n)::int FROM (
        SELECT category_id AS id, 1 AS n FROM new_rows WHERE status = 1
        UNION ALL SELECT sub_category_id, 1 FROM new_rows WHERE status = 1 AND sub_category_id IS NOT NULL
        UNION ALL SELECT category_id, -1 FROM old_rows WHERE status = 1
        UNION ALL SELECT sub_category_id, -1 FROM old_rows WHERE status = 1 AND sub_category_id IS NOT NULL
      ) AS changes GROUP BY id HAVING sum(n) <> 0
      ON CONFLICT (category_id) DO UPDATE SET items = c.items + EXCLUDED.items;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER items_category_counts_insert AFTER INSERT ON items REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION souk_count_category_items();
--> statement-breakpoint
CREATE TRIGGER items_category_counts_update AFTER UPDATE ON items REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION souk_count_category_items();
--> statement-breakpoint
CREATE TRIGGER items_category_counts_delete AFTER DELETE ON items REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION souk_count_category_items();
--> statement-breakpoint
-- the items already there
INSERT INTO category_item_counts (category_id, items)
  SELECT id, count(*)::int FROM (
    SELECT category_id AS id FROM items WHERE status = 1
    UNION ALL SELECT sub_category_id FROM items WHERE status = 1 AND sub_category_id IS NOT NULL
  ) AS counted GROUP BY id
  ON CONFLICT (category_id) DO UPDATE SET items = EXCLUDED.items;
--> statement-breakpoint
-- Active stores per module and zone, kept the same way (the module list's stores_count).
CREATE OR REPLACE FUNCTION souk_count_stores() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO store_counts AS c (module_id, zone_id, stores)
      SELECT module_id, zone_id, count(*)::int FROM new_rows WHERE status = 1 GROUP BY module_id, zone_id
      ON CONFLICT (module_id, zone_id) DO UPDATE SET stores = c.stores + EXCLUDED.stores;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO store_counts AS c (module_id, zone_id, stores)
      SELECT module_id, zone_id, -count(*)::int FROM old_rows WHERE status = 1 GROUP BY module_id, zone_id
      ON CONFLICT (module_id, zone_id) DO UPDATE SET stores = c.stores + EXCLUDED.stores;
  ELSE
    INSERT INTO store_counts AS c (module_id, zone_id, stores)
      SELECT module_id, zone_id, sum(n)::int FROM (
        SELECT module_id, zone_id, 1 AS n FROM new_rows WHERE status = 1
        UNION ALL SELECT module_id, zone_id, -1 FROM old_rows WHERE status = 1
      ) AS changes GROUP BY module_id, zone_id HAVING sum(n) <> 0
      ON CONFLICT (module_id, zone_id) DO UPDATE SET stores = c.stores + EXCLUDED.stores;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER stores_counts_insert AFTER INSERT ON stores REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION souk_count_stores();
--> statement-breakpoint
CREATE TRIGGER stores_counts_update AFTER UPDATE ON stores REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION souk_count_stores();
--> statement-breakpoint
CREATE TRIGGER stores_counts_delete AFTER DELETE ON stores REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION souk_count_stores();
--> statement-breakpoint
INSERT INTO store_counts (module_id, zone_id, stores)
  SELECT module_id, zone_id, count(*)::int FROM stores WHERE status = 1 GROUP BY module_id, zone_id
  ON CONFLICT (module_id, zone_id) DO UPDATE SET stores = EXCLUDED.stores;
