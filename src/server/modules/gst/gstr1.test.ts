import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import type { ShippingInfo } from '../../../domain/checkout';
import type { Gstr1Json, Gstr1Summary } from '../../../domain/gstr1';
import { gstinCheckCharacter } from '../../../domain/gstin';
import type { InvoiceRow } from '../../../domain/invoice';
import type { Order } from '../../../domain/order';
import { orders, products, refunds } from '../../db/schema';
import {
  KARNATAKA_STORE,
  SHIPPING,
  createCheckoutTestApp,
  type CheckoutTestApp,
  type Shopper,
} from '../../test/checkout';
import { pdfText } from '../../test/pdf-text';
import { bearer } from '../../test/store-fixtures';

/**
 * docs/decisions/055-gstr1.md: the month's GSTR-1 from a mixed month — B2B and B2C, within and across the state
 * line, a B2C invoice above the b2cl limit, a discount, and refunds whose credit notes credit each line at its
 * own rate — whose sections add up to the invoices less the credit notes to the paisa.
 */

const GST_RATES = '4814:18,3921:18,3916:12,9954:18';
const MUMBAI: ShippingInfo = { ...SHIPPING, city: 'Mumbai', state: 'Maharashtra', zip: '400020' };
const gstin = (first14: string) => `${first14}${gstinCheckCharacter(first14)}`;
const KA_BUYER = { gstin: gstin('29AABCI1234K1Z'), legalName: 'Interiors Karnataka LLP' };
const MH_BUYER = { gstin: gstin('27AACCD5678M1Z'), legalName: 'Designers Mumbai Pvt Ltd' };
const MONTH = '2026-10';

let t: CheckoutTestApp;
const placed: Order[] = [];
const ids: Record<string, string> = {};

async function place(
  who: Shopper,
  lines: Parameters<CheckoutTestApp['fillCart']>[1][],
  shippingInfo: ShippingInfo,
  extra: { business?: typeof KA_BUYER; codes?: string[] } = {},
) {
  await t.fillCart(who, ...lines);
  const paymentOrder = await t.createPaymentOrder(who, { currency: 'INR', shippingInfo, ...extra });
  const order = await t.payAndPlace(who, paymentOrder.orderId, shippingInfo);
  placed.push(order);
  return order.id;
}

