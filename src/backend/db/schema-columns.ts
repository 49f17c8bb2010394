/** Columns several tables share. */
import { getTableColumns, type Table } from 'drizzle-orm';
import { timestamp } from 'drizzle-orm/pg-core';

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
