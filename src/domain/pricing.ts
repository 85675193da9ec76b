import type { Product, RollSpec } from './product';
import { coveredAreaSqIn, type Wall } from './walls';

/**
 * Rupees per square foot, docs/store-rules.md#pricing. A product's own `price` is its rate in its default
 * material; the table says how much more or less each other material costs
 * (docs/decisions/014-one-honest-price.md).
 */
export const MATERIAL_RATES = {
  'Non-woven': 99,
  Vinyl: 89,
  Paper: 79,
  Fabric: 129,
  Grasscloth: 149,
  Metallic: 169,
  Flock: 189,
  Embossed: 159,
  Textured: 139,
  Premium: 199,
} as const;
export type Material = keyof typeof MATERIAL_RATES;
export const MATERIALS = Object.keys(MATERIAL_RATES) as Material[];
export const isMaterial = (value: string): value is Material => Object.hasOwn(MATERIAL_RATES, value);

export const INSTALLATION_RATE = 9;

/** Rupees for one A4 sample swatch in any material (issue 15); its price is credited against a full order. */
export const SAMPLE_PRICE = 99;
/** A cart or order line is the design itself or a sample swatch of it (decision 027). */
export const LINE_KINDS = ['goods', 'sample'] as const;
export type LineKind = (typeof LINE_KINDS)[number];
/** What a line's rate is per: a square foot of custom-fit wall, a roll, or a sample swatch. */
export const LINE_UNITS = ['sqft', 'roll', 'sample'] as const;
export type LineUnit = (typeof LINE_UNITS)[number];

export const FREE_SHIPPING_ABOVE = 99;
export const SHIPPING_FEE = 15;
export const TAX_RATE = 0.08;
/** How every screen words the tax: added at checkout, never inside a price shown before (docs/store-rules.md#tax). */
export const TAX_NOTE = '8% GST is added at checkout.';

export const toPaise = (rupees: number): number => Math.round(rupees * 100);
export const toRupees = (paise: number): number => Math.round(paise) / 100;

/** Cleared inputs count as 0 (docs/store-rules.md#validation), so the area can be 0 while a shopper is typing. */
export function wallAreaSqft(heightIn: number, widthIn: number): number {
  const h = Number.isFinite(heightIn) ? Math.max(0, heightIn) : 0;
  const w = Number.isFinite(widthIn) ? Math.max(0, widthIn) : 0;
  return (h * w) / 144;
}

const SQ_CM_PER_SQ_FT = 929.0304;

/** The area a roll covers, stated to a tenth of a square foot: 53 cm × 10 m is 57.0 sq ft. */
export const rollAreaSqft = (roll: Pick<RollSpec, 'widthCm' | 'lengthCm'>): number =>
  Math.round(((roll.widthCm * roll.lengthCm) / SQ_CM_PER_SQ_FT) * 10) / 10;

const metres = (cm: number) => `${Number((cm / 100).toFixed(2))} m`;
/** '0.53 m × 10 m (57 sq ft)' */
export const rollSizeLabel = (roll: Pick<RollSpec, 'widthCm' | 'lengthCm'>): string =>
  `${metres(roll.widthCm)} × ${metres(roll.lengthCm)} (${rollAreaSqft(roll)} sq ft)`;

/**
 * What pricing needs to know of a product, its rates in paise (docs/decisions/070-paise-inside-the-server.md):
 * the server passes the stored row's paise (products/service.ts productPricing), the browser its API answer's
 * rupees through pricingOf.
 */
export type PricedProduct = Pick<Product, 'kind' | 'materials' | 'roll'> & {
  pricePaise: number;
  originalPricePaise: number | null;
};

/** A product as the API gives it (rupees), priced: the browser's edge. */
export const pricingOf = (
  product: Pick<Product, 'kind' | 'price' | 'originalPrice' | 'materials' | 'roll'>,
): PricedProduct => ({
  kind: product.kind,
  materials: product.materials,
  roll: product.roll,
  pricePaise: toPaise(product.price),
  originalPricePaise: product.originalPrice === null ? null : toPaise(product.originalPrice),
});

