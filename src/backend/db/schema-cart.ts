/**
 * The server cart and the wishlist. A cart line belongs to one owner (`c:<customer id>` or
 * `g:<guest id>`); its `line_key` names the item, the chosen variation and the add-ons, so the
 * same choice added twice (from two tabs at once) lands on one row.
 */
import { doublePrecision, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** A chosen variation as the contract sends it: an ecommerce `type`, or a food group's `name` and labels. */
export interface CartVariation {
  type?: string;
  price?: number;
  name?: string;
  values?: { label: string[] };
}

export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    owner: text('owner').notNull(),
    customerId: integer('customer_id'),
    guestId: integer('guest_id'),
    /** `Item` or `ItemCampaign`; itemId is the campaign's id for the latter. */
    model: text('model').notNull(),
    itemId: integer('item_id').notNull(),
    storeId: integer('store_id').notNull(),
    moduleId: integer('module_id').notNull(),
    lineKey: text('line_key').notNull(),
    /** The stock bucket the line draws on: the item, or the item's ecommerce variation. */
    stockKey: text('stock_key').notNull(),
    variation: jsonb('variation').$type<CartVariation[]>().notNull(),
    addOnIds: jsonb('add_on_ids').$type<number[]>().notNull(),
    addOnQtys: jsonb('add_on_qtys').$type<number[]>().notNull(),
    quantity: integer('quantity').notNull(),
    /** Unit price the server computed (variation or options included, add-ons and discounts not). */
    price: doublePrecision('price').notNull(),
    /** The line's price as the client sent it (6amMart clients keep their own), answered as `price`; totals use `price`. */
    clientPrice: doublePrecision('client_price'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('cart_items_line_idx').on(t.owner, t.lineKey), index('cart_items_owner_idx').on(t.owner)],
);

export const wishlists = pgTable(
  'wishlists',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id').notNull(),
    itemId: integer('item_id'),
    storeId: integer('store_id'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('wishlists_item_idx').on(t.customerId, t.itemId),
    uniqueIndex('wishlists_store_idx').on(t.customerId, t.storeId),
  ],
);

/**
 * Add requests already applied, by the id the form carries: a tap whose form post and script
 * call both arrive (or a retried call) adds once.
 */
export const cartRequests = pgTable(
  'cart_requests',
  {
    owner: text('owner').notNull(),
    requestId: text('request_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('cart_requests_idx').on(t.owner, t.requestId)],
);
