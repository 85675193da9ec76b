import type { ProductKind } from './constants';

/** Rupees per square foot, spec §3. Non-woven is the default material (decisions.md §2). */
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
export const DEFAULT_MATERIAL: Material = 'Non-woven';
export const isMaterial = (value: string): value is Material => Object.hasOwn(MATERIAL_RATES, value);

export const INSTALLATION_RATE = 9;
export const REFERENCE_RATE = 119;
export const SAVE_PERCENT = 25;

/** A roll is 0.53 m × 10 m; 5.3 m² is 57 sq ft once rounded, the figure we state to shoppers. */
export const ROLL_AREA_SQFT = 57;
export const ROLL_SIZE_LABEL = '0.53 m × 10 m (about 57 sq ft)';

export const FREE_SHIPPING_ABOVE = 99;
export const SHIPPING_FEE = 15;
export const TAX_RATE = 0.08;

export const toPaise = (rupees: number): number => Math.round(rupees * 100);
export const toRupees = (paise: number): number => Math.round(paise) / 100;

/** Cleared inputs count as 0 (spec §5), so the area can be 0 while a shopper is typing. */
export function wallAreaSqft(heightIn: number, widthIn: number): number {
  const h = Number.isFinite(heightIn) ? Math.max(0, heightIn) : 0;
  const w = Number.isFinite(widthIn) ? Math.max(0, widthIn) : 0;
  return (h * w) / 144;
}

export function materialRate(material: string | null | undefined): number {
  return material && isMaterial(material) ? MATERIAL_RATES[material] : MATERIAL_RATES[DEFAULT_MATERIAL];
}

export interface LineInput {
  kind: ProductKind;
  /** the product's own price: rupees per square foot */
  productPrice: number;
  material?: string | null;
  installation: boolean;
  dimensions?: { width: number; height: number } | null;
  quantity: number;
}

export interface LinePrice {
  unit: 'sqft' | 'roll';
  /** rupees per square foot for custom-fit lines, rupees per roll for rolls */
  rate: number;
  /** rupees for one piece (one custom-fit wall or one roll) */
  unitAmount: number;
  amount: number;
  areaSqft: number;
}

/**
 * The one place a line's money is computed. Arithmetic runs in paise so the server's totals and the
 * browser's preview agree to the paisa.
 */
export function priceLine(input: LineInput): LinePrice {
  const installPaise = input.installation ? toPaise(INSTALLATION_RATE) : 0;
  if (input.kind === 'rolls') {
    const perSqftPaise = toPaise(input.productPrice) + installPaise;
    const unitPaise = perSqftPaise * ROLL_AREA_SQFT;
    return {
      unit: 'roll',
      rate: toRupees(unitPaise),
      unitAmount: toRupees(unitPaise),
      amount: toRupees(unitPaise * input.quantity),
      areaSqft: ROLL_AREA_SQFT,
    };
  }
  const ratePaise = toPaise(materialRate(input.material)) + installPaise;
  const h = input.dimensions?.height ?? 0;
  const w = input.dimensions?.width ?? 0;
  const unitPaise = Math.round((ratePaise * h * w) / 144);
  return {
    unit: 'sqft',
    rate: toRupees(ratePaise),
    unitAmount: toRupees(unitPaise),
    amount: toRupees(unitPaise * input.quantity),
    areaSqft: wallAreaSqft(h, w),
  };
}

export const referencePrice = (areaSqft: number): number =>
  toRupees(Math.round(REFERENCE_RATE * 100 * areaSqft));

/** Whole rolls to cover the wall, rounded up; we suggest one spare for pattern matching. */
export function rollsNeeded(heightIn: number, widthIn: number): { rolls: number; withSpare: number } {
  const area = wallAreaSqft(heightIn, widthIn);
  const rolls = area > 0 ? Math.ceil(area / ROLL_AREA_SQFT) : 0;
  return { rolls, withSpare: rolls > 0 ? rolls + 1 : 0 };
}

export interface CheckoutSummary {
  subtotal: number;
  shipping: number;
  tax: number;
  total: number;
  /** what the payment provider charges, in paise */
  amountPaise: number;
}

/** Spec §9: shipping free above ₹99 of subtotal, else ₹15; tax 8% of subtotal. */
export function checkoutSummary(lineAmounts: readonly number[]): CheckoutSummary {
  const subtotalPaise = lineAmounts.reduce((sum, amount) => sum + toPaise(amount), 0);
  const shippingPaise =
    subtotalPaise === 0 || subtotalPaise > toPaise(FREE_SHIPPING_ABOVE) ? 0 : toPaise(SHIPPING_FEE);
  const taxPaise = Math.round(subtotalPaise * TAX_RATE);
  const totalPaise = subtotalPaise + shippingPaise + taxPaise;
  return {
    subtotal: toRupees(subtotalPaise),
    shipping: toRupees(shippingPaise),
    tax: toRupees(taxPaise),
    total: toRupees(totalPaise),
    amountPaise: totalPaise,
  };
}