/** The materials a customised product is sold in, in its order; the first is its default (docs/decisions/014-one-honest-price.md). */
export const offeredMaterials = (product: Pick<Product, 'materials'>): Material[] =>
  product.materials.filter(isMaterial);

/** The material a line is priced in: the one asked for when the product offers it, else the product's default. */
export function lineMaterial(
  product: Pick<Product, 'kind' | 'materials'>,
  requested: string | null | undefined,
): Material | null {
  if (product.kind === 'rolls') return null;
  const offered = offeredMaterials(product);
  return offered.find((m) => m === requested) ?? offered[0] ?? null;
}

/** Paise per sq ft a material adds to (or takes off) the product's default rate: the table's difference. */
function materialDeltaPaise(product: PricedProduct, material: Material | null): number {
  const fallback = offeredMaterials(product)[0];
  if (!material || !fallback) return 0;
  return toPaise(MATERIAL_RATES[material] - MATERIAL_RATES[fallback]);
}

/** n in 'SAVE n%': from the rates shown, rounded down; null when nothing is saved (docs/decisions/014-one-honest-price.md). */
export function savePercent(ratePaise: number, compareAtPaise: number | null): number | null {
  if (compareAtPaise === null || compareAtPaise <= ratePaise) return null;
  const n = Math.floor(((compareAtPaise - ratePaise) * 100) / compareAtPaise);
  return n > 0 ? n : null;
}

export interface LineInput {
  /** 'sample': an A4 swatch at SAMPLE_PRICE, whatever the product's rate; no wall and no installation */
  kind?: LineKind;
  product: PricedProduct;
  material?: string | null;
  installation: boolean;
  /**
   * The wall in inches. Custom fit: the piece being made. Rolls: what installation covers; without it,
   * installation is charged on the area of the rolls bought.
   */
  dimensions?: { width: number; height: number } | null;
  /**
   * Custom fit only: the walls of a room, each priced on its covered area (openings of 2 sq ft or more left out,
   * docs/decisions/067-walls-openings-and-strip-plans.md). When given, `dimensions` is not read.
   */
  walls?: readonly Wall[] | null;
  quantity: number;
}

/** One wall of a line, priced alone: the line's goods and installation are the sums of these. */
export interface WallPrice {
  areaSqft: number;
  /** this wall's paper, installation excluded */
  amountPaise: number;
  installationPaise: number;
}

/** A line's money, all in paise; rupees are for the API's answers and the screens (lineFigures, formatPaise). */
export interface LinePrice {
  unit: LineUnit;
  /** the material priced (customised lines), else null */
  material: Material | null;
  /** per square foot for custom-fit lines, per roll for rolls, per swatch for samples; never installation */
  ratePaise: number;
  /** the same rate per square foot: a custom-fit line's rate, or a roll's price over its area */
  ratePerSqftPaise: number;
  /** the struck-out rate beside `ratePaise`, only when it is above it */
  compareAtRatePaise: number | null;
  savePercent: number | null;
  /** one piece (one custom-fit wall or one roll), installation excluded */
  unitPaise: number;
  /** `unitPaise` × quantity */
  goodsPaise: number;
  /** the struck-out price beside `goodsPaise`, when there is one */
  compareAtPaise: number | null;
  /** what installation covers: the walls of a custom-fit line, the wall a roll line papers */
  installationAreaSqft: number;
  /** ₹9 per sq ft of that area; 0 without installation */
  installationPaise: number;
  /** goods plus installation: what the line costs */
  amountPaise: number;
  /** one custom-fit wall (or set of walls), or one roll */
  areaSqft: number;
  /** custom fit with walls: each wall's figures, for one piece */
  walls?: WallPrice[];
}

const INSTALLATION_PAISE = INSTALLATION_RATE * 100;

