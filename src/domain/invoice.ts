import { STORE_TIME_ZONE } from './format';
import type { GstSplit } from './pricing';
import type { OrderItemKind } from './order';
import { wallFromColumns } from './line';
import { installedAreaSqft } from './line-details';
import { INSTALLATION_RATE, TAX_RATE, wallAreaSqft } from './pricing';

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
// GSTIN

/** 2-digit state code, 10-character PAN, entity number, 'Z', check character. */
export const GSTIN_PATTERN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const GSTIN_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The GSTN's check character over the first fourteen: base 36, weights 1 and 2 alternating, digits summed. */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i += 1) {
    const product = GSTIN_ALPHABET.indexOf(first14.charAt(i)) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_ALPHABET.charAt((36 - (sum % 36)) % 36);
}

export const isValidGstin = (gstin: string): boolean =>
  GSTIN_PATTERN.test(gstin) && gstinCheckCharacter(gstin.slice(0, 14)) === gstin.charAt(14);

/**
 * A well-formed GSTIN that belongs to no one, for a store run without STORE_GSTIN outside production: its PAN
 * part is 'AAAAA0000A', and every invoice made with it says it is a specimen.
 */
export function sampleGstin(stateGstCode: string): string {
  const first14 = `${stateGstCode}AAAAA0000A1Z`;
  return `${first14}${gstinCheckCharacter(first14)}`;
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
export const INVOICE_UNITS = { ROL: 'Rolls', PCS: 'Pieces', SQF: 'Sq ft' } as const;
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
  installation: boolean;
  /** per square foot (custom fit) or per roll */
  unitRatePaise: number;
  /** one piece or one roll */
  unitAmountPaise: number;
  lineTotalPaise: number;
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
  tax: GstSplit;
}

const rupees = (paise: number) => (paise / 100).toFixed(2);

function goodsRow(item: InvoiceItemInput): Omit<InvoiceRow, 'tax'> {
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
  const size =
    item.widthIn !== null && item.heightIn !== null
      ? `${item.widthIn} x ${item.heightIn} in, ${((item.widthIn * item.heightIn) / 144).toFixed(1)} sq ft each, `
      : '';
  return {
    description: `${item.name}: custom-fit wallpaper (${size}${details ? `${details}, ` : ''}Rs. ${rupees(item.unitRatePaise)}/sq ft)`,
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
function installationRow(item: InvoiceItemInput): Omit<InvoiceRow, 'tax'> | null {
  const paise = item.lineTotalPaise - item.unitAmountPaise * item.quantity;
  if (!item.installation || paise <= 0) return null;
  const area = installedAreaSqft({
    productKind: item.kind === 'rolls' ? 'rolls' : 'customised',
    customDimensions: wallFromColumns(item),
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
 * `total` shared out in proportion to `weights`, in whole paise that add up to it exactly: each share rounded
 * down, then the paise left over go to the largest remainders (earliest first on a tie).
 */
export function allocate(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0) return weights.map((_, i) => (i === 0 ? total : 0));
  const exact = weights.map((w) => (total * w) / sum);
  const shares = exact.map(Math.floor);
  let left = total - shares.reduce((a, b) => a + b, 0);
  const order = exact
    .map((value, i) => ({ i, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    shares[i] = (shares[i] ?? 0) + 1;
    left -= 1;
  }
  return shares;
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
          description: `${row.description}, less sample credit Rs. ${rupees(credit)}`,
          taxablePaise: row.taxablePaise - credit,
        }
      : row;
  });
  const weights = rows.map((r) => r.taxablePaise);
  if ('igst' in split) {
    const igst = allocate(split.igst, weights);
    return rows.map((row, i) => ({ ...row, tax: { igst: igst[i] ?? 0 } }));
  }
  const cgst = allocate(split.cgst, weights);
  const sgst = allocate(split.sgst, weights);
  return rows.map((row, i) => ({ ...row, tax: { cgst: cgst[i] ?? 0, sgst: sgst[i] ?? 0 } }));
}

/** The rate printed beside each head: half the GST rate for CGST and SGST, all of it for IGST. */
export const GST_RATE_PERCENT = TAX_RATE * 100;

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
  if ('igst' in orderSplit) return { taxablePaise: refundPaise - taxPaise, tax: { igst: taxPaise } };
  const cgst = Math.floor(taxPaise / 2);
  return { taxablePaise: refundPaise - taxPaise, tax: { cgst, sgst: taxPaise - cgst } };
}
