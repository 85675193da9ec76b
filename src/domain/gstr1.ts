import { z } from 'zod';
import type { GstSplit } from './pricing';
import type { InvoiceRow, InvoiceUnit } from './invoice';
import { isServiceCode } from './tax';

/**
 * The month's GSTR-1 as the GST portal's offline tool imports it (docs/decisions/055-gstr1.md): every figure is
 * summed in whole paise from the rows the invoices and credit notes print, and turned into rupees with two
 * decimals only here, at the edge, so each section adds up to the documents to the paisa.
 */

/**
 * B2C (large): an inter-state invoice to an unregistered buyer of more than ₹1,00,000 is reported invoice by
 * invoice (table 5). The limit was ₹2,50,000 until Notification 12/2024-Central Tax lowered it from 1 August 2024.
 */
export const B2CL_THRESHOLD_PAISE = 1_00_000_00;

export const GSTR1_SECTIONS = ['b2b', 'b2cl', 'b2cs', 'cdnr', 'cdnur', 'hsn', 'doc_issue'] as const;
export type Gstr1Section = (typeof GSTR1_SECTIONS)[number];

export const Gstr1QuerySchema = z.object({
  month: z
    .string({ error: 'month is required, as YYYY-MM' })
    .regex(/^20\d\d-(0[1-9]|1[0-2])$/, 'month must be YYYY-MM, e.g. 2026-10'),
  format: z.enum(['json', 'csv'], { error: "format must be 'json' or 'csv'" }).default('json'),
  section: z
    .enum(GSTR1_SECTIONS, { error: `section must be one of ${GSTR1_SECTIONS.join(', ')}` })
    .optional(),
});
export type Gstr1Query = z.infer<typeof Gstr1QuerySchema>;

/** An invoice of the month as GSTR-1 needs it, its rows as printed. */
export interface Gstr1Invoice {
  number: string;
  date: Date;
  buyerGstin: string | null;
  /** the place of supply's GST state code, '29' */
  pos: string;
  interState: boolean;
  /** the invoice's total value, tax included */
  valuePaise: number;
  rows: readonly InvoiceRow[];
}

/** A credit note of the month, with the invoice it reduces. */
export interface Gstr1CreditNote {
  number: string;
  date: Date;
  valuePaise: number;
  rows: readonly InvoiceRow[];
  invoice: Pick<Gstr1Invoice, 'number' | 'date' | 'buyerGstin' | 'pos' | 'interState' | 'valuePaise'>;
}

/** Where an invoice is reported: to a registered buyer (4A), large inter-state B2C (5), or the B2C summary (7). */
export function invoiceSection(invoice: Gstr1CreditNote['invoice']): 'b2b' | 'b2cl' | 'b2cs' {
  if (invoice.buyerGstin) return 'b2b';
  return invoice.interState && invoice.valuePaise > B2CL_THRESHOLD_PAISE ? 'b2cl' : 'b2cs';
}

/**
 * Where a credit note is reported: against a B2B invoice in cdnr (9B registered), against a B2C large one in
 * cdnur; a note against a B2C small invoice lowers that month's b2cs figures instead (the portal has no
 * unregistered note for it).
 */
export function creditNoteSection(note: Gstr1CreditNote): 'cdnr' | 'cdnur' | 'b2cs' {
  const section = invoiceSection(note.invoice);
  return section === 'b2b' ? 'cdnr' : section === 'b2cl' ? 'cdnur' : 'b2cs';
}

// ---------------------------------------------------------------------------------------------------------
// The portal's JSON

const rupees = (paise: number) => Math.round(paise) / 100;
/** 'DD-MM-YYYY' in India, as the portal dates documents. */
export const portalDate = (date: Date) => {
  const [y, m, d] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(date).split('-');
  return `${d}-${m}-${y}`;
};
/** The portal's filing period: MMYYYY. */
export const filingPeriod = (month: string) => `${month.slice(5, 7)}${month.slice(0, 4)}`;

