/**
 * The search's word index (migration 0022_search_words): the words of the items' folded names
 * (items.search_name split at its spaces), kept by the database as items change. A one-word search
 * reads the vocabulary for the words holding the term, then each word's postings in the popular
 * order from an index, and stops at the page: its cost follows the page, not how many names hold
 * the word (services/search-words.ts).
 */
import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/** One row per active item (status 1) and distinct word of its folded name, with its scope and popularity. */
export const itemWords = pgTable(
  'item_words',
  {
    itemId: integer('item_id').notNull(),
    word: text('word').notNull(),
    zoneId: integer('zone_id').notNull(),
    moduleId: integer('module_id').notNull(),
    orderCount: integer('order_count').notNull(),
    storeId: integer('store_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.itemId, t.word] }),
    index('item_words_scope_idx').on(t.zoneId, t.moduleId, t.word, t.orderCount.desc().nullsFirst(), t.itemId.desc().nullsFirst(), t.storeId),
  ],
);

/** Every word an item's folded name has held (a word no name holds any more has no postings, and matches nothing). */
export const searchWords = pgTable('search_words', {
  word: text('word').primaryKey(),
});

/** One row per active store (status 1) and distinct word of its folded name, with its scope and popularity (migration 0023_store_words). */
export const storeWords = pgTable(
  'store_words',
  {
    storeId: integer('store_id').notNull(),
    word: text('word').notNull(),
    zoneId: integer('zone_id').notNull(),
    moduleId: integer('module_id').notNull(),
    orderCount: integer('order_count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.word] }), index('store_words_scope_idx').on(t.zoneId, t.moduleId, t.word, t.orderCount.desc().nullsFirst(), t.storeId)],
);

/**
 * How many postings item_words (of active stores) and store_words hold per zone, module and word
 * (migration 0027_word_counts), kept by statement-level triggers, so that a search's total reads a
 * row per zone and word instead of counting up to a thousand postings (services/search-words.ts).
 */
export const wordCounts = pgTable(
  'word_counts',
  {
    zoneId: integer('zone_id').notNull(),
    moduleId: integer('module_id').notNull(),
    word: text('word').notNull(),
    items: integer('items').notNull().default(0),
    stores: integer('stores').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.zoneId, t.moduleId, t.word] })],
);
