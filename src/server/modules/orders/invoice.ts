import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { formatMobile, stateByName } from '../../../domain/address';
import { orderNumber } from '../../../domain/format';
import {
  creditNoteRows,
  creditNoteTax,
  HSN_WALLPAPER,
  type InvoiceRow,
  invoiceRows,
  linesRecordTax,
  recordedInvoiceRows,
  rowsSplit,
  splitTotal,
} from '../../../domain/invoice';
import { gstSplit } from '../../../domain/gst';
import { SPEC_RATE_BP } from '../../../domain/tax';
import type { GstSplit } from '../../../domain/pricing';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { codOrders, orderItems, orders, refunds } from '../../db/schema';
import { Conflict, NotFound } from '../../errors';
import { nextDocumentNumber } from './document-numbers';
import { orderLinkMatches, type CustomerReader } from './link';
import { signPdf } from './pdf-signing';
import { renderGstDocument, type GstDocument, type Place } from './invoice-pdf';
import { ORDER_ERRORS } from './service';

export const INVOICE_ERRORS = {
  notIssued: 'This order has no tax invoice: one is issued when its payment is complete.',
  creditNoteNotFound: 'Credit note not found',
} as const;

type InvoiceConfig = Pick<Config, 'invoice' | 'storeState' | 'orderLinkSecret'>;
type OrderRow = typeof orders.$inferSelect;

const place = (stateName: string): Place | null => {
  const state = stateByName(stateName);
  return state ? { name: state.name, gstCode: state.gstCode } : null;
};

function storePlace(config: InvoiceConfig): Place {
  const state = place(config.storeState);
  if (!state) throw new Error(`STORE_STATE ${config.storeState} has no GST code`);
  return state;
}

/**
 * The split the order recorded, in paise; an order from before decision 020 recorded none, and is split as
 * that decision splits today, by where it was delivered.
 */
function recordedSplit(order: OrderRow, config: InvoiceConfig): GstSplit {
  if (order.igstPaise !== null) return { igst: order.igstPaise };
  if (order.cgstPaise !== null && order.sgstPaise !== null)
    return { cgst: order.cgstPaise, sgst: order.sgstPaise };
  return gstSplit(order.taxPaise, order.shippingInfo.state, config.storeState);
}

/** What every GST document of an order opens with: what it is, its number and date, and the parties to it. */
function heading(
  config: InvoiceConfig,
  order: OrderRow,
  { kind, number, date }: Pick<GstDocument, 'kind' | 'number' | 'date'>,
) {
  const s = order.shippingInfo;
  const delivery = place(s.state);
  const store = storePlace(config);
  return {
    kind,
    number,
    date,
    sample: config.invoice.sample,
    supplier: {
      legalName: config.invoice.legalName,
      address: config.invoice.address,
      gstin: config.invoice.gstin,
      state: store,
    },
    recipient: {
      // A registered buyer is named as registered, with the person it is delivered to (decision 058).
      name: order.buyerLegalName ?? s.name,
      attention: order.buyerLegalName ? s.name : null,
      gstin: order.buyerGstin,
      lines: [
        s.address,
        [s.city, [s.state, s.zip].filter(Boolean).join(' ')].filter(Boolean).join(', '),
      ].filter(Boolean),
      state: delivery,
      phone: s.phone && formatMobile(s.phone),
      email: s.email,
    },
    // Goods are supplied where they are delivered; without a delivery state, where the supplier is (decision 020).
    placeOfSupply: delivery ?? store,
    signature: { signatory: config.invoice.signatory, digital: config.invoice.signing !== null },
    orderNumber: orderNumber(order.id),
  };
}

type ItemRow = typeof orderItems.$inferSelect;

/** The order's lines in the order they were bought, which is the order its documents print them in. */
export const itemsOf = (db: Db, orderId: string) =>
  db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(orderItems.id);

/**
 * The invoice's rows and what it charged outside them: lines that recorded their own tax are printed as charged
 * (decision 057); older ones have the order's spread. Shipping not taxed (the spec's arithmetic) is no row.
 */
