import { and, asc, eq, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import { stateByName } from '../../../domain/address';
import {
  buildGstr1,
  type Gstr1CreditNote,
  type Gstr1Invoice,
  type Gstr1Summary,
} from '../../../domain/gstr1';
import type { InvoiceRow } from '../../../domain/invoice';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { orderItems, orders, refunds } from '../../db/schema';
import { istDayStart } from '../../india-days';
import { codFeesOf, creditNoteDocument, invoiceFigures } from '../orders/invoice';

type GstConfig = Pick<Config, 'invoice' | 'storeState' | 'orderLinkSecret'>;
type OrderRow = typeof orders.$inferSelect;

/** The instants an India month (YYYY-MM) begins and the next begins. */
export function monthRange(month: string): { from: Date; to: Date } {
  const [year = 0, m = 1] = month.split('-').map(Number);
  const next = m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`;
  return { from: istDayStart(`${month}-01`), to: istDayStart(`${next}-01`) };
}

/** The place of supply's GST code: the delivery state, or the store's own for an order without one (decision 020). */
const posOf = (config: GstConfig, order: OrderRow) =>
  (stateByName(order.shippingInfo.state) ?? stateByName(config.storeState))?.gstCode ?? '';

function invoiceOf(config: GstConfig, order: OrderRow, rows: readonly InvoiceRow[], interState: boolean) {
  return {
    number: order.invoiceNumber ?? '',
    date: order.invoicedAt ?? order.createdAt,
    buyerGstin: order.buyerGstin,
    pos: posOf(config, order),
    interState,
    valuePaise: order.totalPaise,
  } satisfies Omit<Gstr1Invoice, 'rows'>;
}

interface Ledger {
  documents: number;
  value: number;
  taxable: number;
  igst: number;
  cgst: number;
  sgst: number;
}
const emptyLedger = (): Ledger => ({ documents: 0, value: 0, taxable: 0, igst: 0, cgst: 0, sgst: 0 });

/**
 * The month's invoices (orders invoiced in it, whatever happened to them since: a cancellation is undone by its
 * credit note) and credit notes (refunds whose note was issued in it, whenever their invoice was), as GSTR-1
 * reports them, with the ledger the reconciliation checks the sections against: each document's stored total and
 * heads (orders.total/cgst/sgst/igst, refunds.amount and credit_note_* columns), not the rows the sections use.
 */
const invoiceDate = sql<Date>`coalesce(${orders.invoicedAt}, ${orders.createdAt})`;

export async function gstr1Month(db: Db, config: GstConfig, month: string) {
  const { from, to } = monthRange(month);
  const invoiced = await db
    .select()
    .from(orders)
    // A cash order is invoiced when it ships, its time of supply (docs/decisions/056-cash-on-delivery.md).
    .where(and(isNotNull(orders.invoiceNumber), gte(invoiceDate, from), lt(invoiceDate, to)))
    .orderBy(asc(orders.invoiceNumber));
  const noted = await db
    .select({ refund: refunds, order: orders })
    .from(refunds)
    .innerJoin(orders, eq(refunds.orderId, orders.id))
    .where(
      and(isNotNull(refunds.creditNoteNumber), gte(refunds.creditNoteAt, from), lt(refunds.creditNoteAt, to)),
    )
    .orderBy(asc(refunds.creditNoteNumber));
  const orderIds = [...new Set([...invoiced.map((o) => o.id), ...noted.map((n) => n.order.id)])];
  const items = orderIds.length
    ? await db
        .select()
        .from(orderItems)
        .where(inArray(orderItems.orderId, orderIds))
        .orderBy(asc(orderItems.id))
    : [];
  const itemsOf = (orderId: string) => items.filter((i) => i.orderId === orderId);
  const codFees = await codFeesOf(db, orderIds);
  const figuresOf = (order: OrderRow) =>
    invoiceFigures(config, order, itemsOf(order.id), codFees.get(order.id));

  const invoicesLedger = emptyLedger();
  let untaxed = 0;
  const invoices: Gstr1Invoice[] = invoiced.map((order) => {
    const { rows, tax, untaxedPaise } = figuresOf(order);
    invoicesLedger.documents += 1;
    invoicesLedger.value += order.totalPaise;
    invoicesLedger.taxable += order.totalPaise - order.taxPaise - untaxedPaise;
    invoicesLedger.igst += order.igstPaise ?? ('igst' in tax ? tax.igst : 0);
    invoicesLedger.cgst += order.cgstPaise ?? ('cgst' in tax ? tax.cgst : 0);
    invoicesLedger.sgst += order.sgstPaise ?? ('sgst' in tax ? tax.sgst : 0);
    untaxed += untaxedPaise;
    return { ...invoiceOf(config, order, rows, 'igst' in tax), rows };
  });

  const notesLedger = emptyLedger();
  const creditNotes: Gstr1CreditNote[] = noted.map(({ refund, order }) => {
    const { tax } = figuresOf(order);
    const doc = creditNoteDocument(config, order, {
      number: refund.creditNoteNumber ?? '',
      amountPaise: refund.amountPaise,
      reason: refund.reason,
      date: refund.creditNoteAt ?? refund.createdAt,
      rows: refund.creditNoteRows,
    });
    // What a note credits outside tax (shipping not taxed) is in its value and in no section.
    const untaxedPart = doc.rows.filter((r) => r.rateBp <= 0).reduce((sum, r) => sum + r.taxablePaise, 0);
    const heads = {
      igst: refund.creditNoteIgstPaise ?? 0,
      cgst: refund.creditNoteCgstPaise ?? 0,
      sgst: refund.creditNoteSgstPaise ?? 0,
    };
    notesLedger.documents += 1;
    notesLedger.value += refund.amountPaise;
    notesLedger.taxable += refund.amountPaise - heads.igst - heads.cgst - heads.sgst - untaxedPart;
    notesLedger.igst += heads.igst;
    notesLedger.cgst += heads.cgst;
    notesLedger.sgst += heads.sgst;
    untaxed -= untaxedPart;
    return {
      number: doc.number,
      date: doc.date,
      valuePaise: refund.amountPaise,
      rows: doc.rows,
      invoice: invoiceOf(config, order, [], 'igst' in tax),
    };
  });

  const built = buildGstr1({ month, gstin: config.invoice.gstin, invoices, creditNotes });
  return { ...built, invoicesLedger, notesLedger, untaxed };
}

const rupees = (paise: number) => paise / 100;
const headsInRupees = (h: { taxable: number; igst: number; cgst: number; sgst: number }) => ({
  taxable: rupees(h.taxable),
  igst: rupees(h.igst),
  cgst: rupees(h.cgst),
  sgst: rupees(h.sgst),
});

/**
 * What the admin page shows: each section's totals, and the proof that b2b + b2cl + b2cs − cdnr − cdnur, and the
 * HSN summary, equal the month's invoices less its credit notes, to the paisa.
 */
export async function gstr1Summary(db: Db, config: GstConfig, month: string): Promise<Gstr1Summary> {
  const { sectionTotals, invoicesLedger, notesLedger, untaxed } = await gstr1Month(db, config, month);
  const total = (name: string) => sectionTotals.find((s) => s.section === name);
  const reported = { taxable: 0, igst: 0, cgst: 0, sgst: 0 };
  for (const [name, sign] of [
    ['b2b', 1],
    ['b2cl', 1],
    ['b2cs', 1],
    ['cdnr', -1],
    ['cdnur', -1],
  ] as const) {
    const s = total(name);
    if (!s) continue;
    reported.taxable += sign * s.taxable;
    reported.igst += sign * s.igst;
    reported.cgst += sign * s.cgst;
    reported.sgst += sign * s.sgst;
  }
  const expected = {
    taxable: invoicesLedger.taxable - notesLedger.taxable,
    igst: invoicesLedger.igst - notesLedger.igst,
    cgst: invoicesLedger.cgst - notesLedger.cgst,
    sgst: invoicesLedger.sgst - notesLedger.sgst,
  };
  const hsnTotal = total('hsn') ?? { taxable: 0, igst: 0, cgst: 0, sgst: 0 };
  const hsn = { taxable: hsnTotal.taxable, igst: hsnTotal.igst, cgst: hsnTotal.cgst, sgst: hsnTotal.sgst };
  const same = (a: typeof expected, b: typeof expected) =>
    a.taxable === b.taxable && a.igst === b.igst && a.cgst === b.cgst && a.sgst === b.sgst;
  const ledgerInRupees = (l: Ledger) => ({
    documents: l.documents,
    value: rupees(l.value),
    ...headsInRupees(l),
  });
  return {
    month,
    gstin: config.invoice.gstin,
    sections: sectionTotals.map((s) => ({ ...s, ...headsInRupees(s) })),
    reconciliation: {
      invoices: ledgerInRupees(invoicesLedger),
      creditNotes: ledgerInRupees(notesLedger),
      untaxed: rupees(untaxed),
      expected: headsInRupees(expected),
      reported: headsInRupees(reported),
      hsn: headsInRupees(hsn),
      balanced: same(expected, reported) && same(expected, hsn),
    },
  };
}
