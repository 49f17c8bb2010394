/**
 * Counts the catalogue shows and the database keeps as rows change, so that showing them reads a
 * few rows instead of counting a whole table (migration 0016_catalogue_size: a statement-level
 * trigger on items adds each statement's changes).
 */
import { integer, pgTable } from 'drizzle-orm/pg-core';

/** Active items (status 1) per category: each item counts under its category and its subcategory. */
export const categoryItemCounts = pgTable('category_item_counts', {
  categoryId: integer('category_id').primaryKey(),
  items: integer('items').notNull().default(0),
});
