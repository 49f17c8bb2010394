/**
 * Counts the catalogue shows and the database keeps as rows change, so that showing them reads a
 * few rows instead of counting a whole table (migration 0018_catalogue_size: a statement-level
 * trigger on items or stores adds each statement's changes).
 */
import { bigint, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/** Active items (status 1) per category: each item counts under its category and its subcategory. */
export const categoryItemCounts = pgTable('category_item_counts', {
  categoryId: integer('category_id').primaryKey(),
  items: integer('items').notNull().default(0),
});

/**
 * Active stores (status 1) per module and zone (the module list's stores_count, a store list's
 * total), those of them with an offer (top offers near me's total), and their active items (the
 * sum of their items_count: items/popular's and items/latest's total), migration 0026_store_offer_counts.
 */
export const storeCounts = pgTable(
  'store_counts',
  {
    moduleId: integer('module_id').notNull(),
    zoneId: integer('zone_id').notNull(),
    stores: integer('stores').notNull().default(0),
    offers: integer('offers').notNull().default(0),
    items: integer('items').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.moduleId, t.zoneId] })],
);

/**
 * A change count per table whose rows are kept in process memory beside the rows that name them
 * (add-ons and categories, for items: services/item-extras.ts). Every statement that writes the
 * table adds one (migration 0025_table_generations), so that a page of items names its extras'
 * state with one look-up for the whole statement, not three for each row.
 */
export const tableGenerations = pgTable('table_generations', {
  name: text('name').primaryKey(),
  generation: bigint('generation', { mode: 'number' }).notNull().default(0),
});