interface Heads {
  txval: number;
  iamt: number;
  camt: number;
  samt: number;
}
const NO_HEADS: Heads = { txval: 0, iamt: 0, camt: 0, samt: 0 };
const headsOf = (taxablePaise: number, tax: GstSplit): Heads =>
  'igst' in tax
    ? { txval: taxablePaise, iamt: tax.igst, camt: 0, samt: 0 }
    : { txval: taxablePaise, iamt: 0, camt: tax.cgst, samt: tax.sgst };
const plus = (a: Heads, b: Heads, sign = 1): Heads => ({
  txval: a.txval + sign * b.txval,
  iamt: a.iamt + sign * b.iamt,
  camt: a.camt + sign * b.camt,
  samt: a.samt + sign * b.samt,
});

/** An item's figures in rupees: IGST alone across a state line, CGST and SGST within it; no cess is charged. */
function itemDetail(rateBp: number, heads: Heads, interState: boolean) {
  const base = { txval: rupees(heads.txval), rt: rateBp / 100 };
  return interState
    ? { ...base, iamt: rupees(heads.iamt), csamt: 0 }
    : { ...base, camt: rupees(heads.camt), samt: rupees(heads.samt), csamt: 0 };
}

/** A document's rows summed per rate, highest first (rows at 0% are supplies outside these tables). */
function byRate(rows: readonly InvoiceRow[]): { rateBp: number; heads: Heads }[] {
  const sums = new Map<number, Heads>();
  for (const row of rows) {
    if (row.rateBp <= 0) continue;
    sums.set(row.rateBp, plus(sums.get(row.rateBp) ?? NO_HEADS, headsOf(row.taxablePaise, row.tax)));
  }
  return [...sums.entries()].sort(([a], [b]) => b - a).map(([rateBp, heads]) => ({ rateBp, heads }));
}

/** The offline tool numbers a document's items by rate: 1801 for 18%, 1201 for 12%, 251 for 2.5%. */
const items = (rows: readonly InvoiceRow[], interState: boolean) =>
  byRate(rows).map(({ rateBp, heads }) => ({
    num: rateBp + 1,
    itm_det: itemDetail(rateBp, heads, interState),
  }));

/** HSN descriptions as the HSN master names the store's codes (table 12 fills its own from the code). */
const HSN_DESCRIPTIONS: Record<string, string> = {
  '4814': 'Wallpaper and similar wall coverings; window transparencies of paper',
  '3921': 'Other plates, sheets, film, foil and strip, of plastics',
  '3916': 'Monofilament, rods, sticks and profile shapes, of plastics',
  '995475': 'Other floor laying, wall covering and wall papering services',
};
const describe = (code: string) =>
  HSN_DESCRIPTIONS[code] ??
  HSN_DESCRIPTIONS[code.slice(0, 4)] ??
  (isServiceCode(code) ? 'Services' : 'Goods');

/** A unit as the portal's UQC list names it; services report 'NA' with no quantity. */
const UQC: Record<InvoiceUnit, string> = { ROL: 'ROL', PCS: 'PCS', SQF: 'SQF', OTH: 'OTH' };

interface HsnLine {
  hsn: string;
  rateBp: number;
  uqc: string;
  qty: number;
  heads: Heads;
}