export function invoiceFigures(
  config: InvoiceConfig,
  order: OrderRow,
  items: readonly ItemRow[],
  cod: CodFee | undefined,
) {
  const tax = recordedSplit(order, config);
  const recorded = linesRecordTax(items);
  // A cash order's fee is a delivery charge taxed as shipping is, so it is invoiced with shipping
  // (docs/decisions/056-cash-on-delivery.md); the rows then add up to the total the customer pays.
  const deliveryPaise = order.shippingPaise + (cod?.feePaise ?? 0);
  const rows = recorded
    ? recordedInvoiceRows(items, 'igst' in tax, {
        paise: deliveryPaise,
        taxPaise: order.shippingTaxPaise + (cod?.feeTaxPaise ?? 0),
        rateBp: order.shippingRateBp,
      })
    : invoiceRows(items, tax, order.sampleCreditPaise);
  const shippingTaxed = recorded && (order.shippingRateBp ?? 0) > 0;
  return { rows, tax, untaxedPaise: shippingTaxed ? 0 : deliveryPaise };
}

/** A cash order's fee and its tax, which its documents charge with shipping. */
export type CodFee = Pick<typeof codOrders.$inferSelect, 'feePaise' | 'feeTaxPaise'>;

/** The cash-on-delivery fees of `orderIds`, by order (none for an order paid online). */
export async function codFeesOf(db: Db, orderIds: readonly string[]): Promise<Map<string, CodFee>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({ orderId: codOrders.orderId, feePaise: codOrders.feePaise, feeTaxPaise: codOrders.feeTaxPaise })
    .from(codOrders)
    .where(inArray(codOrders.orderId, [...orderIds]));
  return new Map(rows.map(({ orderId, ...fee }) => [orderId, fee]));
}

/** The invoice as printed, from the order and its lines (read by the caller, so a month's are read at once). */
export function invoiceDocumentOf(
  config: InvoiceConfig,
  order: OrderRow,
  items: readonly ItemRow[],
  cod: CodFee | undefined,
): GstDocument {
  if (!order.invoiceNumber) throw new Conflict(INVOICE_ERRORS.notIssued);
  const { rows, tax, untaxedPaise } = invoiceFigures(config, order, items, cod);
  return {
    ...heading(config, order, {
      kind: 'invoice',
      number: order.invoiceNumber,
      // A cash order is invoiced when its goods leave, its time of supply.
      date: order.invoicedAt ?? order.createdAt,
    }),
    rows,
    shippingPaise: untaxedPaise,
    tax,
    totalPaise: order.totalPaise,
    einvoice: order.irn
      ? { irn: order.irn, ackNo: order.irnAckNo, ackAt: order.irnAckAt, signedQr: order.irnSignedQr }
      : null,
    paidBy: paidBy(order),
  };
}

export const invoiceDocument = async (db: Db, config: InvoiceConfig, order: OrderRow) =>
  invoiceDocumentOf(
    config,
    order,
    await itemsOf(db, order.id),
    (await codFeesOf(db, [order.id])).get(order.id),
  );

/** Each gift card by its last 4, store credit, and the rest online; nothing when the provider took it all. */
function paidBy(order: OrderRow): { term: string; paise: number }[] {
  if (order.giftCardPaise === 0 && order.storeCreditPaise === 0) return [];
  const online = order.totalPaise - order.giftCardPaise - order.storeCreditPaise;
  return [
    ...order.giftCards.map((c) => ({ term: `Gift card ending ${c.last4}`, paise: c.amountPaise })),
    ...(order.storeCreditPaise > 0 ? [{ term: 'Store credit', paise: order.storeCreditPaise }] : []),
    ...(online > 0 ? [{ term: 'Paid online', paise: online }] : []),
  ];
}

/** 'invoice-WC-26-27-000123.pdf': the number with its slashes made safe for a file name. */
export const documentFileName = (doc: Pick<GstDocument, 'kind' | 'number'>) =>
  `${doc.kind === 'invoice' ? 'invoice' : 'credit-note'}-${doc.number.replaceAll('/', '-')}.pdf`;

export interface PdfFile {
  fileName: string;
  pdf: Buffer;
}

