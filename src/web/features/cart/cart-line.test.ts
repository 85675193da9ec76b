import { describe, expect, it } from 'vitest';
import { CART_QUANTITY_MAX } from '../../../domain/constants';
import type { Product } from '../../../domain/product';
import {
  cartLineId,
  clampQuantity,
  mergeLine,
  parseGuestLines,
  priceCartLine,
  sampleCount,
  toGuestLine,
} from './cart-line';

const product = (overrides: Partial<Product> = {}): Product => ({
  id: 'p1',
  _id: 'p1',
  name: 'Monstera Grove Green',
  description: 'Leaves',
  category: 'Premium Wallpapers',
  kind: 'customised',
  tags: ['Tropical'],
  theme: 'Tropical',
  colors: ['Green'],
  materials: ['Non-woven', 'Fabric'],
  roomTypes: ['Living Room'],
  price: 99,
  originalPrice: 119,
  images: ['/images/wc-tro-000001-1.webp'],
  dimensions: { width: 53, height: 1000 },
  roll: { widthCm: 53, lengthCm: 1000, patternRepeatCm: 0, patternMatch: 'straight' },
  bestseller: true,
  inStock: true,
  stock: null,
  skuId: 'WC-TRO-000001',
  rating: 4.5,
  reviews: 0,
  position: 0,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  ...overrides,
});

describe('guest cart lines', () => {
  it('keys lines by product, colour and material (spec §3)', () => {
    expect(cartLineId('p1', 'Green', 'Fabric')).toBe('p1-Green-Fabric');
    expect(cartLineId('p1', null, undefined)).toBe('p1--');
  });

  it('raises the quantity of the same product, colour and material, and adds other lines', () => {
    const first = toGuestLine({ product: product(), selectedColor: 'Green', selectedMaterial: 'Fabric' });
    let lines = mergeLine([], first);
    lines = mergeLine(
      lines,
      toGuestLine({ product: product(), selectedColor: 'Green', selectedMaterial: 'Fabric', quantity: 2 }),
    );
    lines = mergeLine(
      lines,
      toGuestLine({ product: product(), selectedColor: 'Green', selectedMaterial: 'Non-woven' }),
    );
    expect(lines.map((l) => [l.id, l.quantity])).toEqual([
      ['p1-Green-Fabric', 3],
      ['p1-Green-Non-woven', 1],
    ]);
  });

  it('never goes below 1 or above what the server accepts', () => {
    expect(clampQuantity(0)).toBe(1);
    expect(clampQuantity(-4)).toBe(1);
    expect(clampQuantity(Number.NaN)).toBe(1);
    expect(clampQuantity(1000)).toBe(CART_QUANTITY_MAX);
  });

  it('gives custom-fit lines the default wall and installation, and prices them per square foot', () => {
    const line = priceCartLine(toGuestLine({ product: product(), selectedMaterial: 'Non-woven' }));
    expect(line.customDimensions).toEqual({ height: 10, width: 53 });
    expect(line.installation).toBe(true);
    expect(line).toMatchObject({
      unit: 'sqft',
      rate: 99,
      ratePerSqft: 99,
      installationAmount: 33.13,
      _id: line.id,
    });
    expect(line.amount).toBe(364.38 + 33.13);
  });

  it('keeps the material it is priced in: the chosen one when offered, else the product default', () => {
    expect(toGuestLine({ product: product(), selectedMaterial: 'Fabric' }).selectedMaterial).toBe('Fabric');
    const unoffered = toGuestLine({ product: product(), selectedMaterial: 'Flock' });
    expect(unoffered).toMatchObject({ selectedMaterial: 'Non-woven', id: 'p1--Non-woven' });
    expect(priceCartLine(toGuestLine({ product: product(), selectedMaterial: 'Fabric' })).rate).toBe(129);
  });

  it('prices rolls per roll', () => {
    const line = priceCartLine(
      toGuestLine({ product: product({ kind: 'rolls', price: 50.5 }), installation: false, quantity: 2 }),
    );
    expect(line).toMatchObject({
      unit: 'roll',
      rate: 2878.5,
      ratePerSqft: 50.5,
      amount: 5757,
      customDimensions: null,
    });
  });

  it('keeps the stored lines that still read correctly and drops the rest', () => {
    const good = toGuestLine({ product: product(), quantity: 0 });
    const lines = parseGuestLines([good, { junk: true }, { ...good, product: { id: 'x' } }, null]);
    expect(lines).toHaveLength(1);
    expect(lines[0]?.quantity).toBe(1);
    expect(parseGuestLines('not a list')).toEqual([]);
  });
});

describe('guest sample lines', () => {
  it('keep samples apart from the full design, without a wall or installation, at ₹99 each', () => {
    const full = toGuestLine({ product: product(), selectedMaterial: 'Fabric' });
    const swatch = toGuestLine({
      product: product(),
      kind: 'sample',
      selectedMaterial: 'Fabric',
      quantity: 2,
    });
    expect(swatch.id).not.toBe(full.id);
    expect(swatch).toMatchObject({ kind: 'sample', customDimensions: null, installation: false });
    expect(priceCartLine(swatch)).toMatchObject({ unit: 'sample', rate: 99, amount: 198 });
    const lines = mergeLine(mergeLine([full], swatch), swatch);
    expect(lines.map((l) => [l.kind, l.quantity])).toEqual([
      ['goods', 1],
      ['sample', 4],
    ]);
    expect(sampleCount(lines)).toBe(4);
    // Stored and read back, the kind survives; older entries without one are full lines.
    expect(parseGuestLines(JSON.parse(JSON.stringify(lines))).map((l) => l.kind)).toEqual([
      'goods',
      'sample',
    ]);
  });
});
