import { describe, expect, it } from 'vitest';
import { DEFAULT_ROLL } from './constants';
import { gstSplit } from './gst';
import {
  MATERIAL_RATES,
  checkoutSummary,
  gstSplitInRupees,
  priceLine,
  productPrice,
  rollAreaSqft,
  rollSizeLabel,
  savePercent,
  taxLines,
  toPaise,
  toRupees,
  wallAreaSqft,
  type PricedProduct,
} from './pricing';

describe('material rates', () => {
  const specTable = [
    ['Non-woven', 99],
    ['Vinyl', 89],
    ['Paper', 79],
    ['Fabric', 129],
    ['Grasscloth', 149],
    ['Metallic', 169],
    ['Flock', 189],
    ['Embossed', 159],
    ['Textured', 139],
    ['Premium', 199],
  ] as const;
  it.each(specTable)('charges %s at ₹%i a square foot, as the spec table says', (material, rate) => {
    expect(MATERIAL_RATES[material]).toBe(rate);
  });
  it('offers no material the spec table leaves out', () => {
    expect(Object.keys(MATERIAL_RATES).sort()).toEqual(specTable.map(([material]) => material).sort());
  });
});

describe('wall area', () => {
  it('is height × width / 144 in square feet', () => {
    expect(wallAreaSqft(10, 53)).toBeCloseTo(3.6806, 4);
    expect(wallAreaSqft(144, 144)).toBe(144);
  });
  it('counts a cleared or negative input as 0', () => {
    expect(wallAreaSqft(Number.NaN, 53)).toBe(0);
    expect(wallAreaSqft(-5, 53)).toBe(0);
  });
});

const product = (over: Partial<PricedProduct> = {}): PricedProduct => ({
  kind: 'customised',
  price: 99,
  originalPrice: 119,
  materials: ['Non-woven', 'Vinyl', 'Premium'],
  roll: { ...DEFAULT_ROLL },
  ...over,
});

describe('priceLine: custom fit (docs/decisions/014-one-honest-price.md)', () => {
  /** `quantity` installed walls of `height` × `width` inches in the product's default material. */
  const installedWalls = (height: number, width: number, quantity: number) =>
    priceLine({ product: product(), installation: true, dimensions: { height, width }, quantity });

  it('charges several walls of one size exactly as many times one wall, to the paisa', () => {
    // 10 × 53 in is 3.68… sq ft, whose installation does not come to whole paise.
    const walls = (quantity: number) => installedWalls(10, 53, quantity);
    expect(toPaise(walls(2).amount)).toBe(2 * toPaise(walls(1).amount));
    expect(toPaise(walls(3).installationAmount)).toBe(3 * toPaise(walls(1).installationAmount));
  });

  it('prices the default material at the product price, installation as its own figure', () => {
    expect(installedWalls(120, 144, 2)).toMatchObject({
      unit: 'sqft',
      material: 'Non-woven',
      rate: 99,
      ratePerSqft: 99,
      compareAtRate: 119,
      savePercent: 16,
      areaSqft: 120,
      unitAmount: 99 * 120,
      goodsAmount: 99 * 120 * 2,
      compareAtAmount: 119 * 120 * 2,
      installationAreaSqft: 240,
      installationAmount: 9 * 240,
      amount: (99 + 9) * 240,
    });
  });

  it('moves price and compare-at by the table difference, so a staff premium carries across materials', () => {
    const premium = product({ price: 120, originalPrice: 150 });
    const at = (material: string) =>
      priceLine({ product: premium, material, installation: false, quantity: 1 });
    expect(at('Non-woven')).toMatchObject({ rate: 120, compareAtRate: 150, savePercent: 20 });
    expect(at('Vinyl')).toMatchObject({ rate: 110, compareAtRate: 140, savePercent: 21 });
    expect(at('Premium')).toMatchObject({ rate: 220, compareAtRate: 250, savePercent: 12 });
  });

  it('the first material is the default, whatever it is', () => {
    const vinylFirst = product({ price: 89, originalPrice: null, materials: ['Vinyl', 'Fabric'] });
    const line = (material?: string) =>
      priceLine({ product: vinylFirst, material, installation: false, quantity: 1 });
    expect(line()).toMatchObject({ material: 'Vinyl', rate: 89 });
    expect(line('Fabric')).toMatchObject({ material: 'Fabric', rate: 129 });
  });

  it('never prices a material the product does not offer; it falls back to the default', () => {
    const line = priceLine({ product: product(), material: 'Flock', installation: false, quantity: 1 });
    expect(line).toMatchObject({ material: 'Non-woven', rate: 99 });
  });

  it('shows no struck price or saving when the compare-at rate is missing or not above the rate', () => {
    const none = priceLine({ product: product({ originalPrice: null }), installation: false, quantity: 1 });
    expect([none.compareAtRate, none.compareAtAmount, none.savePercent]).toEqual([null, null, null]);
    const lower = priceLine({ product: product({ originalPrice: 90 }), installation: false, quantity: 1 });
    expect([lower.compareAtRate, lower.savePercent]).toEqual([null, null]);
  });

  it('rounds each figure to the paisa once, and the total is their sum', () => {
    const line = installedWalls(10, 53, 1);
    expect(line.goodsAmount).toBe(364.38);
    expect(line.installationAmount).toBe(33.13);
    expect(line.amount).toBe(397.51);
    expect(line.compareAtAmount).toBe(437.99);
    expect(line.areaSqft).toBeCloseTo(wallAreaSqft(10, 53), 10);
  });

  it('a product without materials is sold at its price alone', () => {
    const line = priceLine({
      product: product({ materials: [] }),
      material: 'Fabric',
      installation: false,
      quantity: 1,
    });
    expect(line).toMatchObject({ material: null, rate: 99 });
  });
});