/** A document as a download; it names the customer, so no cache may keep a copy. */
export const sendPdf = (reply: FastifyReply, file: PdfFile) =>
  reply
    .type('application/pdf')
    .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
    .header('Cache-Control', 'private, no-store')
    .send(file.pdf);

async function invoicePdf(db: Db, config: InvoiceConfig, where: SQL | undefined): Promise<PdfFile> {
  const [order] = await db.select().from(orders).where(where);
  if (!order) throw new NotFound(ORDER_ERRORS.notFound);
  const doc = await invoiceDocument(db, config, order);
  return { fileName: documentFileName(doc), pdf: await renderSigned(config, doc) };
}

/** The document drawn, and signed with the store's certificate when it has one (decision 059). */
async function renderSigned(config: InvoiceConfig, doc: GstDocument): Promise<Buffer> {
  const pdf = await renderGstDocument(doc);
  if (!config.invoice.signing) return pdf;
  return signPdf(pdf, config.invoice.signing, {
    name: config.invoice.signatory ?? config.invoice.legalName,
    reason: `${doc.kind === 'invoice' ? 'Tax invoice' : 'Credit note'} ${doc.number}`,
    location: doc.supplier.state.name,
  });
}

const isUuid = (value: string) => z.uuid().safeParse(value).success;
const missing = () => Promise.reject(new NotFound(ORDER_ERRORS.notFound));

/**
 * Who asks for an order's documents: the customer may read their own order's only (someone else's answers exactly
 * like a missing one), a guest's signed order link (decision 019) that order's, staff with order access any order's.
 */
export type DocumentReader = CustomerReader | 'staff';

/** The order `id` as `reader` may read it, or null for none. */
function readableOrder(config: InvoiceConfig, id: string, reader: DocumentReader): SQL | undefined | null {
  if (!isUuid(id)) return null;
  if (reader === 'staff') return eq(orders.id, id);
  if ('token' in reader)
    return orderLinkMatches(config.orderLinkSecret, id, reader.token) ? eq(orders.id, id) : null;
  return and(eq(orders.id, id), eq(orders.userId, reader.userId));
}

export function orderInvoice(db: Db, config: InvoiceConfig, id: string, reader: DocumentReader) {
  const where = readableOrder(config, id, reader);
  return where === null ? missing() : invoicePdf(db, config, where);
}

// ---------------------------------------------------------------------------------------------------------
// Credit notes (rule 53): numbered and drawn here; every succeeded refund issues one (decisions 025, 029).

/** The next credit-note number, inside the transaction that records the refund. */
export const nextCreditNoteNumber = (tx: Db, config: Pick<Config, 'invoice'>, at: Date) =>
  nextDocumentNumber(tx, 'credit_note', config.invoice.prefix, at);

export interface CreditNoteInput {
  number: string;
  /** what goes back to the customer, tax included */
  amountPaise: number;
  reason: string;
  date: Date;
  /** the rows stored with the refund; absent on notes issued before they were */
  rows?: readonly InvoiceRow[] | null;
}

/** The rate a credit note's row prints: the goods' rate shipping was taxed at, else the spec's 8%. */
const creditNoteRate = (order: OrderRow) =>
  order.shippingRateBp !== null && order.shippingRateBp > 0 ? order.shippingRateBp : SPEC_RATE_BP;

/**
 * The rows a refund credits, each at its own rate (docs/decisions/055-gstr1.md): a return's lines in the
 * quantities given back; any other refund (a cancellation, a refund by hand) a share of every row of the invoice,
 * untaxed shipping included as a 0% row. Worked out once, when the refund succeeds, and stored with it.
 */
