import { STORE_TIME_ZONE } from './format';
import type { GstSplit } from './pricing';
import type { OrderItemKind } from './constants';
import { wallFromColumns } from './line';
import { installedAreaSqft } from './line-details';
import { INSTALLATION_RATE, wallAreaSqft } from './pricing';
import { allocate, isServiceCode, SPEC_RATE_BP, splitParts, splitTax } from './tax';
import { countedOpenings, coveredAreaSqft, wallsAreaSqft, type Wall } from './walls';

/**
 * GST tax invoices and credit notes (CGST Rules 2017, rules 46 and 53; decision 025): their numbers, the codes
 * their lines carry, and how an order's recorded tax is spread over those lines.
 */

/** Rule 46(b): a serial number of at most sixteen characters, unique for the financial year. */
export const DOCUMENT_NUMBER_MAX = 16;

export const DOCUMENT_SERIES = ['invoice', 'credit_note'] as const;
export type DocumentSeries = (typeof DOCUMENT_SERIES)[number];

/**
 * INVOICE_PREFIX: one or two capitals or digits. Two is the most that leaves a credit note's serial four digits
 * within sixteen characters ('WC/CN/26-27/0001').
 */
export const INVOICE_PREFIX_PATTERN = /^[A-Z0-9]{1,2}$/;

/** The shortest serial each series prints; a serial past it uses more digits while the number still fits. */
const SERIAL_DIGITS: Record<DocumentSeries, number> = { invoice: 6, credit_note: 4 };

const istDateParts = (date: Date) => {
  const [y, m] = new Intl.DateTimeFormat('en-CA', { timeZone: STORE_TIME_ZONE })
    .format(date)
    .split('-')
    .map(Number) as [number, number];
  return { year: y, month: m };
};

/** The Indian financial year (1 April – 31 March) a moment falls in, by its date in India: '26-27'. */
export function financialYear(date: Date): string {
  const { year, month } = istDateParts(date);
  const start = month >= 4 ? year : year - 1;
  const two = (n: number) => String(n % 100).padStart(2, '0');
  return `${two(start)}-${two(start + 1)}`;
}

/** 'WC/26-27/000123' for an invoice, 'WC/CN/26-27/0001' for a credit note. */
export function documentNumber(series: DocumentSeries, prefix: string, fy: string, serial: number): string {
  const digits = String(serial).padStart(SERIAL_DIGITS[series], '0');
  const number = series === 'invoice' ? `${prefix}/${fy}/${digits}` : `${prefix}/CN/${fy}/${digits}`;
  if (number.length > DOCUMENT_NUMBER_MAX)
    throw new RangeError(`${series} number ${number} is longer than ${DOCUMENT_NUMBER_MAX} characters`);
  return number;
}

// ---------------------------------------------------------------------------------------------------------
// Lines

/**
 * Chapter 48 heading 4814 covers wallpaper and similar wall coverings, printed rolls and made-to-measure murals
 * alike; installation is a service, SAC 995475 ('other floor laying, wall covering and wall papering services').
 */
export const HSN_WALLPAPER = '4814';
export const SAC_WALLPAPER_INSTALLATION = '995475';

/** Units as the GST returns name them (UQC): rolls, pieces (one custom-fit wall each), square feet. */
export const INVOICE_UNITS = { ROL: 'Rolls', PCS: 'Pieces', SQF: 'Sq ft', OTH: 'Other' } as const;
export type InvoiceUnit = keyof typeof INVOICE_UNITS;

/** What an invoice needs of an order line, in paise, as the order recorded it. */
export interface InvoiceItemInput {
  name: string;
  kind: OrderItemKind;
  quantity: number;
  selectedColor: string | null;
  selectedMaterial: string | null;
  widthIn: number | null;
  heightIn: number | null;
  /** a made-to-measure line's walls (decision 067): each is named on the invoice */
  walls?: Wall[] | null;
  installation: boolean;
  /** per square foot (custom fit) or per roll */
  unitRatePaise: number;
  /** one piece or one roll */
  unitAmountPaise: number;
  lineTotalPaise: number;
  /**
   * The tax the line was charged, goods and installation apart (docs/decisions/057-gst-by-tax-class.md); null
   * on lines recorded before it.
   */
  goodsCode: string | null;
  goodsTaxablePaise: number | null;
  goodsRateBp: number | null;
  goodsTaxPaise: number | null;
  installationCode: string | null;
  installationTaxablePaise: number | null;
  installationRateBp: number | null;
  installationTaxPaise: number | null;
  /** what promotions took off this line (docs/decisions/062-promotions.md) */
  discountPaise?: number;
}