function hsnLines(docs: { rows: readonly InvoiceRow[]; sign: number }[]): HsnLine[] {
  const lines = new Map<string, HsnLine>();
  for (const { rows, sign } of docs)
    for (const row of rows) {
      if (row.rateBp <= 0) continue;
      const key = `${row.hsn}|${row.rateBp}`;
      const line = lines.get(key) ?? {
        hsn: row.hsn,
        rateBp: row.rateBp,
        uqc: isServiceCode(row.hsn) ? 'NA' : '',
        qty: 0,
        heads: NO_HEADS,
      };
      // The goods' own unit names the line; shipping taxed with them ('OTH') adds value, not quantity. A credit
      // note lowers the value and tax, and the quantity only of goods it takes back.
      if (!line.uqc && row.unit !== 'OTH') line.uqc = UQC[row.unit];
      if (line.uqc !== 'NA' && UQC[row.unit] === line.uqc) line.qty += sign * row.quantity;
      line.heads = plus(line.heads, headsOf(row.taxablePaise, row.tax), sign);
      lines.set(key, line);
    }
  return [...lines.values()]
    .map((l) => ({ ...l, uqc: l.uqc || 'OTH' }))
    .sort((a, b) => a.hsn.localeCompare(b.hsn) || b.rateBp - a.rateBp);
}

const hsnJson = (lines: HsnLine[]) =>
  lines.map((l, i) => ({
    num: i + 1,
    hsn_sc: l.hsn,
    desc: describe(l.hsn),
    uqc: l.uqc,
    qty: Math.round(l.qty * 100) / 100,
    rt: l.rateBp / 100,
    txval: rupees(l.heads.txval),
    iamt: rupees(l.heads.iamt),
    camt: rupees(l.heads.camt),
    samt: rupees(l.heads.samt),
    csamt: 0,
  }));

/** Consecutive documents of one series: from, to, how many, none cancelled (a supply is undone by a credit note). */
function docRanges(numbers: readonly string[]) {
  const series = new Map<string, string[]>();
  for (const number of numbers) {
    const prefix = number.slice(0, number.lastIndexOf('/') + 1);
    series.set(prefix, [...(series.get(prefix) ?? []), number]);
  }
  return [...series.values()].map((list, i) => {
    const sorted = [...list].sort();
    return {
      num: i + 1,
      from: sorted[0] ?? '',
      to: sorted[sorted.length - 1] ?? '',
      totnum: sorted.length,
      cancel: 0,
      net_issue: sorted.length,
    };
  });
}

/** One section's figures in paise, for the page's totals and the reconciliation. */
export const SectionTotalSchema = z.object({
  section: z.enum(GSTR1_SECTIONS),
  documents: z.number().int(),
  taxable: z.number(),
  igst: z.number(),
  cgst: z.number(),
  sgst: z.number(),
});
export type SectionTotal = z.infer<typeof SectionTotalSchema>;

export interface Gstr1Input {
  month: string;
  gstin: string;
  invoices: readonly Gstr1Invoice[];
  creditNotes: readonly Gstr1CreditNote[];
}

