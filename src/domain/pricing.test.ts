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
  pricePaise: 9900,
  originalPricePaise: 11900,
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
    expect(walls(2).amountPaise).toBe(2 * walls(1).amountPaise);
    expect(walls(3).installationPaise).toBe(3 * walls(1).installationPaise);
  });

  it('prices the default material at the product price, installation as its own figure', () => {
    expect(installedWalls(120, 144, 2)).toMatchObject({
      unit: 'sqft',
      material: 'Non-woven',
      ratePaise: 9900,
      ratePerSqftPaise: 9900,
      compareAtRatePaise: 11900,
      savePercent: 16,
      areaSqft: 120,
      unitPaise: 9900 * 120,
      goodsPaise: 9900 * 120 * 2,
      compareAtPaise: 11900 * 120 * 2,
      installationAreaSqft: 240,
      installationPaise: 900 * 240,
      amountPaise: (9900 + 900) * 240,
    });
  });

  it('moves price and compare-at by the table difference, so a staff premium carries across materials', () => {
    const premium = product({ pricePaise: 12000, originalPricePaise: 15000 });
    const at = (material: string) =>
      priceLine({ product: premium, material, installation: false, quantity: 1 });
    expect(at('Non-woven')).toMatchObject({ ratePaise: 12000, compareAtRatePaise: 15000, savePercent: 20 });
    expect(at('Vinyl')).toMatchObject({ ratePaise: 11000, compareAtRatePaise: 14000, savePercent: 21 });
    expect(at('Premium')).toMatchObject({ ratePaise: 22000, compareAtRatePaise: 25000, savePercent: 12 });
  });

  it('the first material is the default, whatever it is', () => {
    const vinylFirst = product({
      pricePaise: 8900,
      originalPricePaise: null,
      materials: ['Vinyl', 'Fabric'],
    });
    const line = (material?: string) =>
      priceLine({ product: vinylFirst, material, installation: false, quantity: 1 });
    expect(line()).toMatchObject({ material: 'Vinyl', ratePaise: 8900 });
    expect(line('Fabric')).toMatchObject({ material: 'Fabric', ratePaise: 12900 });
  });

  it('never prices a material the product does not offer; it falls back to the default', () => {
    const line = priceLine({ product: product(), material: 'Flock', installation: false, quantity: 1 });
    expect(line).toMatchObject({ material: 'Non-woven', ratePaise: 9900 });
  });

  it('shows no struck price or saving when the compare-at rate is missing or not above the rate', () => {
    const none = priceLine({
      product: product({ originalPricePaise: null }),
      installation: false,
      quantity: 1,
    });
    expect([none.compareAtRatePaise, none.compareAtPaise, none.savePercent]).toEqual([null, null, null]);
    const lower = priceLine({
      product: product({ originalPricePaise: 9000 }),
      installation: false,
      quantity: 1,
    });
    expect([lower.compareAtRatePaise, lower.savePercent]).toEqual([null, null]);
  });

  it('rounds each figure to the paisa once, and the total is their sum', () => {
    const line = installedWalls(10, 53, 1);
    expect(line.goodsPaise).toBe(36438);
    expect(line.installationPaise).toBe(3313);
    expect(line.amountPaise).toBe(39751);
    expect(line.compareAtPaise).toBe(43799);
    expect(line.areaSqft).toBeCloseTo(wallAreaSqft(10, 53), 10);
  });

  it('a product without materials is sold at its price alone', () => {
    const line = priceLine({
      product: product({ materials: [] }),
      material: 'Fabric',
      installation: false,
      quantity: 1,
    });
    expect(line).toMatchObject({ material: null, ratePaise: 9900 });
  });
});

describe('priceLine: rolls', () => {
  const roll = product({ kind: 'rolls', pricePaise: 4600, originalPricePaise: 6000, materials: ['Vinyl'] });

  it('costs price × roll area per roll and shows the per-sq-ft figure beside it', () => {
    const line = priceLine({ product: roll, installation: false, quantity: 3 });
    expect(line).toMatchObject({
      unit: 'roll',
      material: null,
      ratePaise: 262200,
      ratePerSqftPaise: 4600,
      unitPaise: 262200,
      goodsPaise: 786600,
      compareAtRatePaise: 342000,
      compareAtPaise: 1026000,
      savePercent: 23,
      areaSqft: 57,
      amountPaise: 786600,
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
    expect(line.installationPaise).toBe(97200);
    expect(line.amountPaise).toBe(262200 * 4 + 97200);
  });

  it('without a wall size, installs on the area of the rolls bought', () => {
    const line = priceLine({ product: roll, installation: true, quantity: 2 });
    expect(line.installationPaise).toBe(900 * 114);
  });

  it('follows the roll size the product states', () => {
    const wide = product({
      kind: 'rolls',
      pricePaise: 5050,
      roll: { ...DEFAULT_ROLL, widthCm: 70, lengthCm: 1500 },
    });
    expect(rollAreaSqft(wide.roll)).toBe(113);
    expect(priceLine({ product: wide, installation: false, quantity: 1 }).ratePaise).toBe(5050 * 113);
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
  it("a product's own price, from the API's rupees, is its card figure", () => {
    const fromApi = { ...product(), price: 99, originalPrice: 119 };
    expect(productPrice(fromApi)).toEqual({
      unit: 'sqft',
      material: 'Non-woven',
      rate: 99,
      ratePerSqft: 99,
      compareAtRate: 119,
      savePercent: 16,
    });
  });
});

describe('checkoutSummary', () => {
  it('charges ₹15 shipping up to ₹99 and adds 8% tax', () => {
    expect(checkoutSummary([5000, 4900])).toEqual({
      subtotalPaise: 9900,
      creditPaise: 0,
      discountPaise: 0,
      shippingPaise: 1500,
      taxPaise: 792,
      totalPaise: 12192,
    });
  });
  it('ships free above ₹99', () => {
    expect(checkoutSummary([9901])).toEqual({
      subtotalPaise: 9901,
      creditPaise: 0,
      discountPaise: 0,
      shippingPaise: 0,
      taxPaise: 792,
      totalPaise: 10693,
    });
  });
  it('an empty cart owes nothing', () => {
    expect(checkoutSummary([]).totalPaise).toBe(0);
  });
  it('the total is the sum of its figures', () => {
    const s = checkoutSummary([36438, 287850]);
    expect(s.totalPaise).toBe(s.subtotalPaise + s.shippingPaise + s.taxPaise);
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