/** An area as a fraction of whole numbers, so paise × area is exact before its one rounding. */
interface Area {
  num: number;
  den: number;
}
const over = (paise: number, area: Area) => Math.round((paise * area.num) / area.den);
const wallArea = (d: { width: number; height: number }): Area => ({
  num: Math.max(0, d.height) * Math.max(0, d.width) || 0,
  den: 144,
});
const rollArea = (roll: RollSpec): Area => ({ num: Math.round(rollAreaSqft(roll) * 10), den: 10 });

/**
 * The one place a line's money is computed, on the server (cart, orders) and in the browser (cards, detail
 * page, drawers) alike. Arithmetic runs in paise so every screen agrees to the paisa; each figure is rounded
 * once and the total is their sum.
 */
export function priceLine(input: LineInput): LinePrice {
  const { product, quantity } = input;
  if (input.kind === 'sample') return priceSample(product, input.material, quantity);
  if (input.walls && input.walls.length > 0 && product.kind !== 'rolls')
    return priceWalls(input, input.walls);
  const isRoll = product.kind === 'rolls';
  const material = lineMaterial(product, input.material);
  const delta = materialDeltaPaise(product, material);
  const perSqftPaise = product.pricePaise + delta;
  const comparePerSqftPaise = product.originalPricePaise === null ? null : product.originalPricePaise + delta;
  const wall = input.dimensions ? wallArea(input.dimensions) : null;
  // One piece: a roll, or one custom-fit wall (none yet while the size is being typed).
  const piece = isRoll ? rollArea(product.roll) : (wall ?? { num: 0, den: 1 });

  const unitPaise = over(perSqftPaise, piece);
  const ratePaise = isRoll ? unitPaise : perSqftPaise;
  const comparePaise =
    comparePerSqftPaise === null ? null : isRoll ? over(comparePerSqftPaise, piece) : comparePerSqftPaise;
  const shownComparePaise = comparePaise !== null && comparePaise > ratePaise ? comparePaise : null;
  const compareUnitPaise =
    shownComparePaise === null ? null : isRoll ? shownComparePaise : over(shownComparePaise, piece);

  // Rolls are installed on the wall they paper, not on the paper bought (offcuts and the spare included).
  // Otherwise each piece is rounded on its own, so two walls cost exactly twice one.
  const onWall = isRoll && wall !== null;
  const installed = onWall ? wall : { num: piece.num * quantity, den: piece.den };
  const installationPaise = !input.installation
    ? 0
    : onWall
      ? over(INSTALLATION_PAISE, wall)
      : over(INSTALLATION_PAISE, piece) * quantity;
  const goodsPaise = unitPaise * quantity;
  return {
    unit: isRoll ? 'roll' : 'sqft',
    material,
    ratePaise,
    ratePerSqftPaise: perSqftPaise,
    compareAtRatePaise: shownComparePaise,
    savePercent: savePercent(ratePaise, shownComparePaise),
    unitPaise,
    goodsPaise,
    compareAtPaise: compareUnitPaise === null ? null : compareUnitPaise * quantity,
    installationAreaSqft: installed.num / installed.den,
    installationPaise,
    amountPaise: goodsPaise + installationPaise,
    areaSqft: piece.num / piece.den,
  };
}

/**
 * A custom-fit line of several walls (or one with openings): each wall is rounded on its own, as two walls
 * cost exactly twice one, so the walls shown add up to the line to the paisa.
 */