/** The month's return: the portal's JSON, and each section's totals in paise. */
export function buildGstr1({ month, gstin, invoices, creditNotes }: Gstr1Input) {
  const sorted = [...invoices].sort((a, b) => a.number.localeCompare(b.number));
  const notes = [...creditNotes].sort((a, b) => a.number.localeCompare(b.number));
  const totals = new Map<Gstr1Section, { documents: number; heads: Heads }>(
    GSTR1_SECTIONS.map((s) => [s, { documents: 0, heads: NO_HEADS }]),
  );
  const count = (section: Gstr1Section, rows: readonly InvoiceRow[], sign = 1, documents = 1) => {
    const total = totals.get(section) ?? { documents: 0, heads: NO_HEADS };
    const heads = byRate(rows).reduce((sum, r) => plus(sum, r.heads), NO_HEADS);
    totals.set(section, { documents: total.documents + documents, heads: plus(total.heads, heads, sign) });
  };

  const b2bByBuyer = new Map<string, Gstr1Invoice[]>();
  const b2cl = new Map<string, Gstr1Invoice[]>();
  const b2cs = new Map<string, { interState: boolean; pos: string; rateBp: number; heads: Heads }>();
  const addB2cs = (doc: { rows: readonly InvoiceRow[]; interState: boolean; pos: string }, sign: number) => {
    for (const { rateBp, heads } of byRate(doc.rows)) {
      const key = `${doc.interState ? 'INTER' : 'INTRA'}|${doc.pos}|${rateBp}`;
      const entry = b2cs.get(key) ?? { interState: doc.interState, pos: doc.pos, rateBp, heads: NO_HEADS };
      b2cs.set(key, { ...entry, heads: plus(entry.heads, heads, sign) });
    }
  };
  for (const invoice of sorted) {
    const section = invoiceSection(invoice);
    count(section, invoice.rows);
    if (section === 'b2b' && invoice.buyerGstin)
      b2bByBuyer.set(invoice.buyerGstin, [...(b2bByBuyer.get(invoice.buyerGstin) ?? []), invoice]);
    else if (section === 'b2cl') b2cl.set(invoice.pos, [...(b2cl.get(invoice.pos) ?? []), invoice]);
    else addB2cs(invoice, 1);
  }

  const cdnr = new Map<string, Gstr1CreditNote[]>();
  const cdnur: Gstr1CreditNote[] = [];
  for (const note of notes) {
    const section = creditNoteSection(note);
    if (section === 'cdnr' && note.invoice.buyerGstin) {
      count('cdnr', note.rows);
      cdnr.set(note.invoice.buyerGstin, [...(cdnr.get(note.invoice.buyerGstin) ?? []), note]);
    } else if (section === 'cdnur') {
      count('cdnur', note.rows);
      cdnur.push(note);
    } else {
      // Netted into the B2C summary of the month it is issued in.
      count('b2cs', note.rows, -1, 0);
      addB2cs({ rows: note.rows, interState: note.invoice.interState, pos: note.invoice.pos }, -1);
    }
  }

  const isB2b = (doc: { buyerGstin: string | null }) => Boolean(doc.buyerGstin);
  const hsnB2b = hsnLines([
    ...sorted.filter(isB2b).map((i) => ({ rows: i.rows, sign: 1 })),
    ...notes.filter((n) => isB2b(n.invoice)).map((n) => ({ rows: n.rows, sign: -1 })),
  ]);
  const hsnB2c = hsnLines([
    ...sorted.filter((i) => !isB2b(i)).map((i) => ({ rows: i.rows, sign: 1 })),
    ...notes.filter((n) => !isB2b(n.invoice)).map((n) => ({ rows: n.rows, sign: -1 })),
  ]);
  const hsnHeads = [...hsnB2b, ...hsnB2c].reduce((sum, l) => plus(sum, l.heads), NO_HEADS);
  totals.set('hsn', { documents: hsnB2b.length + hsnB2c.length, heads: hsnHeads });
  totals.set('doc_issue', { documents: sorted.length + notes.length, heads: NO_HEADS });

  const json = {
    gstin,
    fp: filingPeriod(month),
    version: 'GST3.2.2',
    hash: 'hash',
    b2b: [...b2bByBuyer.entries()].map(([ctin, list]) => ({
      ctin,
      inv: list.map((i) => ({
        inum: i.number,
        idt: portalDate(i.date),
        val: rupees(i.valuePaise),
        pos: i.pos,
        rchrg: 'N',
        inv_typ: 'R',
        itms: items(i.rows, i.interState),
      })),
    })),
    b2cl: [...b2cl.entries()].map(([pos, list]) => ({
      pos,
      inv: list.map((i) => ({
        inum: i.number,
        idt: portalDate(i.date),
        val: rupees(i.valuePaise),
        itms: items(i.rows, true),
      })),
    })),
    b2cs: [...b2cs.values()]
      .sort((a, b) => a.pos.localeCompare(b.pos) || b.rateBp - a.rateBp)
      .map((e) => ({
        sply_ty: e.interState ? 'INTER' : 'INTRA',
        pos: e.pos,
        typ: 'OE',
        ...itemDetail(e.rateBp, e.heads, e.interState),
      })),
    cdnr: [...cdnr.entries()].map(([ctin, list]) => ({
      ctin,
      nt: list.map((n) => ({
        ntty: 'C',
        nt_num: n.number,
        nt_dt: portalDate(n.date),
        val: rupees(n.valuePaise),
        pos: n.invoice.pos,
        rchrg: 'N',
        inv_typ: 'R',
        itms: items(n.rows, n.invoice.interState),
      })),
    })),
    cdnur: cdnur.map((n) => ({
      ntty: 'C',
      nt_num: n.number,
      nt_dt: portalDate(n.date),
      val: rupees(n.valuePaise),
      typ: 'B2CL',
      pos: n.invoice.pos,
      itms: items(n.rows, true),
    })),
    hsn: { hsn_b2b: hsnJson(hsnB2b), hsn_b2c: hsnJson(hsnB2c) },
    doc_issue: {
      doc_det: [
        { doc_num: 1, doc_typ: 'Invoices for outward supply', docs: docRanges(sorted.map((i) => i.number)) },
        { doc_num: 5, doc_typ: 'Credit Note', docs: docRanges(notes.map((n) => n.number)) },
      ].filter((d) => d.docs.length > 0),
    },
  };

  const sectionTotals: SectionTotal[] = GSTR1_SECTIONS.map((section) => {
    const { documents, heads } = totals.get(section) ?? { documents: 0, heads: NO_HEADS };
    return {
      section,
      documents,
      taxable: heads.txval,
      igst: heads.iamt,
      cgst: heads.camt,
      sgst: heads.samt,
    };
  });
  return { json, sectionTotals };
}
export type Gstr1Json = ReturnType<typeof buildGstr1>['json'];

