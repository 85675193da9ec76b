import { describe, expect, it } from 'vitest';
import {
  lineFigures,
  lineKey,
  lineOptions,
  linePriceOf,
  orderLineUnit,
  wallColumns,
  wallFromColumns,
} from './line';
import type { LineOptions } from './line-schema';
import type { PricedProduct } from './pricing';
import { pricedProduct as product } from './test/priced-product';

/** A line as the cart shows it: its options, as kept, with the figures priceLine gives them. */
const shown = (p: PricedProduct, asked: Partial<LineOptions> & { quantity?: number }) => {
  const options = lineOptions(p, asked);
  return { ...options, ...lineFigures(linePriceOf(p, { ...options, quantity: asked.quantity ?? 1 })) };
};

describe("a line's key", () => {
  const goods = lineOptions(product(), { selectedColor: 'Green', selectedMaterial: 'Fabric' });

  it('is the same for the same choices, so adding them again raises the quantity', () => {
    expect(lineKey('p1', goods)).toBe(
      lineKey('p1', lineOptions(product(), { selectedColor: 'Green', selectedMaterial: 'Fabric' })),
    );
  });

  it('holds every option that changes what is made or charged', () => {
    const keys = [
      lineKey('p1', goods),
      lineKey('p2', goods),
      lineKey('p1', { ...goods, selectedColor: 'Gold' }),
      lineKey('p1', { ...goods, selectedMaterial: 'Non-woven' }),
      lineKey('p1', { ...goods, customDimensions: { width: 53, height: 11 } }),
      lineKey('p1', { ...goods, installation: false }),
      lineKey('p1', { ...goods, kind: 'sample' }),
    ];
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('keeps the form lines already in carts were stored under (decision 027)', () => {
    expect(lineKey('p1', goods)).toBe(JSON.stringify(['p1', 'Green', 'Fabric', 53, 10, true]));
    expect(lineKey('p1', lineOptions(product(), { kind: 'sample', selectedMaterial: 'Fabric' }))).toBe(
      JSON.stringify(['sample', 'p1', null, 'Fabric']),
    );
  });
});

describe("a line's options and price", () => {
  it('gives custom-fit lines the default wall and installation, and prices them per square foot', () => {
    const line = shown(product(), { selectedMaterial: 'Non-woven' });
    expect(line.customDimensions).toEqual({ height: 10, width: 53 });
    expect(line.installation).toBe(true);
    expect(line).toMatchObject({ unit: 'sqft', rate: 99, ratePerSqft: 99, installationAmount: 33.13 });
    expect(line.amount).toBe(364.38 + 33.13);
  });

  it('keeps the material it is priced in: the chosen one when offered, else the product default', () => {
    expect(lineOptions(product(), { selectedMaterial: 'Fabric' }).selectedMaterial).toBe('Fabric');
    expect(lineOptions(product(), { selectedMaterial: 'Flock' }).selectedMaterial).toBe('Non-woven');
    expect(shown(product(), { selectedMaterial: 'Fabric' }).rate).toBe(129);
  });

  it('prices rolls per roll', () => {
    const line = shown(product({ kind: 'rolls', pricePaise: 5050 }), { installation: false, quantity: 2 });
    expect(line).toMatchObject({
      unit: 'roll',
      rate: 2878.5,
      ratePerSqft: 50.5,
      amount: 5757,
      customDimensions: null,
    });
  });

  it('keeps samples without a wall or installation, at ₹99 each', () => {
    const swatch = shown(product(), {
      kind: 'sample',
      selectedMaterial: 'Fabric',
      customDimensions: { width: 100, height: 100 },
      installation: true,
      quantity: 2,
    });
    expect(swatch).toMatchObject({ kind: 'sample', customDimensions: null, installation: false });
    expect(swatch).toMatchObject({ unit: 'sample', rate: 99, amount: 198 });
  });
});

describe('a line as stored', () => {
  it('has a wall only when both sides are there', () => {
    expect(wallFromColumns({ widthIn: 53, heightIn: 10 })).toEqual({ width: 53, height: 10 });
    expect(wallFromColumns({ widthIn: 53, heightIn: null })).toBeNull();
    expect(wallColumns(null)).toEqual({ widthIn: null, heightIn: null });
    expect(wallColumns({ width: 53, height: 10 })).toEqual({ widthIn: 53, heightIn: 10 });
  });

  it("names an order line's unit from its recorded kind", () => {
    expect(orderLineUnit('customised')).toBe('sqft');
    expect(orderLineUnit('rolls')).toBe('roll');
    expect(orderLineUnit('sample')).toBe('sample');
  });
});
