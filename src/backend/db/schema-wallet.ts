/**
 * The account's money besides orders: add-fund requests paid through the payment gateway, the
 * wallet bonuses an add fund earns, and loyalty point movements. Wallet movements themselves are
 * `wallet_transactions` (schema-orders.ts); every credit that must happen once carries a
 * `reference` unique per transaction type there.
 */
import { doublePrecision, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** An add fund: pending until the payment gateway's signed result says paid (then credited once), failed or canceled. */
export const walletFundRequests = pgTable(
  'wallet_fund_requests',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id').notNull(),
    amount: doublePrecision('amount').notNull(),
    /** The bonus the running offer promised when the request was made, credited with the amount. */
    bonus: doublePrecision('bonus').notNull().default(0),
    /** pending, paid, failed or canceled */
    status: text('status').notNull().default('pending'),
    paymentReference: text('payment_reference'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('wallet_fund_requests_customer_idx').on(t.customerId)],
);

/** A wallet bonus offer: adding at least `minimumAddAmount` while it runs earns a bonus (amount, or a percentage up to a maximum). */
export const walletBonuses = pgTable('wallet_bonuses', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  titleAr: text('title_ar').notNull(),
  description: text('description').notNull(),
  descriptionAr: text('description_ar').notNull(),
  /** percentage or amount */
  bonusType: text('bonus_type').notNull(),
  bonusAmount: doublePrecision('bonus_amount').notNull(),
  minimumAddAmount: doublePrecision('minimum_add_amount').notNull().default(0),
  maximumBonusAmount: doublePrecision('maximum_bonus_amount').notNull().default(0),
  /** Dubai dates, YYYY-MM-DD, inclusive */
  startDate: text('start_date').notNull(),
  endDate: text('end_date').notNull(),
  status: integer('status').notNull().default(1),
});

/** A loyalty point movement: earned on a delivered order (order_place), spent on a conversion to the wallet (point_to_wallet). */
export const loyaltyPointTransactions = pgTable(
  'loyalty_point_transactions',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id').notNull(),
    transactionType: text('transaction_type').notNull(),
    credit: integer('credit').notNull().default(0),
    debit: integer('debit').notNull().default(0),
    balance: integer('balance').notNull(),
    /** What the movement is for (an order id for points earned); unique per type when set. */
    reference: text('reference'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('loyalty_point_transactions_customer_idx').on(t.customerId), uniqueIndex('loyalty_point_transactions_reference_idx').on(t.transactionType, t.reference)],
);

/**
 * A cashback offer: a delivered order of at least `minPurchase` while it runs earns wallet money
 * (an amount, or a percentage up to `maxDiscount`; 0 = no cap), credited once per order.
 */
export const cashbackOffers = pgTable('cashback_offers', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  titleAr: text('title_ar').notNull(),
  /** amount or percentage */
  cashbackType: text('cashback_type').notNull(),
  cashbackAmount: doublePrecision('cashback_amount').notNull(),
  minPurchase: doublePrecision('min_purchase').notNull().default(0),
  maxDiscount: doublePrecision('max_discount').notNull().default(0),
  /** Dubai dates, YYYY-MM-DD, inclusive */
  startDate: text('start_date').notNull(),
  endDate: text('end_date').notNull(),
  status: integer('status').notNull().default(1),
});

/** A refund request of a delivered order (one per order): pending until approved (the order's amount credited to the wallet, once) or rejected. */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull(),
    customerId: integer('customer_id').notNull(),
    reason: text('reason').notNull(),
    note: text('note').notNull().default(''),
    /** Media paths of the stored images (services/storage.ts), at most 3. */
    images: jsonb('images').$type<string[]>().notNull().default([]),
    /** pending, approved or rejected */
    status: text('status').notNull().default('pending'),
    amount: doublePrecision('amount').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('order_refunds_order_idx').on(t.orderId), index('order_refunds_customer_idx').on(t.customerId)],
);
