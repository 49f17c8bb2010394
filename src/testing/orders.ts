/** Helpers for the order suites: a guest or a customer, an open store's plain items, a place call. */
import { and, asc, eq, gte, isNull, type SQL } from 'drizzle-orm';
import { getDb } from '../backend/db/client';
import { items, modules, stores } from '../backend/db/schema';
import { call, headers, type Answer, type Json } from './backend';

export const BURJ = { latitude: '25.1972', longitude: '55.2744' };
export const HOME = { address: 'Burj Khalifa, Downtown Dubai', address_type: 'home', contact_person_name: 'Test Shopper', contact_person_number: '+971500001234', ...BURJ };

export type ItemRow = typeof items.$inferSelect;
export type StoreRow = typeof stores.$inferSelect;

export async function newGuest(): Promise<string> {
  const res = await call<{ guest_id: number }>('auth/guest/request', { method: 'POST' });
  return String(res.body.guest_id);
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Active items of a module type in zone 1's active stores that keep hours, with their store, in the order given. */
export async function zoneOneItems(type: string, where: SQL | undefined, orderBy: SQL[]): Promise<{ item: ItemRow; store: StoreRow }[]> {
  const db = await getDb();
  const rows = await db
    .select({ item: items, store: stores })
    .from(items)
    .innerJoin(stores, eq(items.storeId, stores.id))
    .innerJoin(modules, eq(items.moduleId, modules.id))
    .where(and(eq(modules.moduleType, type), eq(stores.zoneId, 1), eq(stores.active, 1), eq(items.status, 1), where))
    .orderBy(...orderBy);
  return rows.filter((r) => r.store.schedules.length > 0);
}

/** A zone-1 store of a module type with plain items (no variations, no cart limit) in stock. */
export async function plainStoreItems(type: string, minStock = 5, skip = 0): Promise<{ store: StoreRow; list: ItemRow[] }> {
  const rows = await zoneOneItems(type, and(gte(items.stock, minStock), isNull(items.maximumCartQuantity), eq(items.isPrescriptionRequired, 0)), [asc(stores.id), asc(items.id)]);
  const plain = rows.filter((r) => r.item.variations.length === 0 && r.item.foodVariations.length === 0);
  const storeIds = [...new Set(plain.map((r) => r.store.id))];
  const storeId = storeIds[skip % storeIds.length];
  const mine = plain.filter((r) => r.store.id === storeId);
  if (!mine[0]) throw new Error(`the seed has no ${type} store with plain items`);
  return { store: mine[0].store, list: mine.map((r) => r.item) };
}

export const line = (it: ItemRow, quantity: number) => ({ item_id: it.id, quantity, model: 'Item', variation: [], add_on_ids: [], add_on_qtys: [] });

/** Enough of an item to pass the store's minimum order. */
export const enough = (it: ItemRow, store: StoreRow): number => Math.max(1, Math.ceil((store.minimumOrder + 1) / Math.max(1, it.price * 0.5)));

export function place(who: { guest?: string; token?: string }, body: Json, extra: Record<string, string> = {}): Promise<Answer<Json>> {
  const auth = who.token ? bearer(who.token) : {};
  return call<Json>('customer/order/place', {
    method: 'POST',
    headers: { ...headers(null), ...auth, ...extra },
    body: { order_type: 'delivery', payment_method: 'cash_on_delivery', ...HOME, ...(who.guest ? { guest_id: who.guest } : {}), ...body },
  });
}

export async function signIn(): Promise<string> {
  const res = await call<{ token: string }>('auth/login', { method: 'POST', body: { email_or_phone: 'demo@souk.test', password: 'souk-demo-1', login_type: 'manual', field_type: 'email' } });
  return res.body.token;
}

export async function itemRow(id: number): Promise<ItemRow> {
  const db = await getDb();
  const [row] = await db.select().from(items).where(eq(items.id, id));
  if (!row) throw new Error(`no item ${id}`);
  return row;
}