export function creditNoteRowsFor(
  config: InvoiceConfig,
  order: OrderRow,
  items: readonly ItemRow[],
  amountPaise: number,
  returned: ReadonlyMap<string, number> | null,
  cod: CodFee | undefined,
): InvoiceRow[] {
  const { rows, tax, untaxedPaise } = invoiceFigures(config, order, items, cod);
  const interState = 'igst' in tax;
  const none: GstSplit = interState ? { igst: 0 } : { cgst: 0, sgst: 0 };
  if (returned && linesRecordTax(items)) {
    // Each returned line's own rows, without shipping (a return does not give shipping back).
    const parts = items.flatMap((item) => {
      const quantity = returned.get(item.id) ?? 0;
      if (quantity <= 0) return [];
      const own = recordedInvoiceRows([item], interState, { paise: 0, taxPaise: 0, rateBp: null });
      return own.map((row) => ({ row, weight: quantity / item.quantity }));
    });
    if (parts.length) return creditNoteRows(amountPaise, parts, interState, true);
  }
  const shipping: InvoiceRow[] =
    untaxedPaise > 0
      ? [
          {
            description: 'Shipping (not taxed)',
            hsn: HSN_WALLPAPER,
            quantity: 1,
            unit: 'OTH',
            ratePaise: untaxedPaise,
            taxablePaise: untaxedPaise,
            rateBp: 0,
            tax: none,
          },
        ]
      : [];
  return creditNoteRows(
    amountPaise,
    [...rows, ...shipping].map((row) => ({ row, weight: 1 })),
    interState,
  );
}

export function creditNoteDocument(
  config: InvoiceConfig,
  order: OrderRow,
  input: CreditNoteInput,
): GstDocument {
  if (!order.invoiceNumber) throw new Conflict(INVOICE_ERRORS.notIssued);
  const against = {
    invoiceNumber: order.invoiceNumber,
    invoiceDate: order.invoicedAt ?? order.createdAt,
    reason: input.reason,
  };
  const head = heading(config, order, { kind: 'credit_note', number: input.number, date: input.date });
  if (input.rows?.length) {
    const tax = rowsSplit(input.rows, 'igst' in recordedSplit(order, config));
    return { ...head, rows: [...input.rows], shippingPaise: 0, tax, totalPaise: input.amountPaise, against };
  }
  // A note issued before its rows were stored: one row for the whole refund at the goods' rate.
  const { taxablePaise, tax } = creditNoteTax(input.amountPaise, order, recordedSplit(order, config));
  return {
    ...head,
    rows: [
      {
        description: `Refund: ${input.reason}`,
        hsn: HSN_WALLPAPER,
        quantity: 1,
        unit: 'PCS',
        ratePaise: taxablePaise,
        taxablePaise,
        rateBp: creditNoteRate(order),
        tax,
      },
    ],
    shippingPaise: 0,
    tax,
    totalPaise: taxablePaise + splitTotal(tax),
    against,
  };
}

export async function creditNotePdf(
  config: InvoiceConfig,
  order: OrderRow,
  input: CreditNoteInput,
): Promise<PdfFile> {
  const doc = creditNoteDocument(config, order, input);
  return { fileName: documentFileName(doc), pdf: await renderSigned(config, doc) };
}

/** The credit note of one succeeded refund of the order `where` finds; any other refund answers 404. */
async function refundCreditNote(
  db: Db,
  config: InvoiceConfig,
  where: SQL | undefined,
  refundId: string,
): Promise<PdfFile> {
  if (!isUuid(refundId)) throw new NotFound(INVOICE_ERRORS.creditNoteNotFound);
  const [order] = await db.select().from(orders).where(where);
  if (!order) throw new NotFound(ORDER_ERRORS.notFound);
  const [refund] = await db
    .select()
    .from(refunds)
    .where(and(eq(refunds.id, refundId), eq(refunds.orderId, order.id)));
  if (!refund?.creditNoteNumber || !refund.creditNoteAt)
    throw new NotFound(INVOICE_ERRORS.creditNoteNotFound);
  return creditNotePdf(config, order, {
    number: refund.creditNoteNumber,
    amountPaise: refund.amountPaise,
    reason: refund.reason,
    date: refund.creditNoteAt,
    rows: refund.creditNoteRows,
  });
}

export function orderCreditNote(
  db: Db,
  config: InvoiceConfig,
  id: string,
  refundId: string,
  reader: DocumentReader,
) {
  const where = readableOrder(config, id, reader);
  return where === null ? missing() : refundCreditNote(db, config, where, refundId);
}
