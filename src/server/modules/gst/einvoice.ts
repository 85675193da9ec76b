import { and, eq, isNull } from 'drizzle-orm';
import { EINVOICE_MESSAGES, EWAY_BILL_THRESHOLD_PAISE, type RecordIrn } from '../../../domain/einvoice';
import { formatINR } from '../../../domain/format';
import { splitTotal, type InvoiceRow } from '../../../domain/invoice';
import { isServiceCode } from '../../../domain/tax';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { Conflict, Invalid, NotFound } from '../../errors';
import { invoiceDocument, INVOICE_ERRORS } from '../orders/invoice';
import type { GstDocument } from '../orders/invoice-pdf';
import { ORDER_ERRORS } from '../orders/service';
import { recordAudit } from '../audit/service';
import { istDayStart } from '../../india-days';

type EinvoiceConfig = Pick<Config, 'invoice' | 'storeState' | 'orderLinkSecret' | 'einvoiceEnabled'>;

const rupees = (paise: number) => Math.round(paise) / 100;
/** 'DD/MM/YYYY' in India, as the IRP and the e-way bill system date documents. */
const slashDate = (date: Date) => {
  const [y, m, d] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(date).split('-');
  return `${d}/${m}/${y}`;
};

/** An address line as the schemas bound it (1–100 characters). */
const line = (text: string, max = 100) => text.replace(/\s+/g, ' ').trim().slice(0, max);

/** The store's address split into a line, a place and its PIN: STORE_ADDRESS must end with the PIN. */
function storeAddress(address: string) {
  const match = /^(.*?)[,\s]*(\d{6})\s*$/.exec(address.trim());
  if (!match) throw new Conflict(EINVOICE_MESSAGES.noPin);
  const [, rest = ''] = match;
  const parts = rest
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  return {
    addr1: line(rest || address),
    place: line(parts[parts.length - 1] ?? rest, 50),
    pin: Number(match[2]),
  };
}

const buyerPin = (lines: readonly string[]) => {
  const pin = /(\d{6})\s*$/.exec(lines.join(' '));
  return pin ? Number(pin[1]) : 999999;
};

async function orderDocument(db: Db, config: EinvoiceConfig, id: string) {
  const [order] = await db.select().from(orders).where(eq(orders.id, id));
  if (!order) throw new NotFound(ORDER_ERRORS.notFound);
  if (!order.invoiceNumber) throw new Conflict(INVOICE_ERRORS.notIssued);
  return { order, doc: await invoiceDocument(db, config, order) };
}

const heads = (row: InvoiceRow) =>
  'igst' in row.tax
    ? { IgstAmt: rupees(row.tax.igst), CgstAmt: 0, SgstAmt: 0 }
    : { IgstAmt: 0, CgstAmt: rupees(row.tax.cgst), SgstAmt: rupees(row.tax.sgst) };

/**
 * The invoice as the e-invoice schema INV-01 (version 1.1) has it, for the IRP: each printed row an item, its
 * gross (quantity × rate), the discount that brought it to its taxable value, and its heads; untaxed shipping is
 * an other charge.
 */
export function einvoiceJson(doc: GstDocument) {
  const seller = storeAddress(doc.supplier.address);
  const items = doc.rows.map((row, i) => {
    const gross = Math.max(Math.round(row.ratePaise * row.quantity), row.taxablePaise);
    const tax = heads(row);
    return {
      SlNo: String(i + 1),
      PrdDesc: line(row.description, 300),
      IsServc: isServiceCode(row.hsn) ? 'Y' : 'N',
      HsnCd: row.hsn,
      Qty: row.quantity,
      Unit: row.unit,
      UnitPrice: rupees(row.ratePaise),
      TotAmt: rupees(gross),
      Discount: rupees(gross - row.taxablePaise),
      AssAmt: rupees(row.taxablePaise),
      GstRt: row.rateBp / 100,
      ...tax,
      CesRt: 0,
      CesAmt: 0,
      CesNonAdvlAmt: 0,
      StateCesRt: 0,
      StateCesAmt: 0,
      StateCesNonAdvlAmt: 0,
      OthChrg: 0,
      TotItemVal: rupees(row.taxablePaise + splitTotal(row.tax)),
    };
  });
  const sum = (pick: (row: InvoiceRow) => number) => doc.rows.reduce((s, r) => s + pick(r), 0);
  return {
    Version: '1.1',
    TranDtls: { TaxSch: 'GST', SupTyp: 'B2B', RegRev: 'N', EcmGstin: null, IgstOnIntra: 'N' },
    DocDtls: { Typ: 'INV', No: doc.number, Dt: slashDate(doc.date) },
    SellerDtls: {
      Gstin: doc.supplier.gstin,
      LglNm: line(doc.supplier.legalName),
      Addr1: seller.addr1,
      Loc: seller.place,
      Pin: seller.pin,
      Stcd: doc.supplier.state.gstCode,
    },
    BuyerDtls: {
      Gstin: doc.recipient.gstin,
      LglNm: line(doc.recipient.name),
      Pos: doc.placeOfSupply.gstCode,
      Addr1: line(doc.recipient.lines[0] ?? doc.recipient.name),
      Loc: line(doc.recipient.lines[1]?.split(',')[0] ?? doc.placeOfSupply.name, 50),
      Pin: buyerPin(doc.recipient.lines),
      Stcd: (doc.recipient.state ?? doc.placeOfSupply).gstCode,
      ...(doc.recipient.phone ? { Ph: doc.recipient.phone.replace(/\D/g, '').slice(-12) } : {}),
      ...(doc.recipient.email ? { Em: doc.recipient.email } : {}),
    },
    ItemList: items,
    ValDtls: {
      AssVal: rupees(sum((r) => r.taxablePaise)),
      CgstVal: rupees(sum((r) => ('cgst' in r.tax ? r.tax.cgst : 0))),
      SgstVal: rupees(sum((r) => ('sgst' in r.tax ? r.tax.sgst : 0))),
      IgstVal: rupees(sum((r) => ('igst' in r.tax ? r.tax.igst : 0))),
      CesVal: 0,
      StCesVal: 0,
      Discount: 0,
      OthChrg: rupees(doc.shippingPaise),
      RndOffAmt: 0,
      TotInvVal: rupees(doc.totalPaise),
    },
  };
}

