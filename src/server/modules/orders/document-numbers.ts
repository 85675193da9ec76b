import { sql } from 'drizzle-orm';
import { documentNumber, financialYear, type DocumentSeries } from '../../../domain/invoice';
import type { Db } from '../../db/client';
import { documentCounters } from '../../db/schema';

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
