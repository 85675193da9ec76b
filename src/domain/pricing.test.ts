import { describe, expect, it } from 'vitest';
import {
  MATERIAL_RATES,
  checkoutSummary,
  materialRate,
  priceLine,
  referencePrice,
  rollsNeeded,
  toPaise,
  toRupees,
  wallAreaSqft,
} from './pricing';

describe('material rates', () => {
  it('matches the spec table', () => {
    expect(MATERIAL_RATES).toEqual({
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
    });
  });
  it('defaults to Non-woven for a missing or unknown material', () => {
    expect(materialRate(undefined)).toBe(99);
    expect(materialRate('Velvet')).toBe(99);
    expect(materialRate('Flock')).toBe(189);
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

describe('priceLine', () => {
  it('custom fit: (material rate + ₹9 installation) × area × quantity', () => {
    const line = priceLine({
      kind: 'customised',
      productPrice: 120,
      material: 'Vinyl',
      installation: true,
      dimensions: { height: 120, width: 144 },
      quantity: 2,
    });
    expect(line.unit).toBe('sqft');
    expect(line.areaSqft).toBe(120);
    expect(line.rate).toBe(98);
    expect(line.unitAmount).toBe(98 * 120);
    expect(line.amount).toBe(98 * 120 * 2);
  });
  it('custom fit without installation uses the material rate alone and rounds to the paisa', () => {
    const line = priceLine({
      kind: 'customised',
      productPrice: 120,
      material: 'Non-woven',
      installation: false,
      dimensions: { height: 10, width: 53 },
      quantity: 1,
    });
    expect(line.rate).toBe(99);
    expect(line.amount).toBe(364.38);
  });
  it('rolls: the product price × the stated roll area per roll', () => {
    const line = priceLine({ kind: 'rolls', productPrice: 50.5, installation: false, quantity: 3 });
    expect(line.unit).toBe('roll');
    expect(line.rate).toBe(2878.5);
    expect(line.amount).toBe(8635.5);
    const installed = priceLine({ kind: 'rolls', productPrice: 50.5, installation: true, quantity: 1 });
    expect(installed.amount).toBe(toRupees((5050 + 900) * 57));
  });
});

describe('reference price and rolls', () => {
  it('struck-out price is 119 × area', () => {
    expect(referencePrice(120)).toBe(14280);
    expect(referencePrice(wallAreaSqft(10, 53))).toBe(437.99);
  });
  it('rolls needed round up and suggest one spare', () => {
    expect(rollsNeeded(120, 144)).toEqual({ rolls: 3, withSpare: 4 });
    expect(rollsNeeded(0, 144)).toEqual({ rolls: 0, withSpare: 0 });
    expect(rollsNeeded(57 * 144, 1)).toEqual({ rolls: 1, withSpare: 2 });
  });
});

describe('checkoutSummary', () => {
  it('charges ₹15 shipping up to ₹99 and adds 8% tax', () => {
    expect(checkoutSummary([50, 49])).toEqual({
      subtotal: 99,
      shipping: 15,
      tax: 7.92,
      total: 121.92,
      amountPaise: 12192,
    });
  });
  it('ships free above ₹99', () => {
    expect(checkoutSummary([99.01])).toEqual({
      subtotal: 99.01,
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
