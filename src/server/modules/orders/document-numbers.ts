import { and, eq, isNull, sql } from 'drizzle-orm';
import { documentNumber, financialYear, type DocumentSeries } from '../../../domain/invoice';
import type { Db } from '../../db/client';
import { documentCounters, orders } from '../../db/schema';

/**
 * The next number of a series for the financial year `at` falls in. Call it inside the transaction that records
 * the document, as late as possible: the upsert locks the year's counter row until that transaction ends, so
 * concurrent callers on every instance take consecutive serials, and a rollback takes its serial back with it.
 */
export async function nextDocumentNumber(
  tx: Db,
  series: DocumentSeries,
  prefix: string,
  at: Date,
): Promise<string> {
  const fy = financialYear(at);
  const [row] = await tx
    .insert(documentCounters)
    .values({ series, financialYear: fy, last: 1 })
    .onConflictDoUpdate({
      target: [documentCounters.series, documentCounters.financialYear],
      set: { last: sql`${documentCounters.last} + 1`, updatedAt: new Date() },
    })
    .returning({ last: documentCounters.last });
  if (!row) throw new Error('document counter upsert returned nothing');
  return documentNumber(series, prefix, fy, row.last);
}

/**
 * A cash-on-delivery order is invoiced when its goods leave the store, its time of supply
 * (docs/decisions/056-cash-on-delivery.md): in the transaction that ships it, so the number is taken only by a
 * dispatch that commits and the series stays without gaps. An order already invoiced (paid online) is left as it is.
 */
export async function invoiceAtDispatch(tx: Db, prefix: string, orderId: string): Promise<void> {
  const [row] = await tx
    .select({ invoiceNumber: orders.invoiceNumber })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!row || row.invoiceNumber) return;
  const at = new Date();
  const invoiceNumber = await nextDocumentNumber(tx, 'invoice', prefix, at);
  await tx
    .update(orders)
    .set({ invoiceNumber, invoicedAt: at })
    .where(and(eq(orders.id, orderId), isNull(orders.invoiceNumber)));
}