function priceWalls(input: LineInput, walls: readonly Wall[]): LinePrice {
  const { product, quantity } = input;
  const material = lineMaterial(product, input.material);
  const delta = materialDeltaPaise(product, material);
  const perSqftPaise = product.pricePaise + delta;
  const comparePerSqftPaise = product.originalPricePaise === null ? null : product.originalPricePaise + delta;
  const shownComparePaise =
    comparePerSqftPaise !== null && comparePerSqftPaise > perSqftPaise ? comparePerSqftPaise : null;
  const areas: Area[] = walls.map((w) => ({ num: coveredAreaSqIn(w), den: 144 }));
  const perWall = areas.map((area) => ({
    area,
    goods: over(perSqftPaise, area),
    installation: input.installation ? over(INSTALLATION_PAISE, area) : 0,
  }));
  const unitPaise = perWall.reduce((sum, w) => sum + w.goods, 0);
  const installationPaise = perWall.reduce((sum, w) => sum + w.installation, 0) * quantity;
  const compareUnitPaise =
    shownComparePaise === null ? null : areas.reduce((sum, a) => sum + over(shownComparePaise, a), 0);
  const areaSqIn = areas.reduce((sum, a) => sum + a.num, 0);
  const goodsPaise = unitPaise * quantity;
  return {
    unit: 'sqft',
    material,
    ratePaise: perSqftPaise,
    ratePerSqftPaise: perSqftPaise,
    compareAtRatePaise: shownComparePaise,
    savePercent: savePercent(perSqftPaise, shownComparePaise),
    unitPaise,
    goodsPaise,
    compareAtPaise: compareUnitPaise === null ? null : compareUnitPaise * quantity,
    installationAreaSqft: (areaSqIn * quantity) / 144,
    installationPaise,
    amountPaise: goodsPaise + installationPaise,
    areaSqft: areaSqIn / 144,
    walls: perWall.map((w) => ({
      areaSqft: w.area.num / w.area.den,
      amountPaise: w.goods,
      installationPaise: w.installation,
    })),
  };
}

/** A sample is a flat price per swatch, named by the material it is cut from; nothing is installed. */
function priceSample(
  product: PricedProduct,
  requested: string | null | undefined,
  quantity: number,
): LinePrice {
  const unitPaise = toPaise(SAMPLE_PRICE);
  return {
    unit: 'sample',
    material: lineMaterial(product, requested),
    ratePaise: unitPaise,
    ratePerSqftPaise: 0,
    compareAtRatePaise: null,
    savePercent: null,
    unitPaise,
    goodsPaise: unitPaise * quantity,
    compareAtPaise: null,
    installationAreaSqft: 0,
    installationPaise: 0,
    amountPaise: unitPaise * quantity,
    areaSqft: 0,
  };
}

/** A product's own rate before any choice, in its default material, in rupees as its card shows it. */
export interface ShownRate {
  unit: LineUnit;
  /** the default material the rate is for (customised products), else null */
  material: Material | null;
  rate: number;
  ratePerSqft: number;
  compareAtRate: number | null;
  savePercent: number | null;
}

/** What a card, a search row, a wishlist row and the offer markup show of a product from the API. */
export function productPrice(product: Parameters<typeof pricingOf>[0]): ShownRate {
  const price = priceLine({ product: pricingOf(product), installation: false, quantity: 1 });
  return {
    unit: price.unit,
    material: price.material,
    rate: toRupees(price.ratePaise),
    ratePerSqft: toRupees(price.ratePerSqftPaise),
    compareAtRate: price.compareAtRatePaise === null ? null : toRupees(price.compareAtRatePaise),
    savePercent: price.savePercent,
  };
}

/** An order's figures, in paise; `totalPaise` is what the payment provider charges. */
export interface CheckoutSummary {
  subtotalPaise: number;
  /** the sample credit taken off the subtotal (decision 027); 0 without one */
  creditPaise: number;
  /** promotions' discount off the lines (docs/decisions/062-promotions.md); 0 without one */
  discountPaise: number;
  shippingPaise: number;
  taxPaise: number;
  totalPaise: number;
}

/** An order of samples alone ships free (issue 15); one full line among them and the rule of docs/store-rules.md#checkout applies. */
export const onlySamples = (lines: readonly { kind?: LineKind }[]): boolean =>
  lines.length > 0 && lines.every((l) => l.kind === 'sample');

export interface SummaryOptions {
  /** every line is a sample: shipped free whatever the subtotal (issue 15) */
  samplesOnly?: boolean;
  /** paise of sample credit to take off; never more than the subtotal */
  creditPaise?: number;
  /** the tax worked out line by line under GST_RATES (domain/checkout.ts checkoutTax); unset, the spec's 8% */
  taxPaise?: number;
  /** paise promotions take off the lines (docs/decisions/062-promotions.md): GST is on what is left */
  discountPaise?: number;
  /** paise promotions take off shipping (free shipping) */
  shippingDiscountPaise?: number;
}

