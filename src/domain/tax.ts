import { z } from 'zod';
import type { GstSplit } from './pricing';
import { TAX_RATE } from './pricing';

/**
 * GST by tax class (docs/decisions/057-gst-by-tax-class.md): the one per-line arithmetic every figure of tax
 * comes from: the checkout, the order's lines, the invoice, the credit note, the returns and the analytics.
 * Rates are kept in basis points (1800 = 18%) so every computation is in whole numbers.
 */

/** The spec's demo rate (docs/store-rules.md#tax): 8% of what the goods cost after discounts. */
export const SPEC_RATE_BP = Math.round(TAX_RATE * 10_000);

/** HSN (goods, 4–8 digits) or SAC (services, 6 digits beginning 99). */
export const TAX_CODE_PATTERN = /^\d{4}(\d{2}){0,2}$/;
export const TaxCodeSchema = z
  .string()
  .trim()
  .regex(TAX_CODE_PATTERN, 'must be an HSN or SAC code of 4, 6 or 8 digits');

/** A SAC (chapter 99 of the scheme of classification of services) names a service, anything else goods. */
export const isServiceCode = (code: string): boolean => code.startsWith('99');

/**
 * Heading 4814 covers wallpaper and similar wall coverings, rolls and made-to-measure murals alike; SAC 995475 is
 * 'other floor laying, wall covering and wall papering services'; decorative panels of plastics are plates and
 * sheets of heading 3921 (CAAR Delhi, In re Pooja Rice Industries), mouldings of plastics profile shapes of 3916.
 * What the store starts with; admins edit them.
 */
export const DEFAULT_TAX_CODES = {
  'Premium Wallpapers': '4814',
  'Designer Walls': '4814',
  'Signature Art': '4814',
  'Wall Muralists': '4814',
  Panels: '3921',
  Mouldings: '3916',
  installation: '995475',
} as const;
/** Tax classes: the catalogue's categories, and the installation service. */
export type TaxClass = keyof typeof DEFAULT_TAX_CODES;
export const TAX_CLASSES = Object.keys(DEFAULT_TAX_CODES) as TaxClass[];
export const INSTALLATION_CLASS = 'installation' satisfies TaxClass;

/** The code a product's goods carry: its category's (a sample is the goods it is cut from). */
export const codeOfCategory = (codes: Readonly<Record<TaxClass, string>>, category: string): string =>
  Object.hasOwn(codes, category) ? codes[category as TaxClass] : DEFAULT_TAX_CODES['Premium Wallpapers'];

/** Rates in basis points by code, as GST_RATES gives them. */
export type GstRates = Readonly<Record<string, number>>;

/**
 * `GST_RATES`: 'code:percent' pairs separated by commas ('4814:18,9954:18'). A percent has at most two decimals
 * (0.25, 2.5, 18) and is at most 100; a code appears once. Returns the rates, or what is wrong with the text.
 */
export function parseGstRates(text: string): { rates: GstRates } | { error: string } {
  const rates: Record<string, number> = {};
  const pairs = text
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  if (!pairs.length) return { error: 'must list code:percent pairs, e.g. 4814:18,9954:18' };
  for (const pair of pairs) {
    const match = /^(\d{4}(?:\d{2}){0,2}):(\d{1,3}(?:\.\d{1,2})?)$/.exec(pair.replace(/\s+/g, ''));
    if (!match)
      return { error: `'${pair}' is not code:percent (a 4, 6 or 8-digit HSN or SAC, e.g. 4814:18)` };
    const [, code = '', percent = ''] = match;
    const bp = Math.round(Number(percent) * 100);
    if (bp > 10_000) return { error: `${code}: ${percent}% is more than 100%` };
    if (code in rates) return { error: `${code} is given twice` };
    rates[code] = bp;
  }
  return { rates };
}

/**
 * The rate of a code: the rate given for it or for the longest code it begins with, so '4814' rates '48142000'
 * and '9954' (construction services) rates '995475'. Null when none is given.
 */
export function rateFor(rates: GstRates, code: string): number | null {
  for (let length = code.length; length >= 4; length -= 1) {
    const rate = rates[code.slice(0, length)];
    if (rate !== undefined) return rate;
  }
  return null;
}

/** A code the order needs whose rate GST_RATES does not give: the order cannot be taxed, so it is refused. */
export class MissingGstRate extends Error {
  constructor(readonly code: string) {
    super(`No GST rate is set for HSN/SAC ${code}: add it to GST_RATES`);
  }
}

/** One part of an order that carries one code: a line's goods or its installation, its value after discounts. */
export interface TaxableSupply {
  code: string;
  taxablePaise: number;
}
export interface TaxedSupply extends TaxableSupply {
  rateBp: number;
  taxPaise: number;
}
export interface TaxedFee {
  taxablePaise: number;
  rateBp: number;
  taxPaise: number;
}
export interface OrderTax {
  supplies: TaxedSupply[];
  /** shipping and any other fee, in the order given */
  fees: TaxedFee[];
  /** the supplies' and fees' tax together: what the order charges */
  taxPaise: number;
}

/**
 * `total` shared out in proportion to `weights`, in whole paise that add up to it exactly: each share rounded
 * down, then the paise left over go to the largest remainders (earliest first on a tie). A weight of 0 gets 0.
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

/** Tax on a value at a rate, to the nearest paisa (half a paisa up). */
export const taxAt = (taxablePaise: number, rateBp: number): number =>
  Math.round((taxablePaise * rateBp) / 10_000);

