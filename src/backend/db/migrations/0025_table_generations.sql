CREATE TABLE "table_generations" (
	"name" text PRIMARY KEY NOT NULL,
	"generation" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Add-ons and categories: every statement that writes either adds one to its generation, inside
-- the statement's transaction (a statement-level trigger), so that a generation read beside rows
-- names their state: an item's extras kept in a process (services/item-extras.ts) are current
-- while their table's generation is the one they were read at.
INSERT INTO table_generations (name) VALUES ('add_ons'), ('categories') ON CONFLICT (name) DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION souk_next_generation() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  UPDATE table_generations SET generation = generation + 1 WHERE name = TG_TABLE_NAME;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER add_ons_generation AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON add_ons FOR EACH STATEMENT EXECUTE FUNCTION souk_next_generation();
--> statement-breakpoint
CREATE TRIGGER categories_generation AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON categories FOR EACH STATEMENT EXECUTE FUNCTION souk_next_generation();