/** GET /api/admin/orders/:id/einvoice: a B2B invoice's INV-01 JSON, when the store e-invoices. */
export async function orderEinvoice(db: Db, config: EinvoiceConfig, id: string) {
  if (!config.einvoiceEnabled) throw new Conflict(EINVOICE_MESSAGES.disabled);
  const { order, doc } = await orderDocument(db, config, id);
  if (!order.buyerGstin) throw new Conflict(EINVOICE_MESSAGES.notB2b);
  return { fileName: `einvoice-${doc.number.replaceAll('/', '-')}.json`, json: einvoiceJson(doc) };
}

/** The IRP's SignedQRCode is a JWT whose payload's `data` names the invoice it was signed for. */
function qrClaims(signedQr: string): Record<string, unknown> {
  const [, payload] = signedQr.split('.');
  if (!payload || signedQr.split('.').length !== 3) throw new Invalid(EINVOICE_MESSAGES.qrUnreadable);
  try {
    const body = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { data?: unknown };
    const data = typeof body.data === 'string' ? (JSON.parse(body.data) as unknown) : body.data;
    if (!data || typeof data !== 'object') throw new Error('no data');
    return data as Record<string, unknown>;
  } catch {
    throw new Invalid(EINVOICE_MESSAGES.qrUnreadable);
  }
}

/**
 * PUT /api/admin/orders/:id/einvoice: records the IRN, acknowledgement and signed QR code the IRP returned. The
 * QR code must name this invoice (its number, seller GSTIN and IRN); its NIC signature is not checked here, which
 * needs the IRP's public key. Recorded once: the update only lands on an invoice without an IRN, so of two pastes
 * one wins, and a repeat of the same IRN answers as the first did.
 */
