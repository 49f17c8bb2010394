/** Columns several tables share. */
import { getTableColumns, sql, type Table } from 'drizzle-orm';
import { index, timestamp, type ExtraConfigColumn } from 'drizzle-orm/pg-core';

/** When a row was written (timestamptz, set by the database). */
export const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/**
 * A row's values under the database's column names (`store_id`), as the PL/pgSQL functions read
 * a row handed over as jsonb (`jsonb_populate_record`). Keys left undefined are left out, so the
 * column's default applies.
 */
export function byColumnName<T extends Table>(table: T, values: Partial<T['$inferInsert']>): Record<string, unknown> {
  const columns = getTableColumns(table);
  return Object.fromEntries(
    Object.entries(values)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => {
        const column = columns[key];
        if (!column) throw new Error(`${key} is not a column of the table`);
        return [column.name, value];
      }),
  );
}

/**
 * Partial indexes of active items by zone and module, then the list's order, newest id last (`DESC`
 * as the queries say it), then the store (after the unique id it orders nothing: it lets a count
 * check the store without reading the item).
 */
export function scopeIndexes(
  t: { zoneId: ExtraConfigColumn; moduleId: ExtraConfigColumn; id: ExtraConfigColumn; status: ExtraConfigColumn; storeId: ExtraConfigColumn },
  orders: Record<string, ExtraConfigColumn[]>,
) {
  return Object.entries(orders).map(([name, columns]) =>
    index(`items_scope_${name}_idx`)
      .on(t.zoneId, t.moduleId, ...columns.map((c) => c.desc().nullsFirst()), t.id.desc().nullsFirst(), t.storeId)
      .where(sql`${t.status} = 1`),
  );
}