describe('priceLine: rolls', () => {
  const roll = product({ kind: 'rolls', price: 46, originalPrice: 60, materials: ['Vinyl'] });

  it('costs price × roll area per roll and shows the per-sq-ft figure beside it', () => {
    const line = priceLine({ product: roll, installation: false, quantity: 3 });
    expect(line).toMatchObject({
      unit: 'roll',
      material: null,
      rate: 2622,
      ratePerSqft: 46,
      unitAmount: 2622,
      goodsAmount: 7866,
      compareAtRate: 3420,
      compareAtAmount: 10260,
      savePercent: 23,
      areaSqft: 57,
      amount: 7866,
    });
  });

  it('installs on the wall the rolls paper, not on the paper bought', () => {
    const line = priceLine({
      product: roll,
      installation: true,
      dimensions: { height: 108, width: 144 },
      quantity: 4,
    });
    expect(line.installationAreaSqft).toBe(108);
    expect(line.installationAmount).toBe(972);
    expect(line.amount).toBe(2622 * 4 + 972);
  });

  it('without a wall size, installs on the area of the rolls bought', () => {
    const line = priceLine({ product: roll, installation: true, quantity: 2 });
    expect(line.installationAmount).toBe(toRupees(900 * 114));
  });

  it('follows the roll size the product states', () => {
    const wide = product({
      kind: 'rolls',
      price: 50.5,
      roll: { ...DEFAULT_ROLL, widthCm: 70, lengthCm: 1500 },
    });
    expect(rollAreaSqft(wide.roll)).toBe(113);
    expect(priceLine({ product: wide, installation: false, quantity: 1 }).rate).toBe(toRupees(5050 * 113));
  });
});

describe('roll size and savings', () => {
  it('states the default roll as 57 sq ft', () => {
    expect(rollAreaSqft(DEFAULT_ROLL)).toBe(57);
    expect(rollSizeLabel(DEFAULT_ROLL)).toBe('0.53 m × 10 m (57 sq ft)');
  });
  it('rounds the saving down and shows none below 1%', () => {
    expect(savePercent(9900, 11900)).toBe(16);
    expect(savePercent(7500, 10000)).toBe(25);
    expect(savePercent(9950, 10000)).toBeNull();
    expect(savePercent(10000, 10000)).toBeNull();
    expect(savePercent(10000, null)).toBeNull();
  });
  it("a product's own price is its card figure", () => {
    expect(productPrice(product())).toMatchObject({ rate: 99, compareAtRate: 119, unit: 'sqft' });
  });
});