// ---------------------------------------------------------------------------------------------------------
// CSV: the offline tool's own column headings, one file per section

type Cell = string | number;
/** Each section's rows under the headings of the offline tool's Excel template, for its CSV import. */
export function gstr1Csv(json: Gstr1Json, section: Gstr1Section): Cell[][] {
  const tax = (d: { iamt?: number; camt?: number; samt?: number }) => [d.iamt ?? 0, d.camt ?? 0, d.samt ?? 0];
  /** An item's rate, taxable value, tax heads and cess; the inter-state sections have only integrated tax. */
  const itemCells = (
    { itm_det: d }: { itm_det: ReturnType<typeof itemDetail> },
    heads: 'all' | 'integrated',
  ) => [d.rt, d.txval, ...(heads === 'all' ? tax(d) : tax(d).slice(0, 1)), 0];
  switch (section) {
    case 'b2b':
      return [
        [
          'GSTIN/UIN of Recipient',
          'Invoice Number',
          'Invoice date',
          'Invoice Value',
          'Place Of Supply',
          'Reverse Charge',
          'Invoice Type',
          'Rate',
          'Taxable Value',
          'Integrated Tax',
          'Central Tax',
          'State/UT Tax',
          'Cess Amount',
        ],
        ...json.b2b.flatMap((b) =>
          b.inv.flatMap((i) =>
            i.itms.map((it) => [
              b.ctin,
              i.inum,
              i.idt,
              i.val,
              i.pos,
              i.rchrg,
              'Regular B2B',
              ...itemCells(it, 'all'),
            ]),
          ),
        ),
      ];
    case 'b2cl':
      return [
        [
          'Invoice Number',
          'Invoice date',
          'Invoice Value',
          'Place Of Supply',
          'Rate',
          'Taxable Value',
          'Integrated Tax',
          'Cess Amount',
        ],
        ...json.b2cl.flatMap((b) =>
          b.inv.flatMap((i) =>
            i.itms.map((it) => [i.inum, i.idt, i.val, b.pos, ...itemCells(it, 'integrated')]),
          ),
        ),
      ];
    case 'b2cs':
      return [
        [
          'Type',
          'Place Of Supply',
          'Supply Type',
          'Rate',
          'Taxable Value',
          'Integrated Tax',
          'Central Tax',
          'State/UT Tax',
          'Cess Amount',
        ],
        ...json.b2cs.map((e) => [e.typ, e.pos, e.sply_ty, e.rt, e.txval, ...tax(e), 0]),
      ];
    case 'cdnr':
      return [
        [
          'GSTIN/UIN of Recipient',
          'Note Number',
          'Note Date',
          'Note Type',
          'Place Of Supply',
          'Reverse Charge',
          'Note Supply Type',
          'Note Value',
          'Rate',
          'Taxable Value',
          'Integrated Tax',
          'Central Tax',
          'State/UT Tax',
          'Cess Amount',
        ],
        ...json.cdnr.flatMap((c) =>
          c.nt.flatMap((n) =>
            n.itms.map((it) => [
              c.ctin,
              n.nt_num,
              n.nt_dt,
              n.ntty,
              n.pos,
              n.rchrg,
              'Regular B2B',
              n.val,
              ...itemCells(it, 'all'),
            ]),
          ),
        ),
      ];
    case 'cdnur':
      return [
        [
          'UR Type',
          'Note Number',
          'Note Date',
          'Note Type',
          'Place Of Supply',
          'Note Value',
          'Rate',
          'Taxable Value',
          'Integrated Tax',
          'Cess Amount',
        ],
        ...json.cdnur.flatMap((n) =>
          n.itms.map((it) => [
            n.typ,
            n.nt_num,
            n.nt_dt,
            n.ntty,
            n.pos,
            n.val,
            ...itemCells(it, 'integrated'),
          ]),
        ),
      ];
    case 'hsn':
      return [
        [
          'Table',
          'HSN',
          'Description',
          'UQC',
          'Total Quantity',
          'Rate',
          'Taxable Value',
          'Integrated Tax Amount',
          'Central Tax Amount',
          'State/UT Tax Amount',
          'Cess Amount',
        ],
        ...(['hsn_b2b', 'hsn_b2c'] as const).flatMap((table) =>
          json.hsn[table].map((h) => [
            table === 'hsn_b2b' ? 'B2B' : 'B2C',
            h.hsn_sc,
            h.desc,
            h.uqc,
            h.qty,
            h.rt,
            h.txval,
            h.iamt,
            h.camt,
            h.samt,
            h.csamt,
          ]),
        ),
      ];
    case 'doc_issue':
      return [
        ['Nature of Document', 'Sr. No. From', 'Sr. No. To', 'Total Number', 'Cancelled'],
        ...json.doc_issue.doc_det.flatMap((d) =>
          d.docs.map((s) => [d.doc_typ, s.from, s.to, s.totnum, s.cancel]),
        ),
      ];
  }
}