const refund = async (orderId: string, amount: number) => {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/refunds`,
    headers: { ...bearer(t.staff.admin), 'idempotency-key': randomUUID() },
    payload: { amount, reason: 'Goodwill refund' },
  });
  if (res.statusCode !== 201) throw new Error(`refund answered ${res.statusCode}: ${res.body}`);
};

const get = (url: string, who = t.staff.viewer) => t.app.inject({ method: 'GET', url, headers: bearer(who) });
const paise = (rupees: number | undefined) => Math.round((rupees ?? 0) * 100);

beforeAll(async () => {
  t = await createCheckoutTestApp({ ...KARNATAKA_STORE, GST_RATES, EINVOICE_ENABLED: 'true' });
  await t.db.update(products).set({ category: 'Wall Muralists' }).where(eq(products.id, t.custom.id));
  await t.db.update(products).set({ category: 'Mouldings' }).where(eq(products.id, t.roll.id));
  t.app.catalogueCache.drop();
  const promo = await t.app.inject({
    method: 'POST',
    url: '/api/admin/promotions',
    headers: bearer(t.staff.admin),
    payload: { name: 'Festive', code: 'FESTIVE10', benefit: { type: 'percent', percent: 10 } },
  });
  if (promo.statusCode !== 201) throw new Error(promo.body);

  // B2B within Karnataka: an 18% wall with installation and 12% mouldings (CGST + SGST).
  ids.b2bIntra = await place(t.asha, [t.wallLine({ installation: true }), t.rollsLine(2)], SHIPPING, {
    business: KA_BUYER,
  });
  // B2B to Maharashtra (IGST).
  ids.b2bInter = await place(t.ravi, [t.wallLine()], MUMBAI, { business: MH_BUYER });
  // B2C within the state, 10% off.
  ids.b2cIntra = await place(t.asha, [t.wallLine(), t.rollsLine(1)], SHIPPING, { codes: ['FESTIVE10'] });
  // B2C across the state line, small: the B2C summary.
  ids.b2cInter = await place(t.ravi, [t.rollsLine(3)], MUMBAI);
  // B2C across the state line above ₹1,00,000: b2cl, invoice by invoice.
  ids.b2cLarge = await place(
    t.ravi,
    [t.wallLine({ customDimensions: { width: 400, height: 300 }, quantity: 2 })],
    MUMBAI,
  );

  // Credit notes: against the B2B mixed-rate order (cdnr), the large B2C (cdnur) and a small B2C (into b2cs).
  await refund(ids.b2bIntra, 500);
  await refund(ids.b2cLarge, 10_000);
  await refund(ids.b2cIntra, 100);

  // The month under test: October 2026 (India). Everything above is moved into it.
  const all = placed.map((o) => o.id);
  await t.db
    .update(orders)
    .set({ createdAt: new Date('2026-10-15T11:00:00+05:30') })
    .where(inArray(orders.id, all));
  await t.db
    .update(refunds)
    .set({ creditNoteAt: new Date('2026-10-25T16:00:00+05:30') })
    .where(inArray(refunds.orderId, all));
  // An order of the next month is not in October's return.
  const november = await place(t.asha, [t.rollsLine(1)], SHIPPING);
  await t.db
    .update(orders)
    .set({ createdAt: new Date('2026-11-01T00:10:00+05:30') })
    .where(eq(orders.id, november));
});
afterAll(() => t.close());

type Item = {
  num: number;
  itm_det: { rt: number; txval: number; iamt?: number; camt?: number; samt?: number };
};
interface Heads {
  txval: number;
  iamt: number;
  camt: number;
  samt: number;
}
const zero = (): Heads => ({ txval: 0, iamt: 0, camt: 0, samt: 0 });
const add = (sum: Heads, d: { txval: number; iamt?: number; camt?: number; samt?: number }, sign = 1) => {
  sum.txval += sign * paise(d.txval);
  sum.iamt += sign * paise(d.iamt);
  sum.camt += sign * paise(d.camt);
  sum.samt += sign * paise(d.samt);
};

describe('GET /api/admin/gst/gstr1', () => {
  let json: Gstr1Json;
  beforeAll(async () => {
    const res = await get(`/api/admin/gst/gstr1?month=${MONTH}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="gstr1-2026-10.json"');
    json = res.json<Gstr1Json>();
  });

  it('puts each invoice in its section with the portal’s fields', async () => {
    expect(json).toMatchObject({ gstin: KARNATAKA_STORE.STORE_GSTIN, fp: '102026' });
    const [order] = await t.db.select().from(orders).where(eq(orders.id, ids.b2bIntra!));
    const ka = json.b2b.find((b) => b.ctin === KA_BUYER.gstin);
    expect(ka?.inv).toHaveLength(1);
    const inv = ka!.inv[0]!;
    expect(inv).toMatchObject({
      inum: order!.invoiceNumber,
      idt: '15-10-2026',
      pos: '29',
      rchrg: 'N',
      inv_typ: 'R',
    });
    expect(paise(inv.val)).toBe(order!.totalPaise);
    // Two rates on one invoice: one item each, numbered by rate; within the state CGST and SGST, no IGST.
    expect(inv.itms.map((i: Item) => i.num)).toEqual([1801, 1201]);
    expect(inv.itms[0]!.itm_det).toEqual(expect.objectContaining({ rt: 18, csamt: 0 }));
    expect(inv.itms[0]!.itm_det).not.toHaveProperty('iamt');
    const mh = json.b2b.find((b) => b.ctin === MH_BUYER.gstin)!.inv[0]!;
    expect(mh.pos).toBe('27');
    expect(mh.itms[0]!.itm_det).toHaveProperty('iamt');
    expect(mh.itms[0]!.itm_det).not.toHaveProperty('camt');

    // Above ₹1,00,000 across the state line to an unregistered buyer: b2cl; the small one stays in b2cs.
    const [large] = await t.db.select().from(orders).where(eq(orders.id, ids.b2cLarge!));
    expect(large!.totalPaise).toBeGreaterThan(1_00_000_00);
    expect(json.b2cl).toEqual([
      {
        pos: '27',
        inv: [expect.objectContaining({ inum: large!.invoiceNumber, val: large!.totalPaise / 100 })],
      },
    ]);
    expect(json.b2cs.map((e) => [e.sply_ty, e.pos, e.typ, e.rt])).toEqual([
      ['INTER', '27', 'OE', 12],
      ['INTRA', '29', 'OE', 18],
      ['INTRA', '29', 'OE', 12],
    ]);
    // Not November's order.
    const numbers = [...json.b2b.flatMap((b) => b.inv), ...json.b2cl.flatMap((b) => b.inv)].map(
      (i) => i.inum,
    );
    expect(numbers).toHaveLength(3);
  });

  it('reports each credit note where its invoice was, each line credited at its own rate', async () => {
    const [note] = await t.db.select().from(refunds).where(eq(refunds.orderId, ids.b2bIntra!));
    const rows = note!.creditNoteRows as InvoiceRow[];
    expect(new Set(rows.map((r) => r.rateBp))).toEqual(new Set([1800, 1200]));
    expect(
      rows.reduce((s, r) => s + r.taxablePaise + ('cgst' in r.tax ? r.tax.cgst + r.tax.sgst : 0), 0),
    ).toBe(50_000);
    expect(note!.creditNoteCgstPaise).toBe(rows.reduce((s, r) => s + ('cgst' in r.tax ? r.tax.cgst : 0), 0));

    expect(json.cdnr).toEqual([
      {
        ctin: KA_BUYER.gstin,
        nt: [
          expect.objectContaining({
            ntty: 'C',
            nt_num: note!.creditNoteNumber,
            nt_dt: '25-10-2026',
            val: 500,
            pos: '29',
            inv_typ: 'R',
          }),
        ],
      },
    ]);
    expect(json.cdnr[0]!.nt[0]!.itms.map((i: Item) => i.itm_det.rt)).toEqual([18, 12]);
    expect(json.cdnur).toEqual([expect.objectContaining({ typ: 'B2CL', pos: '27', val: 10_000, ntty: 'C' })]);
    expect(json.doc_issue.doc_det).toEqual([
      expect.objectContaining({
        doc_num: 1,
        docs: [expect.objectContaining({ totnum: 5, cancel: 0, net_issue: 5 })],
      }),
      expect.objectContaining({ doc_num: 5, docs: [expect.objectContaining({ totnum: 3, net_issue: 3 })] }),
    ]);
  });

  it('adds up, to the paisa, to the invoices less the credit notes, in the sections and in the HSN summary', async () => {
    const month = await t.db
      .select()
      .from(orders)
      .where(
        inArray(
          orders.id,
          placed.slice(0, 5).map((o) => o.id),
        ),
      );
    const notes = await t.db
      .select()
      .from(refunds)
      .where(
        inArray(
          refunds.orderId,
          month.map((o) => o.id),
        ),
      );
    const expected = zero();
    for (const o of month) {
      expected.txval += o.totalPaise - o.taxPaise;
      expected.iamt += o.igstPaise ?? 0;
      expected.camt += o.cgstPaise ?? 0;
      expected.samt += o.sgstPaise ?? 0;
    }
    for (const n of notes) {
      const tax = (n.creditNoteIgstPaise ?? 0) + (n.creditNoteCgstPaise ?? 0) + (n.creditNoteSgstPaise ?? 0);
      expected.txval -= n.amountPaise - tax;
      expected.iamt -= n.creditNoteIgstPaise ?? 0;
      expected.camt -= n.creditNoteCgstPaise ?? 0;
      expected.samt -= n.creditNoteSgstPaise ?? 0;
    }
    // The discount lowered what was charged: the B2C order's taxable value is after 10% off.
    const discounted = month.find((o) => o.id === ids.b2cIntra);
    expect(discounted!.discountPaise).toBeGreaterThan(0);

    const reported = zero();
    for (const b of json.b2b) for (const i of b.inv) for (const it of i.itms) add(reported, it.itm_det);
    for (const b of json.b2cl) for (const i of b.inv) for (const it of i.itms) add(reported, it.itm_det);
    for (const e of json.b2cs) add(reported, e);
    for (const c of json.cdnr) for (const n of c.nt) for (const it of n.itms) add(reported, it.itm_det, -1);
    for (const n of json.cdnur) for (const it of n.itms) add(reported, it.itm_det, -1);
    expect(reported).toEqual(expected);

    const hsn = zero();
    for (const h of [...json.hsn.hsn_b2b, ...json.hsn.hsn_b2c]) add(hsn, h);
    expect(hsn).toEqual(expected);
    expect(json.hsn.hsn_b2b.map((h) => [h.hsn_sc, h.uqc, h.rt])).toEqual([
      ['3916', 'ROL', 12],
      ['4814', 'PCS', 18],
      ['995475', 'NA', 18],
    ]);

    const summary = (await get(`/api/admin/gst/summary?month=${MONTH}`)).json<Gstr1Summary>();
    expect(summary.reconciliation).toMatchObject({
      balanced: true,
      invoices: { documents: 5 },
      creditNotes: { documents: 3, value: 10_600 },
      expected: { taxable: expected.txval / 100, igst: expected.iamt / 100 },
    });
    expect(summary.reconciliation.reported).toEqual(summary.reconciliation.expected);
  });

  it('downloads a section as CSV under the offline tool’s headings', async () => {
    const res = await get(`/api/admin/gst/gstr1?month=${MONTH}&format=csv&section=b2b`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="gstr1-2026-10-b2b.csv"');
    const lines = res.body.trim().split('\n');
    expect(lines[0]).toBe(
      'GSTIN/UIN of Recipient,Invoice Number,Invoice date,Invoice Value,Place Of Supply,Reverse Charge,Invoice Type,Rate,Taxable Value,Integrated Tax,Central Tax,State/UT Tax,Cess Amount',
    );
    expect(lines).toHaveLength(1 + 3);
    const b2cs = await get(`/api/admin/gst/gstr1?month=${MONTH}&format=csv&section=b2cs`);
    expect(b2cs.body.split('\n')[1]).toMatch(/^OE,27,INTER,12,/);
  });

  it('refuses a malformed month', async () => {
    const res = await get('/api/admin/gst/gstr1?month=2026-13');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('month must be YYYY-MM, e.g. 2026-10');
    expect((await get('/api/admin/gst/gstr1?month=2026-10&section=exp')).statusCode).toBe(400);
  });
});