describe('checkoutSummary', () => {
  it('charges ₹15 shipping up to ₹99 and adds 8% tax', () => {
    expect(checkoutSummary([50, 49])).toEqual({
      subtotal: 99,
      credit: 0,
      discount: 0,
      shipping: 15,
      tax: 7.92,
      total: 121.92,
      amountPaise: 12192,
    });
  });
  it('ships free above ₹99', () => {
    expect(checkoutSummary([99.01])).toEqual({
      subtotal: 99.01,
      credit: 0,
      discount: 0,
      shipping: 0,
      tax: 7.92,
      total: 106.93,
      amountPaise: 10693,
    });
  });
  it('an empty cart owes nothing', () => {
    expect(checkoutSummary([]).total).toBe(0);
  });
  it('payment amount is round(total × 100)', () => {
    const s = checkoutSummary([364.38, 2878.5]);
    expect(s.amountPaise).toBe(toPaise(s.total));
  });
});

describe('GST split (docs/store-rules.md#tax)', () => {
  it("splits tax within the store's state into CGST and SGST, the odd paisa going to CGST", () => {
    expect(gstSplit(1001, 'Maharashtra', 'Maharashtra')).toEqual({ cgst: 501, sgst: 500 });
    expect(gstSplit(1000, 'Maharashtra', 'Maharashtra')).toEqual({ cgst: 500, sgst: 500 });
    expect(gstSplit(1, 'Maharashtra', 'Maharashtra')).toEqual({ cgst: 1, sgst: 0 });
    expect(gstSplit(0, 'Maharashtra', 'Maharashtra')).toEqual({ cgst: 0, sgst: 0 });
  });
  it('always sums to the tax charged', () => {
    for (const tax of [0, 1, 2, 3, 7919, 123_457, 9_999_999_999]) {
      const split = gstSplit(tax, 'Goa', 'Goa');
      expect('cgst' in split && split.cgst + split.sgst).toBe(tax);
      expect(gstSplit(tax, 'Kerala', 'Goa')).toEqual({ igst: tax });
    }
  });
  it('charges IGST on a delivery to another state', () => {
    expect(gstSplit(1001, 'Karnataka', 'Maharashtra')).toEqual({ igst: 1001 });
  });
  it('treats a union territory like a state: its own is intra-state, another is IGST', () => {
    expect(gstSplit(801, 'Delhi', 'Delhi')).toEqual({ cgst: 401, sgst: 400 });
    expect(gstSplit(801, 'Chandigarh', 'Punjab')).toEqual({ igst: 801 });
    expect(gstSplit(801, 'Punjab', 'Chandigarh')).toEqual({ igst: 801 });
  });
  it('matches state names regardless of case and spaces', () => {
    expect(gstSplit(10, '  maharashtra ', 'Maharashtra')).toEqual({ cgst: 5, sgst: 5 });
  });
  it("taxes a delivery without a known state as a supply within the store's state", () => {
    expect(gstSplit(11, '', 'Maharashtra')).toEqual({ cgst: 6, sgst: 5 });
    expect(gstSplit(11, null, 'Maharashtra')).toEqual({ cgst: 6, sgst: 5 });
  });
  it('words the rows the same everywhere', () => {
    expect(taxLines(80.01, null)).toEqual([{ label: 'GST (8%)', amount: 80.01 }]);
    expect(taxLines(80.01, gstSplitInRupees({ cgst: 4000, sgst: 4001 }))).toEqual([
      { label: 'CGST (4%)', amount: 40 },
      { label: 'SGST (4%)', amount: 40.01 },
    ]);
    expect(taxLines(80.01, gstSplitInRupees({ igst: 8001 }))).toEqual([
      { label: 'IGST (8%)', amount: 80.01 },
    ]);
  });
});