export async function recordIrn(
  db: Db,
  config: EinvoiceConfig,
  actorId: string,
  id: string,
  body: RecordIrn,
) {
  if (!config.einvoiceEnabled) throw new Conflict(EINVOICE_MESSAGES.disabled);
  const { order, doc } = await orderDocument(db, config, id);
  if (!order.buyerGstin) throw new Conflict(EINVOICE_MESSAGES.notB2b);
  const claims = qrClaims(body.signedQrCode);
  const expected: [string, string][] = [
    ['DocNo', doc.number],
    ['SellerGstin', doc.supplier.gstin],
    ['Irn', body.irn],
  ];
  for (const [field, value] of expected)
    if (String(claims[field] ?? '').toLowerCase() !== value.toLowerCase())
      throw new Invalid(EINVOICE_MESSAGES.qrMismatch(field));
  const ackAt = body.ackDate
    ? new Date(istDayStart(body.ackDate.slice(0, 10)).getTime() + msOfDay(body.ackDate))
    : null;
  const updated = await db
    .update(orders)
    .set({ irn: body.irn, irnAckNo: body.ackNo ?? null, irnAckAt: ackAt, irnSignedQr: body.signedQrCode })
    .where(and(eq(orders.id, id), isNull(orders.irn)))
    .returning({ id: orders.id })
    .catch((error: unknown) => {
      if (
        String((error as { cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code) ===
        '23505'
      )
        throw new Conflict(EINVOICE_MESSAGES.irnUsed);
      throw error;
    });
  if (!updated.length) {
    const [now] = await db.select({ irn: orders.irn }).from(orders).where(eq(orders.id, id));
    if (now?.irn !== body.irn) throw new Conflict(EINVOICE_MESSAGES.irnTaken(now?.irn ?? ''));
  } else await recordAudit(db, actorId, 'order.irn', id, { invoice: doc.number, irn: body.irn });
  return einvoiceStatus(db, id);
}

const msOfDay = (local: string) => {
  const [h = 0, m = 0, s = 0] = local.slice(11, 19).split(':').map(Number);
  return ((h * 60 + m) * 60 + s) * 1000;
};

export async function einvoiceStatus(db: Db, id: string) {
  const [row] = await db
    .select({ irn: orders.irn, ackNo: orders.irnAckNo, ackAt: orders.irnAckAt })
    .from(orders)
    .where(eq(orders.id, id));
  if (!row?.irn) throw new NotFound(ORDER_ERRORS.notFound);
  return { irn: row.irn, ackNo: row.ackNo, ackDate: row.ackAt?.toISOString() ?? null };
}

/**
 * GET /api/admin/orders/:id/eway-bill: Part A of the e-way bill for the order's goods, in the e-way bill system's
 * bulk-upload JSON, when the consignment (its goods with their tax) is worth more than ₹50,000. Part B (the
 * vehicle) is filled in by whoever carries it; services (installation) move nothing and are left out.
 */
export async function orderEwayBill(db: Db, config: EinvoiceConfig, id: string) {
  const { doc } = await orderDocument(db, config, id);
  const goods = doc.rows.filter((r) => !isServiceCode(r.hsn));
  const sum = (pick: (row: InvoiceRow) => number) => goods.reduce((s, r) => s + pick(r), 0);
  const value = sum((r) => r.taxablePaise + splitTotal(r.tax));
  if (value <= EWAY_BILL_THRESHOLD_PAISE)
    throw new Conflict(EINVOICE_MESSAGES.ewayBelow(formatINR(value / 100)));
  const from = storeAddress(doc.supplier.address);
  const inter = 'igst' in doc.tax;
  const to = doc.recipient.state ?? doc.placeOfSupply;
  const bill = {
    userGstin: doc.supplier.gstin,
    supplyType: 'O',
    subSupplyType: 1,
    subSupplyDesc: '',
    docType: 'INV',
    docNo: doc.number,
    docDate: slashDate(doc.date),
    fromGstin: doc.supplier.gstin,
    fromTrdName: line(doc.supplier.legalName),
    fromAddr1: from.addr1,
    fromAddr2: '',
    fromPlace: from.place,
    fromPincode: from.pin,
    fromStateCode: Number(doc.supplier.state.gstCode),
    actFromStateCode: Number(doc.supplier.state.gstCode),
    toGstin: doc.recipient.gstin ?? 'URP',
    toTrdName: line(doc.recipient.name),
    toAddr1: line(doc.recipient.lines[0] ?? ''),
    toAddr2: '',
    toPlace: line(doc.recipient.lines[1]?.split(',')[0] ?? to.name, 50),
    toPincode: buyerPin(doc.recipient.lines),
    toStateCode: Number(doc.placeOfSupply.gstCode),
    actToStateCode: Number(to.gstCode),
    transactionType: 1,
    otherValue: 0,
    totalValue: rupees(sum((r) => r.taxablePaise)),
    cgstValue: rupees(sum((r) => ('cgst' in r.tax ? r.tax.cgst : 0))),
    sgstValue: rupees(sum((r) => ('sgst' in r.tax ? r.tax.sgst : 0))),
    igstValue: rupees(sum((r) => ('igst' in r.tax ? r.tax.igst : 0))),
    cessValue: 0,
    cessNonAdvolValue: 0,
    totInvValue: rupees(value),
    transMode: '1',
    transDistance: '0',
    transporterId: '',
    transporterName: '',
    transDocNo: '',
    transDocDate: '',
    vehicleNo: '',
    vehicleType: 'R',
    itemList: goods.map((r, i) => ({
      itemNo: i + 1,
      productName: line(r.description.split(':')[0] ?? r.description),
      productDesc: line(r.description),
      hsnCode: Number(r.hsn),
      quantity: r.quantity,
      qtyUnit: r.unit,
      taxableAmount: rupees(r.taxablePaise),
      sgstRate: inter ? 0 : r.rateBp / 200,
      cgstRate: inter ? 0 : r.rateBp / 200,
      igstRate: inter ? r.rateBp / 100 : 0,
      cessRate: 0,
      cessNonAdvol: 0,
    })),
  };
  return {
    fileName: `eway-bill-${doc.number.replaceAll('/', '-')}.json`,
    json: { version: '1.0.0621', billLists: [bill] },
  };
}
