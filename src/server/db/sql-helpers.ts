import { getTableName, sql, type AnyColumn } from 'drizzle-orm';

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