export interface InvoiceRow {
  description: string;
  hsn: string;
  quantity: number;
  unit: InvoiceUnit;
  ratePaise: number;
  taxablePaise: number;
  /** the GST rate in basis points: 1800 is 18% */
  rateBp: number;
  tax: GstSplit;
}

type ChargedRow = Omit<InvoiceRow, 'tax' | 'rateBp'>;

const rupees = (paise: number) => (paise / 100).toFixed(2);

/**
 * 'Wall 1 144 x 96 in less 1 opening (76.0 sq ft); Wall 2 …': each wall of a made-to-measure line, as the order
 * pages name them, in the invoice font's own characters (no ″).
 */
const invoiceWalls = (walls: readonly Wall[]): string =>
  walls
    .map((w, i) => {
      const n = countedOpenings(w).length;
      const less = n === 0 ? '' : ` less ${n} ${n === 1 ? 'opening' : 'openings'}`;
      return `Wall ${i + 1} ${w.widthIn} x ${w.heightIn} in${less} (${coveredAreaSqft(w).toFixed(1)} sq ft)`;
    })
    .join('; ');

function goodsRow(item: InvoiceItemInput): ChargedRow {
  const details = [item.selectedMaterial, item.selectedColor].filter(Boolean).join(', ');
  const goodsPaise = item.unitAmountPaise * item.quantity;
  if (item.kind === 'sample') {
    return {
      description: `${item.name}: wallpaper sample, A4${details ? ` (${details})` : ''}`,
      hsn: HSN_WALLPAPER,
      quantity: item.quantity,
      unit: 'PCS',
      ratePaise: item.unitAmountPaise,
      taxablePaise: goodsPaise,
    };
  }
  if (item.kind === 'rolls') {
    // The wall the rolls paper, as every other view of the line names it (issue 26): installers read it here too.
    const wall =
      item.widthIn !== null && item.heightIn !== null
        ? `for a ${item.widthIn} x ${item.heightIn} in wall, ${(Math.round(wallAreaSqft(item.heightIn, item.widthIn) * 10) / 10).toFixed(1)} sq ft`
        : '';
    const parts = [details, wall].filter(Boolean).join(', ');
    return {
      description: `${item.name}: wallpaper rolls${parts ? ` (${parts})` : ''}`,
      hsn: HSN_WALLPAPER,
      quantity: item.quantity,
      unit: 'ROL',
      ratePaise: item.unitAmountPaise,
      taxablePaise: goodsPaise,
    };
  }
  const size = item.walls
    ? `${invoiceWalls(item.walls)}, ${wallsAreaSqft(item.walls).toFixed(1)} sq ft each, `
    : item.widthIn !== null && item.heightIn !== null
      ? `${item.widthIn} x ${item.heightIn} in, ${((item.widthIn * item.heightIn) / 144).toFixed(1)} sq ft each, `
      : '';
  return {
    description: `${item.name}: custom-fit wallpaper (${size}${details ? `${details}, ` : ''}₹${rupees(item.unitRatePaise)}/sq ft)`,
    hsn: HSN_WALLPAPER,
    quantity: item.quantity,
    unit: 'PCS',
    ratePaise: item.unitAmountPaise,
    taxablePaise: goodsPaise,
  };
}

/**
 * The installation part of a line: what the line cost beyond its goods, at ₹9 per square foot of the wall it
 * covers. The area is the one the order priced (the walls of a custom-fit line, the wall a roll line papers);
 * a roll line bought without its wall size was charged on the rolls' own area, which the charge itself gives.
 */
function installationRow(item: InvoiceItemInput): ChargedRow | null {
  const paise = item.lineTotalPaise - item.unitAmountPaise * item.quantity;
  if (!item.installation || paise <= 0) return null;
  const area = installedAreaSqft({
    productKind: item.kind === 'rolls' ? 'rolls' : 'customised',
    customDimensions: wallFromColumns(item),
    walls: item.walls ?? null,
    quantity: item.quantity,
    installationAmount: paise / 100,
  });
  return {
    description: `Installation of ${item.name}`,
    hsn: SAC_WALLPAPER_INSTALLATION,
    quantity: Math.round(area * 10) / 10,
    unit: 'SQF',
    ratePaise: INSTALLATION_RATE * 100,
    taxablePaise: paise,
  };
}

/**
 * The invoice's rows, goods and installation apart (they carry different codes), with the order's recorded tax
 * spread over them by taxable value: each tax (CGST, SGST or IGST) is shared out on its own, so the rows add up
 * to exactly what the order charged under each head.
 */
