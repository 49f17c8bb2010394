/**
 * Stock moves of orders, inside the order's transaction: the items' rows are locked
 * (`SELECT … FOR UPDATE`, in id order so two orders never wait on each other in a circle), the
 * stock is checked against the locked values, and taken (or given back on cancel). Two shoppers
 * racing for the last unit: the second one's transaction sees the first one's take and is refused.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { ApiError } from '../http';
import { items } from '../db/schema';
import { variationKey } from './cart-lines';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface StockMove {
  itemId: number;
  /** The ecommerce variation's type, or null for the item's own stock. */
  variationType: string | null;
  quantity: number;
  name: string;
}

/** Locks the items and takes (sign 1) or returns (sign -1) the quantities. Food lines are not passed in. */
export async function moveStock(tx: Tx, moves: StockMove[], sign: 1 | -1): Promise<void> {
  if (moves.length === 0) return;
  const ids = [...new Set(moves.map((m) => m.itemId))].sort((a, b) => a - b);
  const rows = await tx.select({ id: items.id, stock: items.stock, variations: items.variations }).from(items).where(inArray(items.id, ids)).orderBy(asc(items.id)).for('update');
  for (const row of rows) {
    const mine = moves.filter((m) => m.itemId === row.id);
    const total = mine.reduce((s, m) => s + m.quantity, 0);
    const variations = row.variations.map((v) => ({ ...v }));
    for (const m of mine) {
      if (m.variationType === null) continue;
      const v = variations.find((x) => variationKey(x.type) === variationKey(m.variationType ?? ''));
      if (!v) throw new ApiError(403, 'stock', `${m.name} is out of stock`, { available: 0 });
      if (sign === 1 && v.stock < m.quantity) throw new ApiError(403, 'stock', `${m.name} (${v.type}) is out of stock`, { available: Math.max(0, v.stock) });
      v.stock -= sign * m.quantity;
    }
    const hasVariations = mine.some((m) => m.variationType !== null);
    if (sign === 1 && !hasVariations && row.stock < total) {
      throw new ApiError(403, 'stock', `${mine[0]?.name ?? 'An item'} is out of stock`, { available: Math.max(0, row.stock) });
    }
    const stock = hasVariations ? Math.max(0, row.stock - sign * total) : row.stock - sign * total;
    await tx.update(items).set({ stock, variations }).where(eq(items.id, row.id));
  }
}
