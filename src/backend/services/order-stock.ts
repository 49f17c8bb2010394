/**
 * Stock moves of orders, in the database (souk_move_stock, migration 0010_order_place_sql): the
 * items' rows are locked in id order (so two orders never wait on each other in a circle), the
 * stock is checked against the locked values and taken (or given back on cancel), and nothing is
 * written unless every move fits. Two shoppers racing for the last unit: the second one's
 * statement sees the first one's take and is refused. The refusal's wording is here.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client';
import { ApiError } from '../http';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface StockMove {
  itemId: number;
  /** The ecommerce variation's type (or its key), or null for the item's own stock. */
  variationType: string | null;
  quantity: number;
  name: string;
}

export const stockRefused = z.object({ move: z.number().int(), available: z.number(), variation: z.string().optional() });

/** The moves as souk_move_stock reads them. */
export const movesJson = (moves: StockMove[]): string =>
  JSON.stringify(moves.map((m) => ({ item_id: m.itemId, variation_type: m.variationType, quantity: m.quantity })));

/** The refusal the shopper reads for souk_move_stock's answer. */
export function stockRefusal(answer: z.infer<typeof stockRefused>, moves: StockMove[]): ApiError {
  const name = moves[answer.move]?.name ?? 'An item';
  const message = answer.variation !== undefined ? `${name} (${answer.variation}) is out of stock` : `${name} is out of stock`;
  return new ApiError(403, 'stock', message, { available: Math.max(0, answer.available) });
}

/** Takes (sign 1) or returns (sign -1) the quantities, inside the caller's transaction. Food lines are not passed in. */
export async function moveStock(tx: Tx, moves: StockMove[], sign: 1 | -1): Promise<void> {
  if (moves.length === 0) return;
  const [row] = await tx.select({ refused: sql<unknown>`souk_move_stock(${movesJson(moves)}::jsonb, ${sign}::integer)` }).from(sql`(SELECT 1) AS one`);
  if (row?.refused != null) throw stockRefusal(stockRefused.parse(row.refused), moves);
}