/**
 * The order's tax, line by line. Without rates (no GST_RATES) the spec's arithmetic exactly: 8% of the supplies'
 * value after discounts, rounded once, shared over the supplies by value, and fees untaxed. With rates, each
 * supply is taxed at its code's rate on its own value in whole paise, and each fee (shipping, cash on delivery)
 * is part of the supply, taxed at the rate of the order's goods, the highest when they differ (a services-only
 * order: its highest rate). Throws MissingGstRate for a code without a rate.
 */
export function taxOrder(
  supplies: readonly TaxableSupply[],
  feesPaise: readonly number[],
  rates: GstRates | null,
): OrderTax {
  if (!rates) {
    const taxable = supplies.reduce((sum, s) => sum + s.taxablePaise, 0);
    const shares = allocate(
      Math.round(taxable * TAX_RATE),
      supplies.map((s) => s.taxablePaise),
    );
    return {
      supplies: supplies.map((s, i) => ({ ...s, rateBp: SPEC_RATE_BP, taxPaise: shares[i] ?? 0 })),
      fees: feesPaise.map((fee) => ({ taxablePaise: fee, rateBp: 0, taxPaise: 0 })),
      taxPaise: shares.reduce((a, b) => a + b, 0),
    };
  }
  const taxed = supplies.map((s) => {
    const rateBp = rateFor(rates, s.code);
    if (rateBp === null) throw new MissingGstRate(s.code);
    return { ...s, rateBp, taxPaise: taxAt(s.taxablePaise, rateBp) };
  });
  const goods = taxed.filter((s) => !isServiceCode(s.code));
  const feeRate = Math.max(0, ...(goods.length ? goods : taxed).map((s) => s.rateBp));
  const fees = feesPaise.map((fee) => ({
    taxablePaise: fee,
    rateBp: feeRate,
    taxPaise: taxAt(fee, feeRate),
  }));
  return {
    supplies: taxed,
    fees,
    taxPaise: [...taxed, ...fees].reduce((sum, s) => sum + s.taxPaise, 0),
  };
}

/**
 * A line's value after its discount, as one supply or two: its goods under their code, its installation under
 * the SAC, the discount shared between them by value (docs/decisions/057-gst-by-tax-class.md).
 */
export function lineSupplies(line: {
  goodsPaise: number;
  installationPaise: number;
  discountPaise: number;
  goodsCode: string;
  installationCode: string;
}): TaxableSupply[] {
  const [goodsOff = 0, installationOff = 0] = allocate(line.discountPaise, [
    line.goodsPaise,
    line.installationPaise,
  ]);
  const goods = { code: line.goodsCode, taxablePaise: line.goodsPaise - goodsOff };
  return line.installationPaise > 0
    ? [goods, { code: line.installationCode, taxablePaise: line.installationPaise - installationOff }]
    : [goods];
}

/**
 * How a tax is owed (docs/decisions/057-gst-by-tax-class.md): IGST across a state line; within the state
 * CGST and SGST each half, the odd paisa going to CGST.
 */
export function splitTax(taxPaise: number, interState: boolean): GstSplit {
  if (interState) return { igst: taxPaise };
  const cgst = Math.ceil(taxPaise / 2);
  return { cgst, sgst: taxPaise - cgst };
}

/**
 * Each part's heads, adding up exactly to the order's split of their sum: CGST is shared over the parts by their
 * tax and each part's SGST is the rest of its tax, so a part's heads sum to its tax and the order's CGST is
 * still half its tax with the odd paisa.
 */
export function splitParts(taxes: readonly number[], interState: boolean): GstSplit[] {
  if (interState) return taxes.map((igst) => ({ igst }));
  const total = splitTax(
    taxes.reduce((a, b) => a + b, 0),
    false,
  );
  const cgst = allocate('cgst' in total ? total.cgst : 0, taxes);
  return taxes.map((tax, i) => ({ cgst: cgst[i] ?? 0, sgst: tax - (cgst[i] ?? 0) }));
}

/** '18%', '2.5%' */
export const ratePercentLabel = (rateBp: number): string => `${rateBp / 100}%`;

export const TaxClassSchema = z.enum(TAX_CLASSES, { error: `must be one of ${TAX_CLASSES.join(', ')}` });

/** A tax class as the admin sees it: its code and the rate GST_RATES gives that code (null: none, or no GST_RATES). */
export const TaxCodeEntrySchema = z.object({
  taxClass: TaxClassSchema,
  code: z.string(),
  ratePercent: z.number().nullable(),
});
export type TaxCodeEntry = z.infer<typeof TaxCodeEntrySchema>;
export const TaxCodeListSchema = z.object({
  /** false: no GST_RATES, every order taxed at the spec's 8% of its goods */
  ratesSet: z.boolean(),
  entries: z.array(TaxCodeEntrySchema),
});
export type TaxCodeList = z.infer<typeof TaxCodeListSchema>;
export const TaxClassParamsSchema = z.object({ taxClass: TaxClassSchema });
export const UpdateTaxCodeSchema = z.object({ code: TaxCodeSchema });
export type UpdateTaxCode = z.infer<typeof UpdateTaxCodeSchema>;