/** docs/store-rules.md#checkout: free above ₹99 of subtotal (before any credit), else ₹15; free for samples alone. */
export const shippingPaiseFor = (subtotalPaise: number, samplesOnly = false): number =>
  subtotalPaise === 0 || samplesOnly || subtotalPaise > toPaise(FREE_SHIPPING_ABOVE)
    ? 0
    : toPaise(SHIPPING_FEE);

/**
 * docs/store-rules.md#checkout: shipping free above ₹99 of subtotal, else ₹15, and free for an order of samples
 * alone; tax 8%. A sample credit is a discount on the invoice, so the tax is 8% of what remains after it
 * (decision 027); the shipping rule reads the subtotal before it, so a credit never makes a full order pay for
 * shipping.
 */
export function checkoutSummary(
  linesPaise: readonly number[],
  options: SummaryOptions = {},
): CheckoutSummary {
  const subtotalPaise = linesPaise.reduce((sum, paise) => sum + paise, 0);
  const creditPaise = Math.min(subtotalPaise, Math.max(0, options.creditPaise ?? 0));
  const shippingPaise = Math.max(
    0,
    shippingPaiseFor(subtotalPaise, options.samplesOnly) - (options.shippingDiscountPaise ?? 0),
  );
  const discountPaise = Math.min(subtotalPaise - creditPaise, Math.max(0, options.discountPaise ?? 0));
  // Under GST_RATES the caller works the tax out line by line on the discounted values (decision 057).
  const taxPaise = options.taxPaise ?? Math.round((subtotalPaise - creditPaise - discountPaise) * TAX_RATE);
  const totalPaise = subtotalPaise - creditPaise - discountPaise + shippingPaise + taxPaise;
  return { subtotalPaise, creditPaise, discountPaise, shippingPaise, taxPaise, totalPaise };
}

/**
 * How the tax of an order is owed (docs/store-rules.md#tax): within the store's own state the 8% is CGST 4% +
 * SGST 4% (a union territory's UTGST takes SGST's place on the invoice at the same rate), anywhere else IGST
 * 8%. Amounts are in whatever unit the tax is given in; the split is made in paise.
 */
export type GstSplit = { cgst: number; sgst: number } | { igst: number };

/** A split in paise as rupees, for the DTOs and screens that speak rupees. */
export const gstSplitInRupees = (split: GstSplit): GstSplit =>
  'igst' in split
    ? { igst: toRupees(split.igst) }
    : { cgst: toRupees(split.cgst), sgst: toRupees(split.sgst) };

export const TAX_RATE_PERCENT = TAX_RATE * 100;

/**
 * The tax rows every summary prints, in one wording: 'CGST (4%)' and 'SGST (4%)', or 'IGST (8%)', or 'GST (8%)'
 * while the delivery state is not yet known (or for an order placed before the split was recorded).
 * `ratePercent` is the one rate the whole tax was charged at (8% under the spec's arithmetic), or null when
 * GST_RATES taxed its lines at several: the rows then name no rate (docs/decisions/057-gst-by-tax-class.md).
 */
export function taxLines(
  tax: number,
  split: GstSplit | null,
  ratePercent: number | null = TAX_RATE_PERCENT,
): { label: string; amount: number }[] {
  const rate = (percent: number) => (ratePercent === null ? '' : ` (${percent}%)`);
  const whole = ratePercent ?? 0;
  if (!split) return [{ label: `GST${rate(whole)}`, amount: tax }];
  if ('igst' in split) return [{ label: `IGST${rate(whole)}`, amount: split.igst }];
  return [
    { label: `CGST${rate(whole / 2)}`, amount: split.cgst },
    { label: `SGST${rate(whole / 2)}`, amount: split.sgst },
  ];
}