describe('e-invoice and e-way bill (docs/decisions/060-einvoice-and-eway-bill.md)', () => {
  const IRN = 'b'.repeat(64);
  const jwtPart = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const signedQr = (claims: Record<string, string>) =>
    `${jwtPart({ alg: 'RS256', typ: 'JWT' })}.${jwtPart({ iss: 'NIC', data: JSON.stringify(claims) })}.c2ln`;
  const put = (id: string, payload: object, who = t.staff.admin) =>
    t.app.inject({ method: 'PUT', url: `/api/admin/orders/${id}/einvoice`, headers: bearer(who), payload });

  it('exports a B2B invoice as INV-01 whose items add up to its totals, and refuses a B2C one', async () => {
    const res = await get(`/api/admin/orders/${ids.b2bIntra}/einvoice`);
    expect(res.statusCode).toBe(200);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, ids.b2bIntra!));
    const inv = res.json();
    expect(inv).toMatchObject({
      Version: '1.1',
      TranDtls: { TaxSch: 'GST', SupTyp: 'B2B', RegRev: 'N' },
      DocDtls: { Typ: 'INV', No: order!.invoiceNumber, Dt: '15/10/2026' },
      SellerDtls: { Gstin: KARNATAKA_STORE.STORE_GSTIN, Loc: 'Bengaluru', Pin: 560001, Stcd: '29' },
      BuyerDtls: { Gstin: KA_BUYER.gstin, LglNm: KA_BUYER.legalName, Pos: '29', Pin: 560001, Stcd: '29' },
    });
    type Line = {
      AssAmt: number;
      CgstAmt: number;
      SgstAmt: number;
      TotAmt: number;
      Discount: number;
      IsServc: string;
    };
    const items = inv.ItemList as Line[];
    expect(items.map((i) => i.IsServc)).toContain('Y');
    const sum = (pick: (i: Line) => number) => items.reduce((s, i) => s + paise(pick(i)), 0);
    expect(paise(inv.ValDtls.AssVal)).toBe(sum((i) => i.AssAmt));
    expect(paise(inv.ValDtls.CgstVal)).toBe(order!.cgstPaise);
    expect(paise(inv.ValDtls.SgstVal)).toBe(order!.sgstPaise);
    expect(sum((i) => i.TotAmt) - sum((i) => i.Discount)).toBe(sum((i) => i.AssAmt));
    expect(paise(inv.ValDtls.TotInvVal)).toBe(order!.totalPaise);

    const b2c = await get(`/api/admin/orders/${ids.b2cIntra}/einvoice`);
    expect(b2c.statusCode).toBe(409);
    expect(b2c.json()).toEqual({
      message: 'Only an invoice to a registered buyer (with a GSTIN) is e-invoiced.',
    });
  });

  it('records the IRN and signed QR code once, checks they are this invoice’s, and prints them', async () => {
    const [order] = await t.db.select().from(orders).where(eq(orders.id, ids.b2bInter!));
    const claims = { SellerGstin: KARNATAKA_STORE.STORE_GSTIN, DocNo: order!.invoiceNumber!, Irn: IRN };
    const wrong = await put(ids.b2bInter!, {
      irn: IRN,
      signedQrCode: signedQr({ ...claims, DocNo: 'WC/26-27/999999' }),
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toContain('its DocNo does not match');
    expect(
      (await put(ids.b2bInter!, { irn: IRN, signedQrCode: signedQr(claims) }, t.staff.editor)).statusCode,
    ).toBe(403);

    const body = {
      irn: IRN,
      ackNo: '112610012345678',
      ackDate: '2026-10-15 11:05:00',
      signedQrCode: signedQr(claims),
    };
    const ok = await put(ids.b2bInter!, body);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ irn: IRN, ackNo: '112610012345678', ackDate: '2026-10-15T05:35:00.000Z' });
    expect((await put(ids.b2bInter!, body)).statusCode).toBe(200);
    const other = await put(ids.b2bInter!, {
      ...body,
      irn: 'c'.repeat(64),
      signedQrCode: signedQr({ ...claims, Irn: 'c'.repeat(64) }),
    });
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe(
      `This invoice is already registered with IRN ${IRN}; an IRN cannot be replaced.`,
    );

    const sheet = await get(`/api/admin/orders/${ids.b2bInter}`);
    expect(sheet.json().einvoicing).toBe(true);
    expect(sheet.json().einvoice).toEqual({
      irn: IRN,
      ackNo: '112610012345678',
      ackDate: '2026-10-15T05:35:00.000Z',
    });
    const pdf = await get(`/api/admin/orders/${ids.b2bInter}/invoice`);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain(`IRN: ${IRN}`);
    expect(text).toContain('Ack no. 112610012345678');
  });

  it('gives a consignment over ₹50,000 its e-way bill Part A, and refuses a smaller one', async () => {
    const res = await get(`/api/admin/orders/${ids.b2cLarge}/eway-bill`);
    expect(res.statusCode).toBe(200);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, ids.b2cLarge!));
    const bill = res.json().billLists[0];
    expect(bill).toMatchObject({
      supplyType: 'O',
      docType: 'INV',
      docNo: order!.invoiceNumber,
      fromGstin: KARNATAKA_STORE.STORE_GSTIN,
      fromPincode: 560001,
      toGstin: 'URP',
      toStateCode: 27,
      toPincode: 400020,
      vehicleNo: '',
    });
    expect(paise(bill.totalValue) + paise(bill.igstValue)).toBe(paise(bill.totInvValue));
    expect(bill.itemList[0]).toMatchObject({ hsnCode: 4814, igstRate: 18, cgstRate: 0 });

    const small = await get(`/api/admin/orders/${ids.b2cInter}/eway-bill`);
    expect(small.statusCode).toBe(409);
    expect(small.json().message).toMatch(
      /^An e-way bill is needed only for goods worth more than ₹50,000; this consignment is ₹/,
    );
  });
});