export function invoiceRows(
  items: readonly InvoiceItemInput[],
  split: GstSplit,
  creditPaise = 0,
): InvoiceRow[] {
  // A promotion's discount lowers its own line's taxable value; a line's goods and installation rows share it.
  const charged = items.flatMap((item) => {
    const installation = installationRow(item);
    const own = installation ? [goodsRow(item), installation] : [goodsRow(item)];
    const discounts = allocate(
      item.discountPaise ?? 0,
      own.map((r) => r.taxablePaise),
    );
    return own.map((row, i) => {
      const off = item.discountPaise ? (discounts[i] ?? 0) : 0;
      return off > 0
        ? {
            ...row,
            description: `${row.description}, less discount Rs. ${rupees(off)}`,
            taxablePaise: row.taxablePaise - off,
          }
        : row;
    });
  });
  // A sample credit is a discount on the invoice itself, so it lowers the taxable value (CGST Act s. 15(3)(a)):
  // shared over the rows like the tax, and named on each row it lowers.
  const credits = allocate(
    creditPaise,
    charged.map((r) => r.taxablePaise),
  );
  const rows = charged.map((row, i) => {
    const credit = creditPaise > 0 ? (credits[i] ?? 0) : 0;
    return credit > 0
      ? {
          ...row,
          description: `${row.description}, less sample credit ₹${rupees(credit)}`,
          taxablePaise: row.taxablePaise - credit,
        }
      : row;
  });
  const weights = rows.map((r) => r.taxablePaise);
  if ('igst' in split) {
    const igst = allocate(split.igst, weights);
    return rows.map((row, i) => ({ ...row, rateBp: SPEC_RATE_BP, tax: { igst: igst[i] ?? 0 } }));
  }
  const cgst = allocate(split.cgst, weights);
  const sgst = allocate(split.sgst, weights);
  return rows.map((row, i) => ({
    ...row,
    rateBp: SPEC_RATE_BP,
    tax: { cgst: cgst[i] ?? 0, sgst: sgst[i] ?? 0 },
  }));
}

/** Whether every line recorded its own tax (decision 057), so the invoice reads it instead of spreading. */
export const linesRecordTax = (items: readonly InvoiceItemInput[]): boolean =>
  items.length > 0 && items.every((i) => i.goodsTaxPaise !== null && i.goodsTaxablePaise !== null);

/** What the order charged for shipping and its tax, as recorded. */
export interface ShippingCharge {
  paise: number;
  taxPaise: number;
  /** null or 0: not taxed (the spec's arithmetic) */
  rateBp: number | null;
}

/** 'less discount ₹12.00' on a row whose value after discounts is below what it was charged at. */
const lessDiscount = (row: ChargedRow, taxablePaise: number): ChargedRow =>
  taxablePaise < row.taxablePaise
    ? {
        ...row,
        description: `${row.description}, less discount ₹${rupees(row.taxablePaise - taxablePaise)}`,
        taxablePaise,
      }
    : row;

/**
 * The invoice's rows as each line recorded them (decision 057): its goods under their HSN and its installation
 * under the SAC, each at the value, rate and tax charged; shipping, when it was taxed, as a row of its own at the
 * goods' rate under the HSN of the goods that rate is theirs. The heads of every row add up to the order's
 * split: CGST shared over the rows by their tax, SGST the rest of each.
 */
export function recordedInvoiceRows(
  items: readonly InvoiceItemInput[],
  interState: boolean,
  shipping: ShippingCharge,
): InvoiceRow[] {
  const rows: Omit<InvoiceRow, 'tax'>[] = [];
  const taxes: number[] = [];
  for (const item of items) {
    const goods = lessDiscount(goodsRow(item), item.goodsTaxablePaise ?? 0);
    rows.push({ ...goods, hsn: item.goodsCode ?? goods.hsn, rateBp: item.goodsRateBp ?? 0 });
    taxes.push(item.goodsTaxPaise ?? 0);
    const installation = installationRow(item);
    if (installation && item.installationTaxPaise !== null) {
      const row = lessDiscount(installation, item.installationTaxablePaise ?? 0);
      rows.push({ ...row, hsn: item.installationCode ?? row.hsn, rateBp: item.installationRateBp ?? 0 });
      taxes.push(item.installationTaxPaise);
    }
  }
  if (shipping.paise > 0 && shipping.rateBp) {
    const principal = rows.find((r) => !isServiceCode(r.hsn) && r.rateBp === shipping.rateBp) ?? rows[0];
    rows.push({
      description: 'Shipping and delivery (part of the supply of the goods)',
      hsn: principal?.hsn ?? HSN_WALLPAPER,
      quantity: 1,
      unit: 'OTH',
      ratePaise: shipping.paise,
      taxablePaise: shipping.paise,
      rateBp: shipping.rateBp,
    });
    taxes.push(shipping.taxPaise);
  }
  const heads = splitParts(taxes, interState);
  return rows.map((row, i) => ({ ...row, tax: heads[i] ?? { igst: 0 } }));
}