// ---------------------------------------------------------------------------------------------------------
// What the admin page shows

const Figures = z.object({
  documents: z.number().int(),
  value: z.number(),
  taxable: z.number(),
  igst: z.number(),
  cgst: z.number(),
  sgst: z.number(),
});
export type Gstr1Figures = z.infer<typeof Figures>;

/**
 * The month's summary (rupees): each section's totals, and the reconciliation: what the invoices and credit notes
 * record (their stored totals and heads, not the rows the sections are built from) against what the sections
 * report. `net` of the sections is b2b + b2cl + b2cs − cdnr − cdnur (b2cs is already net of its notes).
 */
export const Gstr1SummarySchema = z.object({
  month: z.string(),
  gstin: z.string(),
  sections: z.array(SectionTotalSchema),
  reconciliation: z.object({
    invoices: Figures,
    creditNotes: Figures,
    /** shipping charged without tax (spec arithmetic, no GST_RATES): in the invoices' value, in no section */
    untaxed: z.number(),
    expected: Figures.omit({ documents: true, value: true }),
    reported: Figures.omit({ documents: true, value: true }),
    hsn: Figures.omit({ documents: true, value: true }),
    balanced: z.boolean(),
  }),
});
export type Gstr1Summary = z.infer<typeof Gstr1SummarySchema>;
