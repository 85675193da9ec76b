import { getTableName, sql, type AnyColumn } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/** LIKE patterns from typed text: % and _ stay literal, so a search for '50%' finds just that. */
const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

export const containing = (term: string) => `%${escapeLike(term)}%`;
export const endingWith = (term: string) => `%${escapeLike(term)}`;

/**
 * "table"."column". Drizzle leaves columns unqualified in a one-table select, where a correlated subquery
 * would read an outer column as one of its own.
 */
export const qualified = (column: AnyColumn) =>
  sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;

/** The position after the table's last: a new row goes to the end of the staff's order (a carousel, a list). */
export const nextPosition = (table: PgTable & { position: AnyColumn }) =>
  sql`(select coalesce(max(${table.position}), -1) + 1 from ${table})`;