/** Each rate's heads summed, highest rate first: what the totals print ('CGST @ 9%'). */
export function taxByRate(rows: readonly InvoiceRow[]): { rateBp: number; tax: GstSplit }[] {
  const byRate = new Map<number, GstSplit>();
  for (const row of rows) {
    const sum = byRate.get(row.rateBp);
    if (!sum) byRate.set(row.rateBp, row.tax);
    else if ('igst' in sum && 'igst' in row.tax) byRate.set(row.rateBp, { igst: sum.igst + row.tax.igst });
    else if ('cgst' in sum && 'cgst' in row.tax)
      byRate.set(row.rateBp, { cgst: sum.cgst + row.tax.cgst, sgst: sum.sgst + row.tax.sgst });
  }
  return [...byRate.entries()]
    .filter(([rateBp]) => rateBp > 0)
    .sort(([a], [b]) => b - a)
    .map(([rateBp, tax]) => ({ rateBp, tax }));
}

export const splitTotal = (split: GstSplit): number =>
  'igst' in split ? split.igst : split.cgst + split.sgst;

/**
 * What part of a refund is tax: the refund is a share of what was paid, so its tax is the same share of the
 * order's tax (rounded to the paisa), split as the order's was. The rest is the taxable value credited.
 */
export function creditNoteTax(
  refundPaise: number,
  order: { taxPaise: number; totalPaise: number },
  orderSplit: GstSplit,
): { taxablePaise: number; tax: GstSplit } {
  const taxPaise = order.totalPaise > 0 ? Math.round((refundPaise * order.taxPaise) / order.totalPaise) : 0;
  return { taxablePaise: refundPaise - taxPaise, tax: splitTax(taxPaise, 'igst' in orderSplit) };
}

/**
 * A credit note's rows, line by line at each line's own rate (docs/decisions/029-returns-and-credit-notes.md,
 * 057): the refund is shared over the invoice rows it gives back by what each row cost with its tax (`weight`:
 * the row's share of the refund, 1 for all of it, a returned line's quantity over what was bought); each share
 * carries that row's own proportion of tax, so an 18% line and a 12% line are credited at 18% and 12%. Untaxed
 * shipping (the spec's arithmetic) is a row at 0%. The heads add up exactly: CGST shared by tax, SGST the rest.
 */
export function creditNoteRows(
  refundPaise: number,
  parts: readonly { row: InvoiceRow; weight: number }[],
  interState: boolean,
  /** goods come back (a return): each row's quantity is the share returned; otherwise a value-only credit, 0 */
  goodsBack = false,
): InvoiceRow[] {
  const gross = parts.map(({ row }) => row.taxablePaise + splitTotal(row.tax));
  const shares = allocate(
    refundPaise,
    parts.map(({ weight }, i) => Math.round((gross[i] ?? 0) * weight)),
  );
  const credited = parts
    .map(({ row }, i) => {
      const share = shares[i] ?? 0;
      const rowGross = gross[i] ?? 0;
      const taxPaise = rowGross > 0 ? Math.round((share * splitTotal(row.tax)) / rowGross) : 0;
      const quantity =
        goodsBack && rowGross > 0 ? Math.round(((row.quantity * share) / rowGross) * 100) / 100 : 0;
      return { row, share, taxPaise, quantity };
    })
    .filter(({ share }) => share > 0);
  const heads = splitParts(
    credited.map((c) => c.taxPaise),
    interState,
  );
  return credited.map(({ row, share, taxPaise, quantity }, i) => ({
    description: `Credit: ${row.description}`,
    hsn: row.hsn,
    quantity,
    unit: row.unit,
    ratePaise: row.ratePaise,
    taxablePaise: share - taxPaise,
    rateBp: row.rateBp,
    tax: heads[i] ?? (interState ? { igst: 0 } : { cgst: 0, sgst: 0 }),
  }));
}

/** A document's heads summed over its rows. */
export function rowsSplit(rows: readonly InvoiceRow[], interState: boolean): GstSplit {
  return rows.reduce<GstSplit>(
    (sum, { tax }) =>
      'igst' in sum
        ? { igst: sum.igst + ('igst' in tax ? tax.igst : 0) }
        : {
            cgst: sum.cgst + ('cgst' in tax ? tax.cgst : 0),
            sgst: sum.sgst + ('sgst' in tax ? tax.sgst : 0),
          },
    interState ? { igst: 0 } : { cgst: 0, sgst: 0 },
  );
}
